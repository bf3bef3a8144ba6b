package nl.opendk.ebms.console.web;

import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.RoutingContext;
import java.time.Duration;

/** JSON answers of the sign-in layer, shaped like the REST API's errors: {@code {"error": "..."}}. */
final class Answers {

    private Answers() {}

    static void json(RoutingContext context, int status, JsonObject body) {
        context.response()
                .setStatusCode(status)
                .putHeader("Content-Type", "application/json")
                .putHeader("Cache-Control", "no-store")
                .end(body.encode());
    }

    static void error(RoutingContext context, int status, String message) {
        json(context, status, new JsonObject().put("error", message));
    }

    static void throttled(RoutingContext context, Duration wait) {
        long seconds = Math.max(1, wait.toSeconds());
        context.response().putHeader("Retry-After", Long.toString(seconds));
        error(context, 429, "too many failed sign-ins; try again in " + seconds + " s");
    }

    /** A browser asking for a page is sent to the sign-in page, and comes back to where it was going after. */
    static void toSignIn(RoutingContext context) {
        String next = context.request().uri();
        context.response()
                .setStatusCode(302)
                .putHeader(
                        "Location",
                        "/admin/login.html?next="
                                + java.net.URLEncoder.encode(next, java.nio.charset.StandardCharsets.UTF_8))
                .putHeader("Cache-Control", "no-store")
                .end();
    }
}
