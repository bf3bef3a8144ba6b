package nl.opendk.ebms.app;

import static nl.opendk.ebms.app.observe.AdapterLogEvent.LEASES_TAKEN_BACK;
import static nl.opendk.ebms.app.observe.AdapterLogEvent.NODE_STARTING;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.time.Clock;
import nl.opendk.ebms.app.backend.BackendSettings;
import nl.opendk.ebms.app.backend.BackendWiring;
import nl.opendk.ebms.app.config.AdapterSettings;
import nl.opendk.ebms.app.config.ConsoleKeys;
import nl.opendk.ebms.app.config.Settings;
import nl.opendk.ebms.app.config.WusSettings;
import nl.opendk.ebms.app.observe.AdapterMetrics;
import nl.opendk.ebms.app.observe.DatabaseHealthCheck;
import nl.opendk.ebms.app.observe.PingTracker;
import nl.opendk.ebms.app.observe.WusMetrics;
import nl.opendk.ebms.app.security.AdapterSecurity;
import nl.opendk.ebms.app.security.SecuritySettings;
import nl.opendk.ebms.app.server.HttpServers;
import nl.opendk.ebms.app.wus.WusWiring;
import nl.opendk.ebms.console.Console;
import nl.opendk.ebms.console.ConsoleSettings;
import nl.opendk.ebms.cpa.lookup.AgreementChecks;
import nl.opendk.ebms.cpa.lookup.CpaRegistry;
import nl.opendk.ebms.cpa.parse.CpaParser;
import nl.opendk.ebms.db.cpa.CpaRepository;
import nl.opendk.ebms.db.events.BackendOptions;
import nl.opendk.ebms.db.events.EventLog;
import nl.opendk.ebms.db.message.MessageQueries;
import nl.opendk.ebms.db.message.MessageStore;
import nl.opendk.ebms.db.message.ReceivedMessageLookup;
import nl.opendk.ebms.db.outbox.AttemptRecorder;
import nl.opendk.ebms.db.outbox.Outbox;
import nl.opendk.ebms.db.source.Database;
import nl.opendk.ebms.db.stats.MessageLabels;
import nl.opendk.ebms.db.wus.WusExchangeStore;
import nl.opendk.ebms.db.wus.WusServiceRepository;
import nl.opendk.ebms.protocol.check.HeaderChecks;
import nl.opendk.ebms.protocol.codec.RequestDecoder;
import nl.opendk.ebms.protocol.handle.DispositionPlanner;
import nl.opendk.ebms.protocol.handle.SynchronousReplies;
import nl.opendk.ebms.protocol.signal.AckFactory;
import nl.opendk.ebms.protocol.signal.MessageErrorFactory;
import nl.opendk.ebms.protocol.signal.MessageIds;
import nl.opendk.ebms.protocol.signal.PongFactory;
import nl.opendk.ebms.protocol.signal.StatusResponseFactory;
import nl.opendk.ebms.routes.cpa.CpaRefreshRoute;
import nl.opendk.ebms.routes.receive.HttpAnswers;
import nl.opendk.ebms.routes.receive.ReceiveRoute;
import nl.opendk.ebms.routes.receive.ReceiveSteps;
import nl.opendk.ebms.routes.send.OutboxPollRoute;
import nl.opendk.ebms.routes.send.SendRoute;
import nl.opendk.ebms.routes.send.SendSteps;
import nl.opendk.ebms.routes.wus.catalog.WusRefreshRoute;
import nl.opendk.ebms.service.cpa.CpaCatalog;
import nl.opendk.ebms.service.cpa.PersistDurations;
import nl.opendk.ebms.service.observe.MessageObserver;
import nl.opendk.ebms.service.receive.Receiver;
import nl.opendk.ebms.service.send.OutboxClaims;
import nl.opendk.ebms.service.send.Sending;
import nl.opendk.ebms.service.wus.WusCatalog;
import nl.opendk.ebms.service.wus.WusServiceStore;
import org.apache.camel.CamelConfiguration;
import org.apache.camel.CamelContext;
import org.apache.camel.component.seda.SedaComponent;
import org.apache.camel.support.service.ServiceSupport;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Builds the adapter by hand, every object with its dependencies passed in: open the database, load the CPAs and
 * the WUS services, take back this node's unfinished sends, then add the routes. If anything fails, what was opened is closed.
 */
public final class AdapterConfiguration implements CamelConfiguration {

    private static final Logger LOG = LoggerFactory.getLogger(AdapterConfiguration.class);

    /** The name Camel's Prometheus support looks the meter registry up by (camel-micrometer-prometheus). */
    static final String METER_REGISTRY = "metricsRegistry";

    @Override
    public void configure(CamelContext context) throws Exception {
        Settings source = new Settings(key -> context.getPropertiesComponent().resolveProperty(key));
        AdapterSettings settings = AdapterSettings.from(source);
        ConsoleSettings console = ConsoleKeys.read(source);
        // before the database: a missing key or trust store stops the start at once
        AdapterSecurity security = AdapterSecurity.create(SecuritySettings.from(source), Clock.systemUTC());
        LOG.info(
                NODE_STARTING.line("Node {} on port {}, database {}"),
                settings.nodeId(),
                settings.httpPort(),
                settings.database());
        Database database = Database.open(settings.database());
        try {
            context.addService(new DatabaseService(database), true, true);
            wire(context, settings, console, database, security);
        } catch (Exception | Error e) {
            database.close();
            throw e;
        }
    }

    private static void wire(
            CamelContext context,
            AdapterSettings settings,
            ConsoleSettings console,
            Database database,
            AdapterSecurity security)
            throws Exception {
        Clock clock = Clock.systemUTC();
        MeterRegistry meters = meterRegistry(context);
        context.getRegistry().bind("ebms-database-health", new DatabaseHealthCheck(database));
        MessageIds messageIds = new MessageIds(settings.messageIdDomain());
        CpaRegistry registry = new CpaRegistry();
        CpaRepository cpaRepository = new CpaRepository(database.dataSource(), clock);
        CpaCatalog catalog = new CpaCatalog(cpaRepository, new CpaParser(), registry);
        catalog.loadAll();
        WusServiceRepository wusServices = new WusServiceRepository(database.dataSource(), clock);
        WusCatalog wusCatalog = new WusCatalog(WusServiceStore.of(wusServices));
        wusCatalog.loadAll();
        WusSettings wusSettings = WusSettings.from(
                new Settings(key -> context.getPropertiesComponent().resolveProperty(key)));
        AdapterMetrics metrics = new AdapterMetrics(
                meters, registry, new MessageLabels(database.dataSource()), new PingTracker(), clock);
        MessageObserver observer = metrics;
        HttpServers.install(
                context,
                new HttpServers.HttpPorts(
                        settings.httpPort(),
                        settings.managementPort(),
                        settings.ebmsPath(),
                        wusSettings.path(),
                        settings.maxBodyBytes()),
                security.serverTls(),
                observer);

        BackendSettings backend = BackendSettings.from(
                new Settings(key -> context.getPropertiesComponent().resolveProperty(key)));
        BackendOptions backendOptions = BackendWiring.options(backend);
        EventLog events = EventLog.of(backendOptions);
        MessageStore store = new MessageStore(
                database.dataSource(),
                clock,
                settings.nodeId(),
                settings.retrySchedule(),
                settings.lease(),
                2,
                backendOptions,
                events,
                settings.storeTimeout());
        // added after the database's service, so it stops before it: writers finish before the pool closes
        context.addService(new ClosingService(store), true, true);
        Outbox outbox = new Outbox(
                database.dataSource(), clock, settings.nodeId(), settings.retrySchedule(), settings.lease(), events);
        AttemptRecorder recorder = new AttemptRecorder(outbox, clock, settings.sendConcurrency());
        context.addService(new ClosingService(recorder), true, true);
        int released = outbox.releaseOwnLeases();
        if (released > 0) {
            LOG.info(
                    LEASES_TAKEN_BACK.line("{} outgoing message(s) left by this node's previous run are queued again"),
                    released);
        }
        Receiver receiver = new Receiver(
                new RequestDecoder(settings.limits()),
                new HeaderChecks(),
                new AgreementChecks(registry),
                security.inbound(),
                new DispositionPlanner(
                        new PongFactory(messageIds, clock),
                        new MessageErrorFactory(messageIds, clock),
                        new AckFactory(messageIds, clock),
                        new StatusResponseFactory(messageIds, clock),
                        new ReceivedMessageLookup(new MessageQueries(database.dataSource())),
                        security.outgoing()),
                store::store,
                observer,
                clock);

        context.getComponent("seda", SedaComponent.class).setQueueSize(settings.sendQueueSize());
        context.addRoutes(new ReceiveRoute(settings.ebmsPath(), new ReceiveSteps(receiver), new HttpAnswers(observer)));
        AdapterSecurity.SendOptions sendOptions = security.install(
                context, settings.connectTimeout(), settings.responseTimeout(), settings.sendConcurrency());
        context.addRoutes(new SendRoute(
                new SendSteps(new Sending(
                        recorder,
                        new SynchronousReplies(new RequestDecoder(settings.limits()), clock, receiver::checkReply),
                        observer,
                        clock)),
                settings.sendConcurrency(),
                sendOptions.https(),
                sendOptions.http()));
        context.addRoutes(new OutboxPollRoute(
                new OutboxClaims(outbox, observer, settings.claimBatch()), settings.pollInterval()));
        context.addRoutes(new CpaRefreshRoute(catalog, settings.cpaRefreshInterval()));
        // WUS definitions change as rarely as CPAs and are picked up on the same interval
        context.addRoutes(new WusRefreshRoute(wusCatalog, settings.cpaRefreshInterval()));
        WusWiring.wire(
                context,
                wusSettings,
                new WusWiring.Core(
                        clock,
                        settings.nodeId(),
                        database.dataSource(),
                        wusCatalog,
                        security,
                        new WusMetrics(meters),
                        settings.maxBodyBytes()));
        BackendWiring.wire(
                context,
                backend,
                new BackendWiring.Core(
                        clock,
                        settings.nodeId(),
                        settings.lease(),
                        messageIds,
                        registry,
                        store,
                        new MessageQueries(database.dataSource()),
                        database.dataSource(),
                        () -> PersistDurations.longest(registry),
                        security.outgoing()));
        Console.install(
                context,
                new Console.Core(
                        database,
                        clock,
                        messageIds,
                        registry,
                        cpaRepository,
                        catalog,
                        store,
                        outbox,
                        security.outgoing(),
                        meters,
                        metrics::pingQueued,
                        new Console.Wus(
                                wusServices,
                                wusCatalog,
                                new WusExchangeStore(database.dataSource(), settings.nodeId()))),
                console,
                settings.httpPort());
    }

    /** Closes something when the context stops, after the routes (services stop after routes on shutdown). */
    static final class ClosingService extends ServiceSupport {
        private final AutoCloseable closeable;

        ClosingService(AutoCloseable closeable) {
            this.closeable = closeable;
        }

        @Override
        protected void doStop() throws Exception {
            closeable.close();
        }
    }

    /**
     * One registry for Camel's route metrics and the adapter's own: the one Camel's Prometheus support bound if it
     * initialised first, else a new one bound under the name it looks for.
     */
    private static MeterRegistry meterRegistry(CamelContext context) {
        MeterRegistry existing = context.getRegistry().lookupByNameAndType(METER_REGISTRY, MeterRegistry.class);
        if (existing != null) {
            return existing;
        }
        PrometheusMeterRegistry created = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
        context.getRegistry().bind(METER_REGISTRY, created);
        return created;
    }

    /** Closes the database after the routes have stopped (services stop after routes on shutdown). */
    static final class DatabaseService extends ServiceSupport {
        private final Database database;

        DatabaseService(Database database) {
            this.database = database;
        }

        @Override
        protected void doStop() {
            database.close();
        }
    }
}
