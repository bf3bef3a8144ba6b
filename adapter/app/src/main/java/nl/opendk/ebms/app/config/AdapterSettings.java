package nl.opendk.ebms.app.config;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.file.Path;
import java.time.Duration;
import nl.opendk.ebms.db.source.DatabaseSettings;
import nl.opendk.ebms.protocol.agreement.RetrySchedule;
import nl.opendk.ebms.protocol.codec.DecodingLimits;

/**
 * The adapter's own configuration, read once at start. Keys, defaults and what they cost are documented in the
 * README; this class is the single place that reads them.
 */
public record AdapterSettings(
        String ebmsPath,
        int httpPort,
        int managementPort,
        long maxBodyBytes,
        String nodeId,
        String messageIdDomain,
        DatabaseSettings database,
        DecodingLimits limits,
        RetrySchedule retrySchedule,
        Duration lease,
        Duration pollInterval,
        int claimBatch,
        int sendConcurrency,
        int sendQueueSize,
        Duration connectTimeout,
        Duration responseTimeout,
        Duration cpaRefreshInterval,
        Duration storeTimeout) {

    public static AdapterSettings from(Settings settings) {
        int port = settings.integer("camel.server.port", 8080);
        String host = localHostName();
        DecodingLimits defaults = DecodingLimits.defaults();
        return new AdapterSettings(
                settings.text("ebms.path", "/ebms"),
                port,
                settings.integer("camel.management.port", 9876),
                settings.integer("camel.server.maxBodySize", 26_214_400),
                settings.text("ebms.node-id", host + ":" + port),
                settings.text("ebms.message-id-domain", host),
                new DatabaseSettings(
                        settings.text("db.url", ""),
                        settings.text("db.user", null),
                        settings.text("db.password", null),
                        Path.of(settings.text("db.embedded.dir", "data/mariadb")),
                        settings.integer("db.embedded.port", 0),
                        settings.integer("db.pool.size", 32),
                        new DatabaseSettings.Timeouts(
                                settings.duration("db.pool.connection-timeout", Duration.ofSeconds(1)),
                                settings.duration("db.socket-timeout", Duration.ofSeconds(30)))),
                new DecodingLimits(
                        settings.integer("ebms.limits.max-envelope-bytes", defaults.maxEnvelopeBytes()),
                        settings.integer("ebms.limits.max-parts", defaults.maxParts()),
                        settings.integer("ebms.limits.max-element-depth", defaults.maxElementDepth()),
                        settings.integer("ebms.limits.max-attributes", defaults.maxAttributesPerElement()),
                        settings.integer("ebms.limits.max-text-length", defaults.maxTextLength()),
                        settings.integer("ebms.limits.max-elements", defaults.maxElementCount()),
                        settings.integer("ebms.limits.max-part-bytes", defaults.maxPartBytes())),
                new RetrySchedule(
                        settings.integer("outbox.retry.max-attempts", 8),
                        settings.duration("outbox.retry.initial-delay", Duration.ofSeconds(5)),
                        settings.duration("outbox.retry.max-delay", Duration.ofMinutes(10))),
                settings.duration("outbox.lease", Duration.ofMinutes(2)),
                settings.duration("outbox.poll-interval", Duration.ofSeconds(1)),
                settings.integer("outbox.claim-batch", 200),
                settings.integer("outbox.send.concurrency", 32),
                settings.integer("outbox.send.queue-size", 10_000),
                settings.duration("outbox.send.connect-timeout", Duration.ofSeconds(10)),
                settings.duration("outbox.send.response-timeout", Duration.ofSeconds(30)),
                settings.duration("cpa.refresh-interval", Duration.ofSeconds(10)),
                settings.duration("ebms.receive.store-timeout", Duration.ofMillis(1500)));
    }

    private static String localHostName() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (UnknownHostException e) {
            return "localhost";
        }
    }
}
