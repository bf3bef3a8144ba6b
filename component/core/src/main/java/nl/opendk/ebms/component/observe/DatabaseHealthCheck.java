package nl.opendk.ebms.component.observe;

import java.time.Duration;
import java.util.Map;
import nl.opendk.ebms.db.source.Database;
import org.apache.camel.health.HealthCheckResultBuilder;
import org.apache.camel.impl.health.AbstractHealthCheck;

/**
 * Readiness: the database answers within two seconds on a connection of its own. Without it the adapter cannot
 * accept a message (it answers 503), so a load balancer should send partners elsewhere; it is not a liveness
 * failure, because restarting the adapter does not bring the database back.
 */
public final class DatabaseHealthCheck extends AbstractHealthCheck {

    static final Duration TIMEOUT = Duration.ofSeconds(2);

    private final Database database;

    public DatabaseHealthCheck(Database database) {
        super("ebms", "database");
        this.database = database;
    }

    @Override
    public boolean isLiveness() {
        return false;
    }

    @Override
    public boolean isReadiness() {
        return true;
    }

    @Override
    protected void doCall(HealthCheckResultBuilder builder, Map<String, Object> options) {
        if (database.isReachable(TIMEOUT)) {
            builder.up();
        } else {
            builder.message("the database did not answer within " + TIMEOUT.toSeconds() + " s")
                    .down();
        }
    }
}
