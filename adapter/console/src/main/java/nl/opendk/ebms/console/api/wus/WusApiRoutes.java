package nl.opendk.ebms.console.api.wus;

import nl.opendk.ebms.routes.rest.JsonWriter;
import org.apache.camel.builder.RouteBuilder;
import org.apache.camel.model.rest.RestBindingMode;

/**
 * The WUS part of the REST API: /api/wus/services, /api/wus/wsdl-check and /api/wus/exchanges. Like the rest of
 * /api, every call has passed the admin login before it gets here (web.AdminHttp).
 */
public final class WusApiRoutes extends RouteBuilder {

    private final WusServiceApi services;
    private final WusExchangeApi exchanges;
    private final JsonWriter json = new JsonWriter();

    public WusApiRoutes(WusServiceApi services, WusExchangeApi exchanges) {
        this.services = services;
        this.exchanges = exchanges;
    }

    @Override
    public void configure() {
        restConfiguration().component("platform-http").bindingMode(RestBindingMode.off);
        onException(Exception.class).handled(true).bean(json, "failure");

        rest("/api/wus/services")
                .get()
                .routeId("api-wus-service-list")
                .to("direct:api-wus-service-list")
                .get("/{name}")
                .routeId("api-wus-service-get")
                .to("direct:api-wus-service-get")
                .get("/{name}/wsdl")
                .routeId("api-wus-service-wsdl")
                .to("direct:api-wus-service-wsdl")
                .put("/{name}")
                .routeId("api-wus-service-put")
                .to("direct:api-wus-service-put")
                .delete("/{name}")
                .routeId("api-wus-service-delete")
                .to("direct:api-wus-service-delete");
        rest("/api/wus/wsdl-check").post().routeId("api-wus-wsdl-check").to("direct:api-wus-wsdl-check");
        rest("/api/wus/exchanges")
                .get()
                .routeId("api-wus-exchange-list")
                .to("direct:api-wus-exchange-list")
                .get("/{id}")
                .routeId("api-wus-exchange-get")
                .to("direct:api-wus-exchange-get");

        answer("direct:api-wus-service-list", services, "list");
        answer("direct:api-wus-service-get", services, "get");
        answer("direct:api-wus-service-wsdl", services, "wsdl");
        answer("direct:api-wus-service-put", services, "put");
        answer("direct:api-wus-service-delete", services, "delete");
        answer("direct:api-wus-wsdl-check", services, "check");
        answer("direct:api-wus-exchange-list", exchanges, "list");
        answer("direct:api-wus-exchange-get", exchanges, "get");
    }

    private void answer(String uri, Object api, String method) {
        from(uri).convertBodyTo(byte[].class).bean(api, method).bean(json, "write");
    }
}
