package nl.opendk.ebms.console.web;

import io.vertx.core.Handler;
import io.vertx.core.http.HttpMethod;
import io.vertx.ext.web.RoutingContext;
import java.util.Set;

/**
 * Refuses state-changing requests that a browser sent on behalf of another site (OWASP CSRF Prevention Cheat Sheet,
 * "Verifying Origin With Standard Headers" and "Fetch Metadata"): an {@code Origin} that is not this host, or
 * {@code Sec-Fetch-Site: cross-site}. Scripts send neither header and are not affected. This backs up the CSRF
 * token for sessions and also covers HTTP Basic credentials a browser may have cached.
 */
final class SameOriginGuard implements Handler<RoutingContext> {

    private static final Set<HttpMethod> SAFE = Set.of(HttpMethod.GET, HttpMethod.HEAD, HttpMethod.OPTIONS);

    @Override
    public void handle(RoutingContext context) {
        if (SAFE.contains(context.request().method()) || sameOrigin(context)) {
            context.next();
        } else {
            Answers.error(context, 403, "cross-site request refused");
        }
    }

    private static boolean sameOrigin(RoutingContext context) {
        if ("cross-site".equals(context.request().getHeader("Sec-Fetch-Site"))) {
            return false;
        }
        String origin = context.request().getHeader("Origin");
        if (origin == null) {
            return true;
        }
        String host = context.request().getHeader("Host");
        return host != null && (origin.equals("http://" + host) || origin.equals("https://" + host));
    }
}
