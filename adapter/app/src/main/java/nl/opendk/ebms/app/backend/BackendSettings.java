package nl.opendk.ebms.app.backend;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import nl.opendk.ebms.app.config.Settings;
import nl.opendk.ebms.protocol.agreement.RetrySchedule;

/**
 * How the back end is connected (README "Back-end integration"): where received business messages and events are
 * pushed (Camel endpoint URIs; empty means the back end polls the REST API), how deliveries are retried, and how
 * long finished messages are kept.
 *
 * @param messagesUri the endpoint for received business messages no route below matches; empty: poll
 * @param routes per CPA, service and action, in order: the first that matches chooses the endpoint
 * @param eventsUri where events are pushed; empty: the back end reads GET /api/events
 * @param retry backoff between delivery attempts (they never stop: nothing received is given up)
 * @param retention how long finished messages are kept (never less than any CPA's PersistDuration)
 * @param jms the broker behind jms: endpoints, or null when none is configured
 */
public record BackendSettings(
        String messagesUri,
        List<BackendRoute> routes,
        String eventsUri,
        JmsBroker jms,
        int concurrency,
        Duration pollInterval,
        RetrySchedule retry,
        Duration retention,
        Duration purgeInterval) {

    public BackendSettings {
        routes = List.copyOf(routes);
    }

    public boolean pushesMessages() {
        return !messagesUri.isEmpty() || !routes.isEmpty();
    }

    public boolean pushesEvents() {
        return !eventsUri.isEmpty();
    }

    public static BackendSettings from(Settings settings) {
        return new BackendSettings(
                settings.text("backend.messages.uri", ""),
                routes(settings),
                settings.text("backend.events.uri", ""),
                JmsBroker.from(settings),
                settings.integer("backend.delivery.concurrency", 8),
                settings.duration("backend.poll-interval", Duration.ofSeconds(1)),
                new RetrySchedule(
                        1,
                        settings.duration("backend.retry.initial-delay", Duration.ofSeconds(5)),
                        settings.duration("backend.retry.max-delay", Duration.ofMinutes(10))),
                settings.duration("purge.retention", Duration.ofDays(30)),
                settings.duration("purge.interval", Duration.ofHours(1)));
    }

    /** backend.messages.route.1.uri, .2.uri, ...: numbered from 1, ending at the first number without a uri. */
    private static List<BackendRoute> routes(Settings settings) {
        List<BackendRoute> routes = new ArrayList<>();
        for (int n = 1; ; n++) {
            String prefix = "backend.messages.route." + n + ".";
            String uri = settings.text(prefix + "uri", null);
            if (uri == null) {
                return routes;
            }
            routes.add(new BackendRoute(
                    settings.text(prefix + "cpa", "*"),
                    settings.text(prefix + "service", "*"),
                    settings.text(prefix + "action", "*"),
                    uri));
        }
    }

    /**
     * The JMS broker (ActiveMQ Artemis core protocol, e.g. tcp://broker:61616) for jms:queue:... endpoints.
     *
     * @param password never logged (see {@link #toString()})
     */
    public record JmsBroker(String url, String user, String password) {

        static JmsBroker from(Settings settings) {
            String url = settings.text("backend.jms.broker-url", null);
            return url == null
                    ? null
                    : new JmsBroker(
                            url, settings.text("backend.jms.user", null), settings.text("backend.jms.password", null));
        }

        @Override
        public String toString() {
            return "JmsBroker[url=" + url + ", user=" + user + ", password=" + (password == null ? null : "****") + "]";
        }
    }

    /** One rule for choosing a back-end endpoint; "*" matches anything. */
    public record BackendRoute(String cpaId, String service, String action, String uri) {

        boolean matches(String cpa, String serviceValue, String actionValue) {
            return matches(cpaId, cpa) && matches(service, serviceValue) && matches(action, actionValue);
        }

        private static boolean matches(String pattern, String value) {
            return "*".equals(pattern) || pattern.equals(value);
        }
    }
}
