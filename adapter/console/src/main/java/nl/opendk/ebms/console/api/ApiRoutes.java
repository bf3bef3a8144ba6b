package nl.opendk.ebms.console.api;

import nl.opendk.ebms.routes.rest.JsonWriter;
import org.apache.camel.builder.RouteBuilder;
import org.apache.camel.model.rest.RestBindingMode;

/**
 * The REST API on the adapter's HTTP server: /api/cpas, /api/messages, /api/pings, /api/dashboard, /api/expiries,
 * /api/security and /api/gb/transfers.
 * Every call
 * has passed the admin login before it gets here (web.AdminHttp).
 */
public final class ApiRoutes extends RouteBuilder {

    private final CpaApi cpas;
    private final MessageApi messages;
    private final PingApi pings;
    private final DashboardApi dashboard;
    private final ExpiryApi expiries;
    private final SecurityApi security;
    private final TransferApi transfers;
    private final JsonWriter json = new JsonWriter();

    public ApiRoutes(
            CpaApi cpas,
            MessageApi messages,
            PingApi pings,
            DashboardApi dashboard,
            ExpiryApi expiries,
            SecurityApi security,
            TransferApi transfers) {
        this.transfers = transfers;
        this.cpas = cpas;
        this.messages = messages;
        this.pings = pings;
        this.dashboard = dashboard;
        this.expiries = expiries;
        this.security = security;
    }

    @Override
    public void configure() {
        restConfiguration().component("platform-http").bindingMode(RestBindingMode.off);
        onException(Exception.class).handled(true).bean(json, "failure");

        rest("/api/cpas")
                .post()
                .routeId("api-cpa-upload")
                .to("direct:api-cpa-upload")
                .post("/check")
                .routeId("api-cpa-check")
                .to("direct:api-cpa-check")
                .get()
                .routeId("api-cpa-list")
                .to("direct:api-cpa-list")
                .get("/{cpaId}")
                .routeId("api-cpa-get")
                .to("direct:api-cpa-get")
                .get("/{cpaId}/details")
                .routeId("api-cpa-details")
                .to("direct:api-cpa-details")
                .post("/{cpaId}/ping")
                .routeId("api-cpa-ping")
                .to("direct:api-cpa-ping")
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
                .to("direct:api-message-payload")
                .post("/{id}/resend")
                .routeId("api-message-resend")
                .to("direct:api-message-resend");
        rest("/api/pings").get("/{id}").routeId("api-ping-status").to("direct:api-ping-status");
        rest("/api/dashboard").get().routeId("api-dashboard").to("direct:api-dashboard");
        rest("/api/expiries").get().routeId("api-expiries").to("direct:api-expiries");
        rest("/api/gb/transfers").get().routeId("api-gb-transfers").to("direct:api-gb-transfers");
        rest("/api/security")
                .get()
                .routeId("api-security")
                .to("direct:api-security")
                .post("/reload")
                .routeId("api-security-reload")
                .to("direct:api-security-reload");

        answer("direct:api-cpa-upload", cpas, "upload");
        answer("direct:api-cpa-check", cpas, "check");
        answer("direct:api-cpa-details", cpas, "details");
        answer("direct:api-cpa-ping", pings, "ping");
        answer("direct:api-ping-status", pings, "status");
        answer("direct:api-message-resend", messages, "resend");
        answer("direct:api-dashboard", dashboard, "figures");
        answer("direct:api-expiries", expiries, "list");
        answer("direct:api-gb-transfers", transfers, "list");
        answer("direct:api-security", security, "current");
        answer("direct:api-security-reload", security, "reload");
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
