package nl.opendk.ebms.perf.faults;

import java.nio.file.Path;
import nl.opendk.ebms.perf.adapter.AdapterSetup;

/**
 * Where the pieces of a fault run are and how to start them, from the shared perf/run settings.
 *
 * @param adapter java, jar, JVM options and --adapter-property values for every node; its database is not used
 * @param apiUser the REST API user for the CPA upload, or null without login
 * @param external the user's database, or null to start one
 * @param commandLine the command as typed, password masked
 */
public record SuiteSetup(
        Path repository,
        Path java,
        Path sinkJar,
        AdapterSetup adapter,
        String apiUser,
        String apiPassword,
        Path workRoot,
        Path results,
        ExternalDatabaseSpec external,
        String commandLine) {

    /**
     * An external database (--db-url) and how to stop and start it.
     *
     * @param stopCommand --db-stop-command, or null
     * @param startCommand --db-start-command, or null
     */
    public record ExternalDatabaseSpec(
            String url, String user, String password, String stopCommand, String startCommand) {}
}
