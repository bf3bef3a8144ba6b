package nl.opendk.ebms.perf.adapter;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import javax.net.ssl.SSLContext;

/**
 * How the runner starts the adapter: which java and jar, JVM options, extra adapter properties (-Dkey=value, for
 * tuning: outbox.send.concurrency, db.pool.size, ...), the database, and whether it listens on HTTPS.
 *
 * @param tls null: plain HTTP (ebms.http.plain-allowed); otherwise the adapter listens on HTTPS with mutual TLS as
 *     configured by its properties, and this is the context the runner's own calls to it use
 */
public record AdapterSetup(
        Path java,
        Path jar,
        List<String> jvmOptions,
        Map<String, String> properties,
        DatabaseTarget database,
        SSLContext tls) {

    public AdapterSetup {
        Objects.requireNonNull(java, "java");
        Objects.requireNonNull(jar, "jar");
        jvmOptions = List.copyOf(jvmOptions);
        properties = Map.copyOf(properties);
        Objects.requireNonNull(database, "database");
    }

    /** A plain-HTTP setup. */
    public AdapterSetup(
            Path java, Path jar, List<String> jvmOptions, Map<String, String> properties, DatabaseTarget database) {
        this(java, jar, jvmOptions, properties, database, null);
    }

    /**
     * This setup on HTTPS with further properties (keys, trust store); a property given on the command line
     * (--adapter-property) wins.
     */
    public AdapterSetup withTls(Map<String, String> defaults, SSLContext runnerContext) {
        Map<String, String> merged = new LinkedHashMap<>(defaults);
        merged.putAll(properties);
        return new AdapterSetup(java, jar, jvmOptions, merged, database, runnerContext);
    }
}
