package nl.opendk.ebms.app.server;

import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.RoutingContext;
import java.time.Instant;
import nl.opendk.ebms.component.observe.BuildInfo;

/**
 * {@code GET /observe/info} on the management port: which build runs (version, commit), on which Java and Camel, as
 * which node and since when. For the operator's inventory and for bug reports; nothing in it is secret.
 */
final class InfoEndpoint {

    static final String PATH = "/observe/info";

    private final JsonObject info;

    InfoEndpoint(BuildInfo build, String camelVersion, String nodeId, Instant started) {
        this.info = new JsonObject()
                .put("version", build.version())
                .put("commit", build.commit())
                .put("java", Runtime.version().toString())
                .put("camel", camelVersion)
                .put("node", nodeId)
                .put("started", started.toString());
    }

    void handle(RoutingContext context) {
        context.response().putHeader("Content-Type", "application/json").end(info.encode());
    }
}
