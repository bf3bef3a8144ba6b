package nl.opendk.ebms.perf.adapter;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * How the runner starts the adapter: which java and jar, JVM options, extra adapter properties (-Dkey=value, for
 * tuning: outbox.send.concurrency, db.pool.size, ...) and the database.
 */
public record AdapterSetup(
        Path java, Path jar, List<String> jvmOptions, Map<String, String> properties, DatabaseTarget database) {

    public AdapterSetup {
        Objects.requireNonNull(java, "java");
        Objects.requireNonNull(jar, "jar");
        jvmOptions = List.copyOf(jvmOptions);
        properties = Map.copyOf(properties);
        Objects.requireNonNull(database, "database");
    }
}
