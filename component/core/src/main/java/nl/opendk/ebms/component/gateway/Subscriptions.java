package nl.opendk.ebms.component.gateway;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import nl.opendk.ebms.protocol.message.MessageHeader;
import nl.opendk.ebms.service.backend.BackendEndpoints;

/**
 * Where received messages and events go: to the host's routes that consume {@code ebms:inbox} and
 * {@code ebms:events} first, in the order they subscribed, then to the endpoints from configuration. The delivery
 * route sends to the URI given here and marks a message processed only when that exchange completed, so a route
 * that consumes the inbox confirms a message by completing.
 */
public final class Subscriptions implements BackendEndpoints {

    private final BackendEndpoints configured;
    private final List<Subscription> inboxes = new CopyOnWriteArrayList<>();
    private final List<String> events = new CopyOnWriteArrayList<>();

    public Subscriptions(BackendEndpoints configured) {
        this.configured = configured;
    }

    /**
     * A route consuming received business messages: those that match every filter given (null matches anything)
     * go to {@code uri}.
     */
    public record Subscription(String cpaId, String service, String action, String uri) {

        boolean matches(MessageHeader header) {
            return matches(cpaId, header.cpaId())
                    && matches(
                            service,
                            header.service() == null ? null : header.service().value())
                    && matches(action, header.action());
        }

        private static boolean matches(String filter, String value) {
            return filter == null || filter.equals(value);
        }
    }

    /** Until {@link #unsubscribe}, matching messages go to the subscription's URI. */
    public void subscribe(Subscription subscription) {
        inboxes.add(subscription);
    }

    public void unsubscribe(Subscription subscription) {
        inboxes.remove(subscription);
    }

    /** Until {@link #unsubscribeEvents}, events go to {@code uri}. */
    public void subscribeEvents(String uri) {
        events.add(uri);
    }

    public void unsubscribeEvents(String uri) {
        events.remove(uri);
    }

    @Override
    public Optional<String> messagesFor(MessageHeader header) {
        for (Subscription subscription : inboxes) {
            if (subscription.matches(header)) {
                return Optional.of(subscription.uri());
            }
        }
        return configured.messagesFor(header);
    }

    @Override
    public Optional<String> events() {
        return events.isEmpty() ? configured.events() : Optional.of(events.get(0));
    }
}
