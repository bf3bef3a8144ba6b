package nl.opendk.ebms.component.config;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.file.Path;
import java.time.Duration;
import nl.opendk.ebms.db.source.DatabaseSettings;
import nl.opendk.ebms.protocol.agreement.RetrySchedule;
import nl.opendk.ebms.protocol.codec.DecodingLimits;

/**
 * The adapter's own configuration, read once at start. Each key, its default and what it costs is defined once in
 * {@link AdapterKeys}; the README's tables are made from there.
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
        Duration storeTimeout,
        int commitWriters,
        Duration storeCommitGap,
        Duration attemptCommitGap) {

    public static AdapterSettings from(Settings settings) {
        int port = settings.get(AdapterKeys.HTTP_PORT);
        String host = localHostName();
        return new AdapterSettings(
                settings.get(AdapterKeys.EBMS_PATH),
                port,
                settings.get(AdapterKeys.MANAGEMENT_PORT),
                settings.get(AdapterKeys.MAX_BODY_BYTES),
                settings.find(AdapterKeys.NODE_ID).orElse(host + ":" + port),
                settings.find(AdapterKeys.MESSAGE_ID_DOMAIN).orElse(host),
                database(settings),
                new DecodingLimits(
                        settings.get(AdapterKeys.MAX_ENVELOPE_BYTES),
                        settings.get(AdapterKeys.MAX_PARTS),
                        settings.get(AdapterKeys.MAX_ELEMENT_DEPTH),
                        settings.get(AdapterKeys.MAX_ATTRIBUTES),
                        settings.get(AdapterKeys.MAX_TEXT_LENGTH),
                        settings.get(AdapterKeys.MAX_ELEMENTS),
                        settings.get(AdapterKeys.MAX_PART_BYTES)),
                new RetrySchedule(
                        settings.get(AdapterKeys.RETRY_MAX_ATTEMPTS),
                        settings.get(AdapterKeys.RETRY_INITIAL_DELAY),
                        settings.get(AdapterKeys.RETRY_MAX_DELAY)),
                settings.get(AdapterKeys.OUTBOX_LEASE),
                settings.get(AdapterKeys.OUTBOX_POLL_INTERVAL),
                settings.get(AdapterKeys.OUTBOX_CLAIM_BATCH),
                settings.get(AdapterKeys.SEND_CONCURRENCY),
                settings.get(AdapterKeys.SEND_QUEUE_SIZE),
                settings.get(AdapterKeys.SEND_CONNECT_TIMEOUT),
                settings.get(AdapterKeys.SEND_RESPONSE_TIMEOUT),
                settings.get(AdapterKeys.CPA_REFRESH_INTERVAL),
                settings.get(AdapterKeys.STORE_TIMEOUT),
                settings.get(AdapterKeys.COMMIT_WRITERS),
                settings.get(AdapterKeys.STORE_COMMIT_GAP),
                settings.get(AdapterKeys.ATTEMPT_COMMIT_GAP));
    }

    private static DatabaseSettings database(Settings settings) {
        return new DatabaseSettings(
                settings.find(AdapterKeys.DB_URL).orElse(""),
                settings.find(AdapterKeys.DB_USER).orElse(null),
                settings.find(AdapterKeys.DB_PASSWORD).orElse(null),
                Path.of(settings.get(AdapterKeys.DB_EMBEDDED_DIR)),
                settings.get(AdapterKeys.DB_EMBEDDED_PORT),
                settings.get(AdapterKeys.DB_POOL_SIZE),
                new DatabaseSettings.Timeouts(
                        settings.get(AdapterKeys.DB_CONNECTION_TIMEOUT), settings.get(AdapterKeys.DB_SOCKET_TIMEOUT)));
    }

    private static String localHostName() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (UnknownHostException e) {
            return "localhost";
        }
    }
}
