package nl.opendk.ebms.console.testing;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.net.URI;
import java.time.Clock;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import nl.opendk.ebms.component.config.Settings;
import nl.opendk.ebms.component.security.AdapterSecurity;
import nl.opendk.ebms.component.security.SecuritySettings;
import nl.opendk.ebms.console.Console;
import nl.opendk.ebms.console.ConsoleSettings;
import nl.opendk.ebms.console.auth.PasswordHash;
import nl.opendk.ebms.cpa.lookup.CpaRegistry;
import nl.opendk.ebms.cpa.parse.CpaParser;
import nl.opendk.ebms.db.cpa.CpaRepository;
import nl.opendk.ebms.db.events.BackendOptions;
import nl.opendk.ebms.db.events.EventLog;
import nl.opendk.ebms.db.gb.Downloads;
import nl.opendk.ebms.db.gb.PublishedFiles;
import nl.opendk.ebms.db.gb.Uploads;
import nl.opendk.ebms.db.message.MessageStore;
import nl.opendk.ebms.db.outbox.Outbox;
import nl.opendk.ebms.db.source.Database;
import nl.opendk.ebms.db.source.DatabaseSettings;
import nl.opendk.ebms.db.wus.WusExchangeStore;
import nl.opendk.ebms.db.wus.WusServiceRepository;
import nl.opendk.ebms.protocol.agreement.RetrySchedule;
import nl.opendk.ebms.protocol.signal.MessageIds;
import nl.opendk.ebms.protocol.signal.OutgoingSecurity;
import nl.opendk.ebms.protocol.signal.PingFactory;
import nl.opendk.ebms.routes.wus.catalog.WusRefreshRoute;
import nl.opendk.ebms.service.cpa.CpaCatalog;
import nl.opendk.ebms.service.expiry.Expiries;
import nl.opendk.ebms.service.gb.Transfers;
import nl.opendk.ebms.service.send.OurParties;
import nl.opendk.ebms.service.send.OutboundResolver;
import nl.opendk.ebms.service.send.OutgoingHandoff;
import nl.opendk.ebms.service.send.Pings;
import nl.opendk.ebms.service.wus.WusCatalog;
import nl.opendk.ebms.service.wus.WusServiceStore;
import nl.opendk.ebms.testkit.http.SignedInHttp;
import nl.opendk.ebms.testkit.message.FixtureCpas;
import nl.opendk.ebms.testkit.net.FreePort;
import org.apache.camel.CamelConfiguration;
import org.apache.camel.CamelContext;
import org.apache.camel.main.Main;
import org.apache.camel.support.service.ServiceSupport;

/**
 * The console on its own for a test: {@link Console} installed on a test database and Camel's platform-http server
 * on a free port, as the adapter installs it but without the ebMS and WUS routes, so nothing is received or sent;
 * the WUS catalog is refreshed every {@link #WUS_REFRESH}, as another node's changes are picked up. It has one
 * admin user, {@link #ADMIN_USER}; the client signs /api calls in with HTTP Basic.
 */
public final class RunningConsole extends SignedInHttp implements AutoCloseable {

    /** Few iterations: the hash format is the real one, the cost is kept out of every test's sign-in. */
    public static final String ADMIN_USERS = ADMIN_USER + ":"
            + PasswordHash.create(ADMIN_PASSWORD.toCharArray(), 1000).encoded();

    /** The adapter's defaults (README "Admin UI"), with the test's admin user and Hawtio off. */
    public static final ConsoleSettings SETTINGS = new ConsoleSettings(
            ADMIN_USERS,
            Duration.ofMinutes(30),
            Duration.ofHours(12),
            true,
            5,
            Duration.ofMinutes(15),
            Duration.ofMinutes(5),
            false,
            Duration.ofSeconds(5));

    /** {@link #SETTINGS} with a shorter lockout after the usual number of wrong passwords. */
    public static ConsoleSettings withLockout(Duration lockout) {
        ConsoleSettings s = SETTINGS;
        return new ConsoleSettings(
                s.users(),
                s.sessionIdleTimeout(),
                s.sessionMaxAge(),
                s.secureCookie(),
                s.loginMaxFailures(),
                lockout,
                s.basicCacheFor(),
                s.hawtioEnabled(),
                s.outboxGaugeCache());
    }

    /** {@link #SETTINGS} with Hawtio on. */
    public static ConsoleSettings withHawtio() {
        ConsoleSettings s = SETTINGS;
        return new ConsoleSettings(
                s.users(),
                s.sessionIdleTimeout(),
                s.sessionMaxAge(),
                s.secureCookie(),
                s.loginMaxFailures(),
                s.loginLockout(),
                s.basicCacheFor(),
                true,
                s.outboxGaugeCache());
    }

    /** {@link #SETTINGS} without users: the first-run account. */
    public static ConsoleSettings withoutUsers() {
        ConsoleSettings s = SETTINGS;
        return new ConsoleSettings(
                "",
                s.sessionIdleTimeout(),
                s.sessionMaxAge(),
                s.secureCookie(),
                s.loginMaxFailures(),
                s.loginLockout(),
                s.basicCacheFor(),
                s.hawtioEnabled(),
                s.outboxGaugeCache());
    }

    public static final Duration WUS_REFRESH = Duration.ofSeconds(1);

    private static final String NODE = "console-test";

    /** The console acts for the fixture CPA's adapter party. */
    private static final OurParties OURS = new OurParties(Set.of(FixtureCpas.ADAPTER_OIN));
    /** Numbers the Camel contexts: consoles started at once in one JVM each register their MBeans under a name. */
    private static final AtomicInteger CONTEXTS = new AtomicInteger();

    private final Main main;
    private final int port;
    private final String name;

    private RunningConsole(Main main, int port, String name) {
        this.main = main;
        this.port = port;
        this.name = name;
    }

    /** The Camel context's name, under which its MBeans are registered for Hawtio. */
    public String name() {
        return name;
    }

    public static RunningConsole start(DatabaseSettings database, ConsoleSettings settings) {
        int port = FreePort.find();
        Properties properties = new Properties();
        // Camel checks a JMX name is free and then registers it: two test classes starting a console at the same
        // moment under one name collide (InstanceAlreadyExistsException)
        String name = "ebms-console-" + CONTEXTS.incrementAndGet();
        properties.put("camel.main.name", name);
        properties.put("camel.main.shutdownTimeout", "5");
        properties.put("camel.server.enabled", "true");
        properties.put("camel.server.host", "127.0.0.1");
        properties.put("camel.server.port", String.valueOf(port));
        Main main = new Main();
        main.setOverrideProperties(properties);
        main.configure().addConfiguration(new ConsoleOnly(database, settings, port));
        try {
            main.start();
        } catch (RuntimeException e) {
            main.stop();
            throw e;
        }
        return new RunningConsole(main, port, name);
    }

    @Override
    public URI uri(String path) {
        return URI.create("http://127.0.0.1:" + port + path);
    }

    public CamelContext camelContext() {
        return main.getCamelContext();
    }

    @Override
    public void close() {
        main.stop();
    }

    /** Makes what the console works on the way the adapter does, then installs it. */
    private record ConsoleOnly(DatabaseSettings databaseSettings, ConsoleSettings settings, int port)
            implements CamelConfiguration {

        @Override
        public void configure(CamelContext context) throws Exception {
            Clock clock = Clock.systemUTC();
            Database database = Database.open(databaseSettings);
            context.addService(new Closing(database), true, true);
            CpaRegistry registry = new CpaRegistry();
            CpaRepository repository = new CpaRepository(database.dataSource(), clock);
            CpaCatalog catalog = new CpaCatalog(repository, new CpaParser(), registry);
            catalog.loadAll();
            RetrySchedule retries = new RetrySchedule(8, Duration.ofSeconds(5), Duration.ofMinutes(10));
            Duration lease = Duration.ofMinutes(2);
            MessageStore store = new MessageStore(database.dataSource(), clock, NODE, retries, lease);
            context.addService(new Closing(store), true, true);
            WusServiceRepository wusServices = new WusServiceRepository(database.dataSource(), clock);
            WusCatalog wusCatalog = new WusCatalog(WusServiceStore.of(wusServices));
            wusCatalog.loadAll();
            context.addRoutes(new WusRefreshRoute(wusCatalog, WUS_REFRESH));
            Console.install(
                    context,
                    new Console.Core(
                            database,
                            clock,
                            registry,
                            repository,
                            catalog,
                            new Outbox(database.dataSource(), clock, NODE, retries, lease),
                            new SimpleMeterRegistry(),
                            // no sender runs here: a Ping stays stored, as the console's tests look at it
                            new Pings(
                                    new OutboundResolver(registry),
                                    new PingFactory(new MessageIds(NODE + ".test"), clock, OutgoingSecurity.NONE),
                                    new OutgoingHandoff(store, job -> {}),
                                    ping -> {},
                                    OURS,
                                    clock),
                            OURS,
                            new Console.Wus(wusServices, wusCatalog, new WusExchangeStore(database.dataSource(), NODE)),
                            new Expiries(Map::of, registry, wusCatalog::services, clock),
                            AdapterSecurity.create(
                                    SecuritySettings.from(new Settings(
                                            key -> Optional.ofNullable(Map.of("ebms.http.plain-allowed", "true")
                                                    .get(key)))),
                                    clock),
                            new Transfers(
                                    new Downloads(
                                            database.dataSource(),
                                            clock,
                                            NODE,
                                            lease,
                                            BackendOptions.POLL,
                                            EventLog.NONE),
                                    new PublishedFiles(database.dataSource(), clock),
                                    new Uploads(database.dataSource(), clock, NODE, lease))),
                    settings,
                    port);
        }
    }

    /** Closes something when the context stops, after the routes. */
    private static final class Closing extends ServiceSupport {
        private final AutoCloseable closeable;

        Closing(AutoCloseable closeable) {
            this.closeable = closeable;
        }

        @Override
        protected void doStop() throws Exception {
            closeable.close();
        }
    }
}
