package nl.opendk.ebms.component.config;

import java.time.Duration;
import java.util.List;

/** How the back end is connected (README "Back-end integration"), and how long finished messages are kept. */
public final class BackendKeys {

    public static final ConfigKey<String> MESSAGES_URI = general("backend.messages.uri")
            .shown("empty: the back end polls `/api/inbox`")
            .uri(
                    null,
                    "Camel endpoint for received business messages, e.g. `https://backend.example.nl/ebms-in` or"
                            + " `file:/var/ebms/in`");
    public static final ConfigKey<String> ROUTE_URI = general("backend.messages.route." + ConfigKey.NUMBER + ".uri")
            .shown("none")
            .uri(
                    null,
                    "endpoint of rule n, numbered from 1 (the rules end at the first number without one): the first"
                            + " rule that matches a message's CPA, service and action chooses its endpoint, before"
                            + " `backend.messages.uri`");
    public static final ConfigKey<String> ROUTE_CPA = general("backend.messages.route." + ConfigKey.NUMBER + ".cpa")
            .text("*", "the CPAId rule n matches; `*` for any");
    public static final ConfigKey<String> ROUTE_SERVICE = general(
                    "backend.messages.route." + ConfigKey.NUMBER + ".service")
            .text("*", "the service rule n matches; `*` for any");
    public static final ConfigKey<String> ROUTE_ACTION = general(
                    "backend.messages.route." + ConfigKey.NUMBER + ".action")
            .text("*", "the action rule n matches; `*` for any");
    public static final ConfigKey<String> EVENTS_URI = general("backend.events.uri")
            .shown("empty: the back end polls `/api/events`")
            .uri(null, "Camel endpoint that gets each event as JSON");
    public static final ConfigKey<String> JMS_BROKER_URL = general("backend.jms.broker-url")
            .shown("none")
            .uri(
                    null,
                    "the JMS broker (ActiveMQ Artemis, e.g. `tcp://broker:61616`) behind `jms:queue:...` back-end"
                            + " endpoints");
    public static final ConfigKey<String> JMS_USER =
            general("backend.jms.user").shown("none").text(null, "user on the JMS broker");
    public static final ConfigKey<String> JMS_PASSWORD =
            general("backend.jms.password").secret().shown("none").text(null, "password on the JMS broker");
    public static final ConfigKey<Integer> DELIVERY_CONCURRENCY =
            general("backend.delivery.concurrency").count("8", "parallel deliveries to the back end");
    public static final ConfigKey<Duration> POLL_INTERVAL =
            general("backend.poll-interval").duration("PT1S", "how often due deliveries and events are claimed");
    public static final ConfigKey<Duration> RETRY_INITIAL_DELAY = general("backend.retry.initial-delay")
            .duration(
                    "PT5S",
                    "first wait before a delivery to the back end is tried again; it doubles with every attempt, and"
                            + " attempts never stop");
    public static final ConfigKey<Duration> RETRY_MAX_DELAY = general("backend.retry.max-delay")
            .duration("PT10M", "longest wait between delivery attempts to the back end");
    public static final ConfigKey<Duration> PURGE_RETENTION = general("purge.retention")
            .duration(
                    "P30D",
                    "finished messages older than this are deleted (never sooner than the longest PersistDuration"
                            + " of a loaded CPA); messages still under way are never purged");
    public static final ConfigKey<Duration> PURGE_INTERVAL =
            general("purge.interval").duration("PT1H", "how often the purge runs");

    /** In the order the README shows them. */
    public static final List<ConfigKey<?>> KEYS = List.of(
            MESSAGES_URI,
            ROUTE_URI,
            ROUTE_CPA,
            ROUTE_SERVICE,
            ROUTE_ACTION,
            EVENTS_URI,
            JMS_BROKER_URL,
            JMS_USER,
            JMS_PASSWORD,
            DELIVERY_CONCURRENCY,
            POLL_INTERVAL,
            RETRY_INITIAL_DELAY,
            RETRY_MAX_DELAY,
            PURGE_RETENTION,
            PURGE_INTERVAL);

    private BackendKeys() {}

    private static ConfigKey.Builder general(String name) {
        return ConfigKey.in(ConfigSection.GENERAL, name);
    }
}
