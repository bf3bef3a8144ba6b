package nl.opendk.ebms.perf.adapter;

import java.net.URI;
import java.nio.file.Path;
import java.util.OptionalLong;
import nl.opendk.ebms.perf.database.DatabaseProbe;

/** The adapter a run loads: one the runner started ({@link AdapterProcess}) or one already deployed. */
public interface AdapterUnderTest extends AutoCloseable {

    /** Where its HTTP server is: the REST API, /ebms and /wus. */
    URI base();

    default URI ebmsEndpoint() {
        return base().resolve("/ebms");
    }

    /** Its JVM's process id on this machine, for the CPU and memory readings; -1 when it runs elsewhere. */
    long pid();

    /** The embedded database server's process on this machine, if there is one. */
    OptionalLong embeddedDatabasePid();

    /** Its JVM's GC log, or null when the runner has none. */
    Path gcLog();

    DatabaseProbe database();

    /** How it was started, for the report. */
    String command();

    /** Stops it when the runner started it. */
    @Override
    void close();
}
