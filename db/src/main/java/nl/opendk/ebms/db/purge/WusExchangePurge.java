package nl.opendk.ebms.db.purge;

import java.sql.PreparedStatement;
import java.time.Instant;
import java.util.Objects;
import javax.sql.DataSource;
import nl.opendk.ebms.db.SqlValues;
import nl.opendk.ebms.db.Transaction;

/**
 * Deletes recorded WUS calls older than a cutoff, oldest first, in small transactions like {@link MessagePurge}.
 * Unlike a message, a call is never waiting for later work: WUS is synchronous (DK-WUS WS003), so a call still
 * {@code RECEIVED} long after its caller gave up is one whose node stopped mid-call, and it goes too.
 */
public final class WusExchangePurge {

    private static final String DELETE = "DELETE FROM wus_exchange WHERE received_at < ? ORDER BY received_at LIMIT ?";

    private final DataSource dataSource;

    public WusExchangePurge(DataSource dataSource) {
        this.dataSource = Objects.requireNonNull(dataSource, "dataSource");
    }

    /** Deletes at most {@code batch} calls received before {@code cutoff}; returns how many. */
    public int purge(Instant cutoff, int batch) {
        return Transaction.run(dataSource, "purge WUS exchanges", c -> {
            try (PreparedStatement statement = c.prepareStatement(DELETE)) {
                SqlValues.setTime(statement, 1, cutoff);
                statement.setInt(2, batch);
                return statement.executeUpdate();
            }
        });
    }
}
