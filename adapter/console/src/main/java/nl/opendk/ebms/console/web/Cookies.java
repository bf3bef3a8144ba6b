package nl.opendk.ebms.console.web;

import io.vertx.core.http.Cookie;
import io.vertx.core.http.CookieSameSite;
import io.vertx.ext.web.RoutingContext;

/**
 * The session cookie: HttpOnly (no script reads it), SameSite=Strict (no cross-site request carries it), Secure
 * unless configured off, path / so the admin UI, the REST API and Hawtio share it. No Max-Age: it ends with the
 * browser session, and the server side ends it sooner (idle timeout, maximum age).
 */
final class Cookies {

    static final String SESSION = "ebms_admin_session";

    private final boolean secure;

    Cookies(boolean secure) {
        this.secure = secure;
    }

    static String sessionId(RoutingContext context) {
        Cookie cookie = context.request().getCookie(SESSION);
        return cookie == null ? null : cookie.getValue();
    }

    void set(RoutingContext context, String sessionId) {
        context.response().addCookie(base(sessionId));
    }

    void clear(RoutingContext context) {
        context.response().addCookie(base("").setMaxAge(0));
    }

    private Cookie base(String value) {
        return Cookie.cookie(SESSION, value)
                .setPath("/")
                .setHttpOnly(true)
                .setSecure(secure)
                .setSameSite(CookieSameSite.STRICT);
    }
}
