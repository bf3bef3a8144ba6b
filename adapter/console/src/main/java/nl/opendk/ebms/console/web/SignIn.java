package nl.opendk.ebms.console.web;

import static nl.opendk.ebms.console.observe.ConsoleLogEvent.SIGNED_IN;
import static nl.opendk.ebms.console.observe.ConsoleLogEvent.SIGN_IN_REFUSED;

import io.vertx.core.json.DecodeException;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.RoutingContext;
import java.util.Optional;
import nl.opendk.ebms.component.observe.BuildInfo;
import nl.opendk.ebms.console.auth.AdminSession;
import nl.opendk.ebms.console.auth.Authenticator;
import nl.opendk.ebms.console.auth.Authenticator.Verdict;
import nl.opendk.ebms.console.auth.SessionStore;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@code POST /admin/login} (JSON {@code {user, password}}), {@code POST /admin/logout} and {@code GET
 * /admin/session}: the browser's sign-in. Every answer says whether the first-run account is in use, so every
 * page can show the warning.
 */
final class SignIn {

    private static final Logger LOG = LoggerFactory.getLogger(SignIn.class);

    private final Authenticator authenticator;
    private final SessionStore sessions;
    private final Cookies cookies;

    SignIn(Authenticator authenticator, SessionStore sessions, Cookies cookies) {
        this.authenticator = authenticator;
        this.sessions = sessions;
        this.cookies = cookies;
    }

    void login(RoutingContext context) {
        JsonObject body;
        try {
            body = context.body().asJsonObject();
        } catch (DecodeException | ClassCastException e) {
            body = null;
        }
        String user = body == null ? null : body.getString("user");
        String password = body == null ? null : body.getString("password");
        if (user == null || password == null || user.isBlank()) {
            Answers.error(context, 400, "send {\"user\": ..., \"password\": ...} as JSON");
            return;
        }
        String address = Clients.address(context);
        context.vertx()
                .executeBlocking(() -> authenticator.check(user, password, address), false)
                .onComplete(done -> {
                    if (done.failed()) {
                        context.fail(done.cause());
                    } else {
                        answer(context, user, address, done.result());
                    }
                });
    }

    private void answer(RoutingContext context, String user, String address, Verdict verdict) {
        switch (verdict.result()) {
            case ACCEPTED -> {
                String id = sessions.open(user);
                cookies.set(context, id);
                LOG.info(SIGNED_IN.line("Admin user {} signed in from {}"), user, address);
                Answers.json(context, 200, describe(sessions.find(id).orElseThrow()));
            }
            case REFUSED -> {
                LOG.warn(
                        SIGN_IN_REFUSED.line("Failed sign-in for admin user '{}' from {}"),
                        Clients.printable(user),
                        address);
                Answers.error(context, 401, "wrong user name or password");
            }
            case THROTTLED -> Answers.throttled(context, verdict.retryAfter());
        }
    }

    void logout(RoutingContext context) {
        String id = Cookies.sessionId(context);
        Optional<AdminSession> session = sessions.find(id);
        if (session.isPresent() && !AccessGuard.csrfMatches(context, session.get())) {
            Answers.error(context, 403, "missing or wrong X-CSRF-Token");
            return;
        }
        sessions.close(id);
        cookies.clear(context);
        context.response().setStatusCode(204).end();
    }

    void session(RoutingContext context) {
        Optional<AdminSession> session = sessions.find(Cookies.sessionId(context));
        if (session.isEmpty()) {
            Answers.json(
                    context,
                    401,
                    new JsonObject()
                            .put("error", "not signed in")
                            .put("firstRun", authenticator.users().isFirstRun()));
            return;
        }
        Answers.json(context, 200, describe(session.get()));
    }

    private JsonObject describe(AdminSession session) {
        return new JsonObject()
                .put("user", session.user())
                .put("csrfToken", session.csrfToken())
                .put("firstRun", authenticator.users().isFirstRun())
                .put("version", BuildInfo.current().toString());
    }
}
