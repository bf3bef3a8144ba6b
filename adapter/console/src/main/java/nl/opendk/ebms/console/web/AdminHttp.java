package nl.opendk.ebms.console.web;

import io.vertx.core.Handler;
import io.vertx.core.http.HttpMethod;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.BodyHandler;
import io.vertx.ext.web.handler.StaticHandler;
import nl.opendk.ebms.console.auth.Authenticator;
import nl.opendk.ebms.console.auth.SessionStore;

/**
 * The operator's console on the adapter's HTTP server, installed in front of the Camel routes: sign-in, the guard
 * on /api/*, the admin UI's static files (classpath {@code admin-ui/}) and, when given, Hawtio. The ebMS endpoint
 * is not behind the login: partners authenticate with TLS client certificates.
 *
 * <p>Vert.x runs routes in {@code order}; these come before every platform-http consumer, whose routes Camel
 * adds with the default order when the REST routes start.
 */
public final class AdminHttp {

    private static final int FIRST = -1000;
    private static final int LOGIN_BODY_LIMIT = 16 * 1024;

    /** CSP for our own pages: nothing from elsewhere, no inline script or style, not framed. */
    private static final String CONTENT_SECURITY_POLICY = "default-src 'self'; img-src 'self' data:;"
            + " object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

    private final SignIn signIn;
    private final AccessGuard guard;
    private final Handler<RoutingContext> hawtio;

    /** @param hawtio the proxy to Hawtio, or null when Hawtio is off */
    public AdminHttp(
            Authenticator authenticator, SessionStore sessions, boolean secureCookie, Handler<RoutingContext> hawtio) {
        this.signIn = new SignIn(authenticator, sessions, new Cookies(secureCookie));
        this.guard = new AccessGuard(authenticator, sessions);
        this.hawtio = hawtio;
    }

    public void install(Router router) {
        int order = FIRST;
        router.routeWithRegex("^/(api|admin|hawtio)(/.*)?$").order(order++).handler(new SameOriginGuard());
        router.route(HttpMethod.POST, "/admin/login")
                .order(order++)
                .handler(BodyHandler.create().setBodyLimit(LOGIN_BODY_LIMIT))
                .handler(signIn::login);
        router.route(HttpMethod.POST, "/admin/logout").order(order++).handler(signIn::logout);
        router.route(HttpMethod.GET, "/admin/session").order(order++).handler(signIn::session);
        router.route("/api/*").order(order++).handler(guard::api);
        // regular expressions: a plain Vert.x path "/admin" would match "/admin/" too and redirect it to itself
        router.routeWithRegex(HttpMethod.GET, "^/(admin)?$")
                .order(order++)
                .handler(context -> redirect(context, "/admin/"));
        router.routeWithRegex(HttpMethod.GET, "^/admin/(?!login\\.html$)([^/]*\\.html)?$")
                .order(order++)
                .handler(guard::page);
        router.route("/admin/*")
                .order(order++)
                .handler(AdminHttp::securityHeaders)
                .handler(StaticHandler.create("admin-ui")
                        .setIndexPage("index.html")
                        .setCachingEnabled(false)
                        .setDirectoryListing(false));
        if (hawtio != null) {
            router.routeWithRegex("^/hawtio(/.*)?$")
                    .order(order++)
                    .handler(guard::page)
                    .handler(hawtio);
        }
    }

    private static void securityHeaders(RoutingContext context) {
        context.response()
                .putHeader("Content-Security-Policy", CONTENT_SECURITY_POLICY)
                .putHeader("X-Content-Type-Options", "nosniff")
                .putHeader("Referrer-Policy", "same-origin")
                .putHeader("Cache-Control", "no-cache");
        context.next();
    }

    private static void redirect(RoutingContext context, String location) {
        context.response().setStatusCode(302).putHeader("Location", location).end();
    }
}
