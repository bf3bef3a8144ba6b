package nl.opendk.ebms.app.backend;

import nl.opendk.ebms.routes.rest.JsonWriter;
import org.apache.camel.builder.RouteBuilder;

/**
 * The back end's REST API: send (POST /api/messages), status requests, the inbox with confirmation, and events.
 * Behind the same authentication as the rest of /api.
 */
public final class BackendApiRoutes extends RouteBuilder {

    private final BackendApi send;
    private final InboxApi inbox;
    private final StatusRequestApi status;
    private final JsonWriter json = new JsonWriter();

    public BackendApiRoutes(BackendApi send, InboxApi inbox, StatusRequestApi status) {
        this.send = send;
        this.inbox = inbox;
        this.status = status;
    }

    @Override
    public void configure() {
        onException(Exception.class).handled(true).bean(json, "failure");

        rest("/api/messages")
                .post()
                .routeId("api-message-send")
                .to("direct:api-message-send")
                .post("/{id}/status-request")
                .routeId("api-status-request")
                .to("direct:api-status-request");
        rest("/api/status-requests").get("/{id}").routeId("api-status-answer").to("direct:api-status-answer");
        rest("/api/inbox")
                .get()
                .routeId("api-inbox")
                .to("direct:api-inbox")
                .post("/{id}/processed")
                .routeId("api-inbox-processed")
                .to("direct:api-inbox-processed");
        rest("/api/events").get().routeId("api-events").to("direct:api-events");

        answer("direct:api-message-send", send, "send");
        answer("direct:api-status-request", status, "ask");
        answer("direct:api-status-answer", status, "answer");
        answer("direct:api-inbox", inbox, "inbox");
        answer("direct:api-inbox-processed", inbox, "processed");
        answer("direct:api-events", inbox, "events");
    }

    private void answer(String uri, Object api, String method) {
        from(uri).convertBodyTo(byte[].class).bean(api, method).bean(json, "write");
    }
}
