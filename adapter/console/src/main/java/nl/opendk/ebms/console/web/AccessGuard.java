package nl.opendk.ebms.console.web;

import io.vertx.core.http.HttpMethod;
import io.vertx.ext.web.RoutingContext;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Base64;
import java.util.Optional;
import java.util.Set;
import nl.opendk.ebms.console.auth.AdminSession;
import nl.opendk.ebms.console.auth.Authenticator;
import nl.opendk.ebms.console.auth.Authenticator.Verdict;
import nl.opendk.ebms.console.auth.SessionStore;

/**
 * Lets a request through only when it is signed in: /api/* with the browser session (plus the CSRF token on
 * state-changing calls) or HTTP Basic credentials; admin pages and Hawtio with the session only, else the browser
 * goes to the sign-in page. The user name is passed on to the REST API in {@value #USER_HEADER}, after removing
 * any value the client sent.
 */
final class AccessGuard {

    static final String USER_HEADER = "X-Ebms-Admin-User";
    static final String CSRF_HEADER = "X-CSRF-Token";

    private static final Set<HttpMethod> SAFE = Set.of(HttpMethod.GET, HttpMethod.HEAD, HttpMethod.OPTIONS);

    private final Authenticator authenticator;
    private final SessionStore sessions;

    AccessGuard(Authenticator authenticator, SessionStore sessions) {
        this.authenticator = authenticator;
        this.sessions = sessions;
    }

    void api(RoutingContext context) {
        context.request().headers().remove(USER_HEADER);
        Optional<AdminSession> session = sessions.find(Cookies.sessionId(context));
        if (session.isPresent()) {
            if (!SAFE.contains(context.request().method()) && !csrfMatches(context, session.get())) {
                Answers.error(context, 403, "missing or wrong X-CSRF-Token");
                return;
            }
            pass(context, session.get().user());
            return;
        }
        Optional<String[]> basic = basic(context.request().getHeader("Authorization"));
        if (basic.isEmpty()) {
            unauthorized(context, "authentication required: sign in at /admin/ or send HTTP Basic credentials");
            return;
        }
        String user = basic.get()[0];
        String password = basic.get()[1];
        String address = Clients.address(context);
        Optional<Verdict> quick = authenticator.quick(user, password, address);
        if (quick.isPresent()) {
            answer(context, user, quick.get());
            return;
        }
        context.request().pause();
        context.vertx()
                .executeBlocking(() -> authenticator.check(user, password, address), false)
                .onComplete(done -> {
                    context.request().resume();
                    if (done.failed()) {
                        context.fail(done.cause());
                        return;
                    }
                    answer(context, user, done.result());
                });
    }

    private static void answer(RoutingContext context, String user, Verdict verdict) {
        switch (verdict.result()) {
            case ACCEPTED -> pass(context, user);
            case REFUSED -> unauthorized(context, "wrong user name or password");
            case THROTTLED -> Answers.throttled(context, verdict.retryAfter());
        }
    }

    /** Admin pages and Hawtio: a signed-in browser, or off to the sign-in page. */
    void page(RoutingContext context) {
        context.request().headers().remove(USER_HEADER);
        Optional<AdminSession> session = sessions.find(Cookies.sessionId(context));
        if (session.isPresent()) {
            context.next();
        } else if (context.request().method() == HttpMethod.GET) {
            Answers.toSignIn(context);
        } else {
            Answers.error(context, 401, "not signed in");
        }
    }

    static boolean csrfMatches(RoutingContext context, AdminSession session) {
        String sent = context.request().getHeader(CSRF_HEADER);
        return sent != null
                && MessageDigest.isEqual(
                        sent.getBytes(StandardCharsets.UTF_8),
                        session.csrfToken().getBytes(StandardCharsets.UTF_8));
    }

    private static void pass(RoutingContext context, String user) {
        context.request().headers().set(USER_HEADER, user);
        context.next();
    }

    /**
     * 401 with a Basic challenge for scripts; the admin UI's own calls (X-Requested-With) get none, so a browser
     * never pops up its password dialog over the sign-in page.
     */
    private static void unauthorized(RoutingContext context, String message) {
        if (context.request().getHeader("X-Requested-With") == null) {
            context.response().putHeader("WWW-Authenticate", "Basic realm=\"ebms-adapter\", charset=\"UTF-8\"");
        }
        Answers.error(context, 401, message);
    }

    private static Optional<String[]> basic(String header) {
        if (header == null || !header.regionMatches(true, 0, "Basic ", 0, 6)) {
            return Optional.empty();
        }
        try {
            String decoded =
                    new String(Base64.getDecoder().decode(header.substring(6).trim()), StandardCharsets.UTF_8);
            int colon = decoded.indexOf(':');
            return colon < 1
                    ? Optional.empty()
                    : Optional.of(new String[] {decoded.substring(0, colon), decoded.substring(colon + 1)});
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
