package nl.opendk.ebms.perf.adapter;

import java.net.URI;
import java.nio.file.Path;
import java.util.Objects;
import java.util.OptionalLong;
import nl.opendk.ebms.perf.database.DatabaseProbe;

/**
 * An adapter that is already running (perf/run --target URL): the runner loads it and reads what it can reach, its
 * database when given --db-url, but measures neither its CPU nor its memory and never starts or stops it.
 */
public record DeployedAdapter(URI base, DatabaseProbe database) implements AdapterUnderTest {

    public DeployedAdapter {
        Objects.requireNonNull(base, "base");
        Objects.requireNonNull(database, "database");
        if (!"http".equals(base.getScheme()) && !"https".equals(base.getScheme()) || base.getHost() == null) {
            throw new IllegalArgumentException("--target is an http or https URL, was " + base);
        }
        // the load generators take host and port apart: a URL without a port gets the scheme's own
        int port = base.getPort() != -1 ? base.getPort() : "https".equals(base.getScheme()) ? 443 : 80;
        base = URI.create(base.getScheme() + "://" + base.getHost() + ":" + port);
    }

    @Override
    public long pid() {
        return -1;
    }

    @Override
    public OptionalLong embeddedDatabasePid() {
        return OptionalLong.empty();
    }

    @Override
    public Path gcLog() {
        return null;
    }

    @Override
    public String command() {
        return "already deployed at " + base + " (not started by the runner; its CPU and memory are not measured)";
    }

    @Override
    public void close() {
        // the runner did not start it, so it leaves it running
    }
}
