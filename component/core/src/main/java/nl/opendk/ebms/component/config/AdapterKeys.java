package nl.opendk.ebms.component.config;

import java.time.Duration;
import java.util.List;
import nl.opendk.ebms.db.source.DatabaseSettings;
import nl.opendk.ebms.protocol.codec.DecodingLimits;

/** The adapter's own keys: HTTP, this node, the database, receiving, the outbox, CPAs and the bounds on input. */
public final class AdapterKeys {

    private static final DecodingLimits LIMITS = DecodingLimits.defaults();
    private static final DatabaseSettings.Timeouts DB_TIMEOUTS = DatabaseSettings.Timeouts.DEFAULT;

    public static final ConfigKey<Integer> HTTP_PORT = general("camel.server.port")
            .env("EBMS_HTTP_PORT")
            .readByCamel()
            .port("8080", "HTTP port for ebMS, the REST API and the admin UI");
    public static final ConfigKey<String> HTTP_HOST =
            general("camel.server.host").env("EBMS_HTTP_HOST").readByCamel().text("0.0.0.0", "address to listen on");
    public static final ConfigKey<Integer> MAX_BODY_BYTES = general("camel.server.maxBodySize")
            .env("EBMS_MAX_BODY_BYTES")
            .readByCamel()
            .bytes(
                    "26214400",
                    "largest request; Digikoppeling moves larger messages with Grote Berichten (above 20 MiB), the"
                            + " rest leaves room for the envelope and MIME overhead");
    public static final ConfigKey<Integer> MAX_IN_FLIGHT = general("ebms.http.max-in-flight")
            .env("EBMS_HTTP_MAX_IN_FLIGHT")
            .count(
                    "128",
                    "ebMS requests handled at once, those waiting for a worker included; one more is answered 503 with"
                            + " Retry-After (after ebms.http.admission-wait), so overload queues nothing (the standalone"
                            + " adapter's server and the components' own; see perf/results, \"Bounded overload\")");
    public static final ConfigKey<Duration> ADMISSION_WAIT = general("ebms.http.admission-wait")
            .env("EBMS_HTTP_ADMISSION_WAIT")
            .duration(
                    "PT0S",
                    "how long an ebMS request beyond ebms.http.max-in-flight waits for a place before it is refused;"
                            + " a place that frees up goes to the oldest waiting request. Every answer under overload"
                            + " is later by up to this; PT0S refuses at once");
    public static final ConfigKey<Integer> SHUTDOWN_TIMEOUT = general("camel.main.shutdownTimeout")
            .env("EBMS_SHUTDOWN_TIMEOUT")
            .readByCamel()
            .seconds("30", "how long stopping waits for messages under way before the routes are stopped anyway");
    public static final ConfigKey<String> EBMS_PATH = general("ebms.path").text("/ebms", "path of the ebMS endpoint");
    public static final ConfigKey<Boolean> DEMO = general("ebms.demo")
            .env("EBMS_DEMO")
            .flag(
                    "false",
                    "load a demo CPA in which the adapter is both parties, then ping itself and send itself a business"
                            + " message (README \"Quick start\"); needs ebms.http.plain-allowed=true. For a first look only");
    public static final ConfigKey<List<String>> PARTY_IDS = general("ebms.party-ids")
            .env("EBMS_PARTY_IDS")
            .list(
                    "",
                    "this adapter's own PartyIds (OINs), comma-separated: the console and the API tell from them which"
                            + " party of a CPA is us, and ping the other; empty: the OIN in our certificate"
                            + " (ebms.keystore.alias)");
    public static final ConfigKey<String> NODE_ID = general("ebms.node-id")
            .env("EBMS_NODE_ID")
            .shown("`<host>:<port>`")
            .text(
                    null,
                    "this process's name in outbox leases; must differ per process on one database and stay the same"
                            + " across restarts");
    public static final ConfigKey<String> MESSAGE_ID_DOMAIN = general("ebms.message-id-domain")
            .env("EBMS_MESSAGE_ID_DOMAIN")
            .shown("host name")
            .text(null, "the part after `@` in new MessageIds");

    public static final ConfigKey<String> DB_URL = general("db.url")
            .env("DB_URL")
            .shown("empty: embedded MariaDB")
            .uri(null, "`jdbc:mysql://host:3306/ebms` for MySQL 8.4 / MariaDB 11; a password in it is masked in logs");
    public static final ConfigKey<String> DB_USER =
            general("db.user").env("DB_USER").shown("empty: from the URL").text(null, "database user");
    public static final ConfigKey<String> DB_PASSWORD = general("db.password")
            .env("DB_PASSWORD")
            .secret()
            .shown("empty: from the URL")
            .text(null, "database password");
    public static final ConfigKey<String> DB_EMBEDDED_DIR = general("db.embedded.dir")
            .env("DB_EMBEDDED_DIR")
            .path("data/mariadb", "where the embedded database keeps its files (keep it: it holds every message)");
    public static final ConfigKey<Integer> DB_EMBEDDED_PORT = general("db.embedded.port")
            .port("0", "TCP port of the embedded database on 127.0.0.1; `0` picks a free port");
    public static final ConfigKey<Integer> DB_POOL_SIZE =
            general("db.pool.size").env("DB_POOL_SIZE").count("32", "database connections");
    public static final ConfigKey<Duration> DB_CONNECTION_TIMEOUT = general("db.pool.connection-timeout")
            .duration(
                    DB_TIMEOUTS.connection().toString(),
                    "longest wait for a database connection (also the driver's connect timeout); while the database"
                            + " is down, requests that need one fail after this");
    public static final ConfigKey<Duration> DB_SOCKET_TIMEOUT = general("db.socket-timeout")
            .duration(
                    DB_TIMEOUTS.socket().toString(),
                    "longest wait for the database to answer a statement; ends statements on a database that vanished"
                            + " without closing its connections. Longer than any query the adapter makes");

    public static final ConfigKey<Duration> STORE_TIMEOUT = general("ebms.receive.store-timeout")
            .duration(
                    "PT1.5S",
                    "longest wait for a received message's commit; then 503 with `Retry-After`. Shorter makes a hung"
                            + " database cheaper for partners; too short refuses messages a slow disk would have"
                            + " taken");
    public static final ConfigKey<Integer> COMMIT_WRITERS = general("db.commit-writers")
            .count(
                    "1",
                    "connections that write shared transactions of received messages at the same time. More writers"
                            + " make more, smaller commits: more database and adapter CPU per message, and a slow"
                            + " transaction holds up only its own writer's messages. Send attempts are recorded by one"
                            + " writer");
    public static final ConfigKey<Duration> STORE_COMMIT_GAP = general("db.store-commit-gap")
            .duration(
                    "PT0.02S",
                    "least time between one writer's commits of received messages: a message that comes sooner"
                            + " waits for the rest of it and shares the next commit with those that come meanwhile,"
                            + " until 32 (half a batch) are waiting. Under load, far fewer commits per message (less"
                            + " database and adapter CPU) for up to this much more latency; a message after a quiet"
                            + " spell is written at once. 0 writes whatever is waiting as soon as a writer is free");
    public static final ConfigKey<Duration> ATTEMPT_COMMIT_GAP = general("db.attempt-commit-gap")
            .duration(
                    "PT0.01S",
                    "the same for the records of send attempts: a message keeps its send place up to this much"
                            + " longer, until its record is committed (its partner waits for nothing), so"
                            + " `outbox.send.concurrency` places send at most about concurrency / (send time + gap / 2)"
                            + " messages a second");
    public static final ConfigKey<Duration> OUTBOX_LEASE = general("outbox.lease")
            .duration(
                    "PT2M",
                    "how long a node holds an outgoing message it is sending; after that another node may take it"
                            + " over. Must exceed the send timeouts");
    public static final ConfigKey<Duration> OUTBOX_POLL_INTERVAL =
            general("outbox.poll-interval").duration("PT1S", "how often due retries and abandoned work are claimed");
    public static final ConfigKey<Integer> OUTBOX_CLAIM_BATCH =
            general("outbox.claim-batch").count("200", "most messages claimed per poll");
    public static final ConfigKey<Integer> SEND_CONCURRENCY = general("outbox.send.concurrency")
            .count(
                    "32",
                    "parallel sends, each holding its place until its attempt is recorded; also the number of"
                            + " kept-alive HTTPS connections per partner, and the most messages a killed node sends"
                            + " twice");
    public static final ConfigKey<Integer> SEND_QUEUE_SIZE = general("outbox.send.queue-size")
            .count(
                    "10000",
                    "in-memory hand-off queue to the sender; when full, new work waits in the database and the next outbox poll claims it");
    public static final ConfigKey<Duration> SEND_CONNECT_TIMEOUT = general("outbox.send.connect-timeout")
            .duration("PT10S", "longest wait for a partner's connection, per attempt");
    public static final ConfigKey<Duration> SEND_RESPONSE_TIMEOUT = general("outbox.send.response-timeout")
            .duration("PT30S", "longest wait for a partner's answer, per attempt");
    public static final ConfigKey<Integer> RETRY_MAX_ATTEMPTS = general("outbox.retry.max-attempts")
            .count("8", "attempts for best-effort messages (Pong, MessageError); reliable messages follow the CPA");
    public static final ConfigKey<Duration> RETRY_INITIAL_DELAY = general("outbox.retry.initial-delay")
            .duration("PT5S", "first wait before a best-effort message is sent again; it doubles with every attempt");
    public static final ConfigKey<Duration> RETRY_MAX_DELAY = general("outbox.retry.max-delay")
            .duration("PT10M", "longest wait between attempts for best-effort messages");
    public static final ConfigKey<Duration> CPA_REFRESH_INTERVAL = general("cpa.refresh-interval")
            .duration("PT10S", "how soon CPA and WUS service changes made through another node are seen");
    public static final ConfigKey<Duration> EXPIRY_CHECK_INTERVAL = general("ebms.expiry.check-interval")
            .duration(
                    "PT1H",
                    "how often the adapter looks for certificates and CPAs that end within 30, 7 or 1 days (a WARN line"
                            + " `EBMS-3405` and an `ending` event for the back end as each enters a band); the first"
                            + " look is 5 s after the start");

    public static final ConfigKey<Integer> MAX_ENVELOPE_BYTES = general("ebms.limits.max-envelope-bytes")
            .bytes(String.valueOf(LIMITS.maxEnvelopeBytes()), "largest SOAP envelope; a bound on hostile input");
    public static final ConfigKey<Integer> MAX_PARTS = general("ebms.limits.max-parts")
            .count(String.valueOf(LIMITS.maxParts()), "most MIME parts in one message; a bound on hostile input");
    public static final ConfigKey<Integer> MAX_ELEMENT_DEPTH = general("ebms.limits.max-element-depth")
            .count(String.valueOf(LIMITS.maxElementDepth()), "deepest XML nesting; a bound on hostile input");
    public static final ConfigKey<Integer> MAX_ATTRIBUTES = general("ebms.limits.max-attributes")
            .count(
                    String.valueOf(LIMITS.maxAttributesPerElement()),
                    "most attributes on one XML element; a bound on hostile input");
    public static final ConfigKey<Integer> MAX_TEXT_LENGTH = general("ebms.limits.max-text-length")
            .count(
                    String.valueOf(LIMITS.maxTextLength()),
                    "longest XML text or attribute value, in characters; a bound on hostile input");
    public static final ConfigKey<Integer> MAX_ELEMENTS = general("ebms.limits.max-elements")
            .count(
                    String.valueOf(LIMITS.maxElementCount()),
                    "most XML elements in an envelope; a bound on hostile input");
    public static final ConfigKey<Integer> MAX_PART_BYTES = general("ebms.limits.max-part-bytes")
            .bytes(
                    String.valueOf(LIMITS.maxPartBytes()),
                    "largest single MIME part; above it Digikoppeling uses Grote Berichten. Larger costs memory per"
                            + " request");

    public static final ConfigKey<Integer> MANAGEMENT_PORT = ConfigKey.in(
                    ConfigSection.MANAGEMENT, "camel.management.port")
            .env("EBMS_MANAGEMENT_PORT")
            .readByCamel()
            .port("9876", "management port (health, metrics)");
    public static final ConfigKey<String> MANAGEMENT_HOST = ConfigKey.in(
                    ConfigSection.MANAGEMENT, "camel.management.host")
            .env("EBMS_MANAGEMENT_HOST")
            .readByCamel()
            .text("0.0.0.0", "address it listens on; `127.0.0.1` when only local agents scrape");

    /** In the order the README shows them. */
    public static final List<ConfigKey<?>> KEYS = List.of(
            HTTP_PORT,
            HTTP_HOST,
            MAX_BODY_BYTES,
            MAX_IN_FLIGHT,
            ADMISSION_WAIT,
            SHUTDOWN_TIMEOUT,
            EBMS_PATH,
            PARTY_IDS,
            DEMO,
            NODE_ID,
            MESSAGE_ID_DOMAIN,
            DB_URL,
            DB_USER,
            DB_PASSWORD,
            DB_EMBEDDED_DIR,
            DB_EMBEDDED_PORT,
            DB_POOL_SIZE,
            DB_CONNECTION_TIMEOUT,
            DB_SOCKET_TIMEOUT,
            STORE_TIMEOUT,
            COMMIT_WRITERS,
            STORE_COMMIT_GAP,
            ATTEMPT_COMMIT_GAP,
            OUTBOX_LEASE,
            OUTBOX_POLL_INTERVAL,
            OUTBOX_CLAIM_BATCH,
            SEND_CONCURRENCY,
            SEND_QUEUE_SIZE,
            SEND_CONNECT_TIMEOUT,
            SEND_RESPONSE_TIMEOUT,
            RETRY_MAX_ATTEMPTS,
            RETRY_INITIAL_DELAY,
            RETRY_MAX_DELAY,
            CPA_REFRESH_INTERVAL,
            EXPIRY_CHECK_INTERVAL,
            MAX_ENVELOPE_BYTES,
            MAX_PARTS,
            MAX_ELEMENT_DEPTH,
            MAX_ATTRIBUTES,
            MAX_TEXT_LENGTH,
            MAX_ELEMENTS,
            MAX_PART_BYTES,
            MANAGEMENT_PORT,
            MANAGEMENT_HOST);

    private AdapterKeys() {}

    private static ConfigKey.Builder general(String name) {
        return ConfigKey.in(ConfigSection.GENERAL, name);
    }
}
