package nl.opendk.ebms.app.api;

import org.apache.camel.builder.RouteBuilder;
import org.apache.camel.model.rest.RestBindingMode;

/** The REST API on the adapter's HTTP server: /api/cpas and /api/messages. */
public final class ApiRoutes extends RouteBuilder {

    private final CpaApi cpas;
    private final MessageApi messages;
    private final JsonWriter json = new JsonWriter();

    public ApiRoutes(CpaApi cpas, MessageApi messages) {
        this.cpas = cpas;
        this.messages = messages;
    }

    @Override
    public void configure() {
        restConfiguration().component("platform-http").bindingMode(RestBindingMode.off);
        onException(Exception.class).handled(true).bean(json, "failure");

        rest("/api/cpas")
                .post()
                .routeId("api-cpa-upload")
                .to("direct:api-cpa-upload")
                .get()
                .routeId("api-cpa-list")
                .to("direct:api-cpa-list")
                .get("/{cpaId}")
                .routeId("api-cpa-get")
                .to("direct:api-cpa-get")
                .delete("/{cpaId}")
                .routeId("api-cpa-delete")
                .to("direct:api-cpa-delete");
        rest("/api/messages")
                .get()
                .routeId("api-message-list")
                .to("direct:api-message-list")
                .get("/{id}")
                .routeId("api-message-get")
                .to("direct:api-message-get")
                .get("/{id}/payloads/{n}")
                .routeId("api-message-payload")
                .to("direct:api-message-payload");

        answer("direct:api-cpa-upload", cpas, "upload");
        answer("direct:api-cpa-list", cpas, "list");
        answer("direct:api-cpa-get", cpas, "get");
        answer("direct:api-cpa-delete", cpas, "delete");
        answer("direct:api-message-list", messages, "list");
        answer("direct:api-message-get", messages, "get");
        answer("direct:api-message-payload", messages, "payload");
    }

    private void answer(String uri, Object api, String method) {
        from(uri).convertBodyTo(byte[].class).bean(api, method).bean(json, "write");
    }
}
