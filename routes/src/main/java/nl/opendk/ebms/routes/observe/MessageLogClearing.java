package nl.opendk.ebms.routes.observe;

import nl.opendk.ebms.service.observe.MessageLogContext;
import org.apache.camel.Exchange;
import org.apache.camel.Route;
import org.apache.camel.spi.RoutePolicy;
import org.apache.camel.support.RoutePolicySupport;

/**
 * Takes the message's ids ({@link MessageLogContext}) off the thread when an exchange of a message route begins and
 * when it is done, so no ids from one exchange reach the next.
 *
 * <p>Camel's own MDC logging ({@code camel.main.useMdcLogging}) carries custom keys across asynchronous hand-offs
 * but never removes them, so the adapter sets the ids itself. An exchange that goes on on other threads (the send
 * route's, after the HTTP client took the message) leaves its ids on the thread it began on until that thread begins
 * its next exchange; nothing is logged on it in between.
 */
public final class MessageLogClearing {

    private MessageLogClearing() {}

    /** One per route, as Camel starts and stops a route's policies with the route. */
    public static RoutePolicy policy() {
        return new RoutePolicySupport() {
            @Override
            public void onExchangeBegin(Route route, Exchange exchange) {
                MessageLogContext.clear();
            }

            @Override
            public void onExchangeDone(Route route, Exchange exchange) {
                MessageLogContext.clear();
            }
        };
    }
}
