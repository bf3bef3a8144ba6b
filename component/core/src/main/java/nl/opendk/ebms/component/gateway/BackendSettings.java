package nl.opendk.ebms.component.gateway;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import nl.opendk.ebms.component.config.BackendKeys;
import nl.opendk.ebms.component.config.Settings;
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
                settings.find(BackendKeys.MESSAGES_URI).orElse(""),
                routes(settings),
                settings.find(BackendKeys.EVENTS_URI).orElse(""),
                JmsBroker.from(settings),
                settings.get(BackendKeys.DELIVERY_CONCURRENCY),
                settings.get(BackendKeys.POLL_INTERVAL),
                new RetrySchedule(
                        1, settings.get(BackendKeys.RETRY_INITIAL_DELAY), settings.get(BackendKeys.RETRY_MAX_DELAY)),
                settings.get(BackendKeys.PURGE_RETENTION),
                settings.get(BackendKeys.PURGE_INTERVAL));
    }

    /** backend.messages.route.1.uri, .2.uri, ...: numbered from 1, ending at the first number without a uri. */
    private static List<BackendRoute> routes(Settings settings) {
        List<BackendRoute> routes = new ArrayList<>();
        for (int n = 1; ; n++) {
            Optional<String> uri = settings.find(BackendKeys.ROUTE_URI.numbered(n));
            if (uri.isEmpty()) {
                return routes;
            }
            routes.add(new BackendRoute(
                    settings.get(BackendKeys.ROUTE_CPA.numbered(n)),
                    settings.get(BackendKeys.ROUTE_SERVICE.numbered(n)),
                    settings.get(BackendKeys.ROUTE_ACTION.numbered(n)),
                    uri.get()));
        }
    }

    /**
     * The JMS broker (ActiveMQ Artemis core protocol, e.g. tcp://broker:61616) for jms:queue:... endpoints.
     *
     * @param password never logged (see {@link #toString()})
     */
    public record JmsBroker(String url, String user, String password) {

        static JmsBroker from(Settings settings) {
            return settings.find(BackendKeys.JMS_BROKER_URL)
                    .map(url -> new JmsBroker(
                            url,
                            settings.find(BackendKeys.JMS_USER).orElse(null),
                            settings.find(BackendKeys.JMS_PASSWORD).orElse(null)))
                    .orElse(null);
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
