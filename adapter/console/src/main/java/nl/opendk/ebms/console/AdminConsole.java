package nl.opendk.ebms.console;

import static nl.opendk.ebms.console.observe.ConsoleLogEvent.ADMIN_USERS;
import static nl.opendk.ebms.console.observe.ConsoleLogEvent.FIRST_RUN_ACCOUNT;

import io.vertx.ext.web.Router;
import java.time.Clock;
import nl.opendk.ebms.console.auth.AdminUsers;
import nl.opendk.ebms.console.auth.Authenticator;
import nl.opendk.ebms.console.auth.LoginThrottle;
import nl.opendk.ebms.console.auth.SessionStore;
import nl.opendk.ebms.console.hawtio.HawtioProxy;
import nl.opendk.ebms.console.hawtio.HawtioStart;
import nl.opendk.ebms.console.web.AdminHttp;
import org.apache.camel.CamelContext;
import org.apache.camel.StartupListener;
import org.apache.camel.component.platform.http.vertx.VertxPlatformHttpRouter;
import org.apache.camel.support.service.ServiceSupport;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Puts the operator's console on the adapter's HTTP server: who may sign in, sessions, the admin UI and Hawtio.
 * The handlers go onto the Vert.x router before any route starts taking requests, so /api is never reachable
 * without the login, not even during start-up.
 */
final class AdminConsole {

    private static final Logger LOG = LoggerFactory.getLogger(AdminConsole.class);

    private AdminConsole() {}

    static void attach(CamelContext context, ConsoleSettings settings, int httpPort, Clock clock) throws Exception {
        AdminUsers users = AdminUsers.parse(settings.users());
        users.firstRunPassword()
                .ifPresentOrElse(
                        password -> LOG.warn(
                                FIRST_RUN_ACCOUNT.line("No admin users are configured ({}). Until you configure them,"
                                        + " sign in at /admin/ as '{}' with password {} (new at every start). See"
                                        + " README \"Admin UI\"."),
                                AdminUsers.KEY,
                                AdminUsers.FIRST_RUN_USER,
                                password),
                        () -> LOG.info(ADMIN_USERS.line("{} admin user(s) configured"), users.size()));
        Authenticator authenticator = new Authenticator(
                users,
                new LoginThrottle(clock, settings.loginMaxFailures(), settings.loginLockout()),
                clock,
                settings.basicCacheFor());
        SessionStore sessions = new SessionStore(clock, settings.sessionIdleTimeout(), settings.sessionMaxAge());
        HawtioProxy hawtio = null;
        if (settings.hawtioEnabled()) {
            HawtioStart start = new HawtioStart();
            context.addService(new HawtioService(start), true, true);
            context.getRegistry().bind(HawtioStart.REGISTRY_NAME, start);
            // Hawtio starts once the adapter takes messages, not before (HawtioStart)
            context.addStartupListener(new StartupListener() {
                @Override
                public void onCamelContextStarted(CamelContext started, boolean alreadyStarted) {
                    // not yet: the routes are still starting
                }

                @Override
                public void onCamelContextFullyStarted(CamelContext started, boolean alreadyStarted) {
                    start.begin();
                }
            });
            hawtio = new HawtioProxy(start);
        }
        AdminHttp http = new AdminHttp(authenticator, sessions, settings.secureCookie(), hawtio);
        context.addService(
                new ServiceSupport() {
                    @Override
                    protected void doStart() {
                        http.install(router(context, httpPort));
                    }
                },
                true,
                true);
    }

    private static Router router(CamelContext context, int port) {
        Router router = VertxPlatformHttpRouter.lookup(context, VertxPlatformHttpRouter.getRouterNameFromPort(port));
        if (router == null) {
            throw new IllegalStateException("the admin console needs the embedded HTTP server (camel.server.enabled)");
        }
        return router;
    }

    /** Stops Hawtio's Jetty with the adapter. */
    private static final class HawtioService extends ServiceSupport {
        private final HawtioStart start;

        HawtioService(HawtioStart start) {
            this.start = start;
        }

        @Override
        protected void doStop() {
            start.close();
        }
    }
}
