package nl.opendk.ebms.component.gateway;

import static nl.opendk.ebms.component.observe.AdapterLogEvent.LEASES_TAKEN_BACK;
import static nl.opendk.ebms.component.observe.AdapterLogEvent.NODE_STARTING;
import static nl.opendk.ebms.component.observe.AdapterLogEvent.VERSION;

import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import java.security.cert.X509Certificate;
import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import javax.sql.DataSource;
import nl.opendk.ebms.component.config.AdapterKeys;
import nl.opendk.ebms.component.config.AdapterSettings;
import nl.opendk.ebms.component.config.GbSettings;
import nl.opendk.ebms.component.config.SecurityKeys;
import nl.opendk.ebms.component.config.Settings;
import nl.opendk.ebms.component.config.WusSettings;
import nl.opendk.ebms.component.gb.FileServiceHttp;
import nl.opendk.ebms.component.observe.AdapterMetrics;
import nl.opendk.ebms.component.observe.BuildInfo;
import nl.opendk.ebms.component.observe.DatabaseHealthCheck;
import nl.opendk.ebms.component.observe.GbMetrics;
import nl.opendk.ebms.component.observe.PingTracker;
import nl.opendk.ebms.component.observe.WusMetrics;
import nl.opendk.ebms.component.security.AdapterSecurity;
import nl.opendk.ebms.component.security.HostTlsMaterial;
import nl.opendk.ebms.component.security.SecuritySettings;
import nl.opendk.ebms.component.server.OwnServer;
import nl.opendk.ebms.cpa.lookup.AgreementChecks;
import nl.opendk.ebms.cpa.lookup.CpaRegistry;
import nl.opendk.ebms.cpa.parse.CpaParser;
import nl.opendk.ebms.db.backend.BackendJob;
import nl.opendk.ebms.db.cpa.CpaRepository;
import nl.opendk.ebms.db.events.BackendOptions;
import nl.opendk.ebms.db.events.EventLog;
import nl.opendk.ebms.db.events.Notices;
import nl.opendk.ebms.db.message.MessageQueries;
import nl.opendk.ebms.db.message.MessageStore;
import nl.opendk.ebms.db.message.ReceivedMessageLookup;
import nl.opendk.ebms.db.message.SendJob;
import nl.opendk.ebms.db.outbox.AttemptRecorder;
import nl.opendk.ebms.db.outbox.Outbox;
import nl.opendk.ebms.db.source.Database;
import nl.opendk.ebms.db.stats.MessageLabels;
import nl.opendk.ebms.db.wus.WusServiceRepository;
import nl.opendk.ebms.protocol.check.HeaderChecks;
import nl.opendk.ebms.protocol.codec.RequestDecoder;
import nl.opendk.ebms.protocol.handle.DispositionPlanner;
import nl.opendk.ebms.protocol.handle.SynchronousReplies;
import nl.opendk.ebms.protocol.security.certificate.Oins;
import nl.opendk.ebms.protocol.security.keys.KeyRing;
import nl.opendk.ebms.protocol.signal.AckFactory;
import nl.opendk.ebms.protocol.signal.MessageErrorFactory;
import nl.opendk.ebms.protocol.signal.MessageIds;
import nl.opendk.ebms.protocol.signal.PongFactory;
import nl.opendk.ebms.protocol.signal.StatusResponseFactory;
import nl.opendk.ebms.routes.SedaHandOff;
import nl.opendk.ebms.routes.backend.DeliverRoute;
import nl.opendk.ebms.routes.cpa.CpaRefreshRoute;
import nl.opendk.ebms.routes.observe.ExpiryWatchRoute;
import nl.opendk.ebms.routes.observe.SecurityReloadRoute;
import nl.opendk.ebms.routes.receive.HttpAnswers;
import nl.opendk.ebms.routes.receive.ReceiveRoute;
import nl.opendk.ebms.routes.receive.ReceiveSteps;
import nl.opendk.ebms.routes.send.OutboxPollRoute;
import nl.opendk.ebms.routes.send.SendRoute;
import nl.opendk.ebms.routes.send.SendSteps;
import nl.opendk.ebms.routes.wus.catalog.WusRefreshRoute;
import nl.opendk.ebms.routes.wus.consume.WusConsumeSteps;
import nl.opendk.ebms.service.cpa.CpaCatalog;
import nl.opendk.ebms.service.cpa.PersistDurations;
import nl.opendk.ebms.service.expiry.EndingNotices;
import nl.opendk.ebms.service.expiry.Expiries;
import nl.opendk.ebms.service.expiry.ExpiryWarnings;
import nl.opendk.ebms.service.lease.QueueOverflow;
import nl.opendk.ebms.service.receive.Receiver;
import nl.opendk.ebms.service.send.OurParties;
import nl.opendk.ebms.service.send.OutboxClaims;
import nl.opendk.ebms.service.send.SendQueue;
import nl.opendk.ebms.service.send.Sending;
import nl.opendk.ebms.service.wus.WusCatalog;
import nl.opendk.ebms.service.wus.WusServiceStore;
import org.apache.camel.CamelContext;
import org.apache.camel.component.seda.SedaComponent;
import org.apache.camel.support.jsse.SSLContextParameters;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The adapter in one Camel context: database, CPAs and WUS services, the receive, send, delivery and WUS routes, and
 * the use cases a back end calls. Opened once per context and shared: the {@code ebms} and {@code wus} components
 * open it when a host's route first uses them, and the standalone adapter opens it itself before it adds its HTTP
 * servers, back-end API and console. Its configuration is the adapter's keys (README "Configuration") from the
 * context's properties.
 *
 * <p>Every object is made by hand with its dependencies passed in: open the database, load the CPAs and the WUS
 * services, take back this node's unfinished sends, then add the routes. If anything fails, what was opened is
 * closed.
 */
public final class Gateway {

    /** The registry name the gateway of a context is bound under. */
    public static final String NAME = "ebmsGateway";

    private static final Logger LOG = LoggerFactory.getLogger(Gateway.class);

    private final AdapterSettings settings;
    private final AdapterSecurity security;
    private final Database database;
    private final Parts parts;

    private Gateway(AdapterSettings settings, AdapterSecurity security, Database database, Parts parts) {
        this.settings = settings;
        this.security = security;
        this.database = database;
        this.parts = parts;
    }

    /**
     * What the gateway is made of, for the standalone adapter's console and back-end API and for the components.
     *
     * @param subscriptions where received messages and events go: routes consuming {@code ebms:inbox} and
     *     {@code ebms:events} first
     * @param providers the routes that are a provided WUS service's back end
     * @param wusCalls the calls of partners' WUS services, as the HTTP route makes them
     * @param backendSettings the back end's configuration, as the gateway read it
     * @param wusSettings WUS's configuration, as the gateway read it
     * @param ourParties the parties this adapter acts for ({@code ebms.party-ids}, else our certificate's OIN)
     * @param expiries what ends when: our certificate, the CPAs and the certificates they and WUS services name
     */
    public record Parts(
            Clock clock,
            MeterRegistry meters,
            CpaRegistry registry,
            CpaRepository cpaRepository,
            CpaCatalog catalog,
            WusServiceRepository wusServices,
            WusCatalog wusCatalog,
            AdapterMetrics metrics,
            Outbox outbox,
            BackendUseCases backend,
            Subscriptions subscriptions,
            WusProviders providers,
            WusConsumeSteps wusCalls,
            BackendSettings backendSettings,
            WusSettings wusSettings,
            OurParties ourParties,
            Expiries expiries,
            GroteBerichten groteBerichten) {}

    /**
     * How the gateway is opened.
     *
     * @param dataSource the host's DataSource; null: the one the adapter's {@code db.*} keys describe, or the
     *     embedded database
     * @param tls the host's key and trust material; null: the adapter's {@code ebms.keystore.*} and
     *     {@code ebms.truststore.*} keys
     * @param meters where the adapter's meters go
     * @param pushAlways received messages and events are pushed even when no endpoint is configured, since routes
     *     consuming {@code ebms:inbox} or {@code ebms:events} may subscribe
     * @param ownServer run the components' own HTTP server ({@link OwnServer}) with the gateway's TLS
     */
    public record Options(
            DataSource dataSource,
            SSLContextParameters tls,
            MeterRegistry meters,
            boolean pushAlways,
            boolean ownServer) {}

    /** The context's gateway, when it has been opened. */
    public static Optional<Gateway> of(CamelContext context) {
        return Optional.ofNullable(context.getRegistry().lookupByNameAndType(NAME, Gateway.class));
    }

    /** Opens the context's gateway and binds it under {@link #NAME}; the context closes it when it stops. */
    public static Gateway open(CamelContext context, Options options) throws Exception {
        LOG.info(
                VERSION.line("Digikoppeling adapter {} on Java {}, Apache Camel {}"),
                BuildInfo.current(),
                Runtime.version(),
                context.getVersion());
        Settings source = new Settings(key -> context.getPropertiesComponent().resolveProperty(key));
        AdapterSettings settings = AdapterSettings.from(source);
        // before the database: a missing key or trust store stops the start at once
        SecuritySettings securitySettings = options.tls() == null
                ? SecuritySettings.from(source)
                : HostTlsMaterial.apply(source, options.tls(), context);
        // one reading of the OIN for the whole installation: TLS clients, signers and WUS callers alike
        Oins.readOrganizationIdentifier(source.get(SecurityKeys.OIN_ORGANIZATION_IDENTIFIER));
        CpaRegistry registry = new CpaRegistry(Clock.systemUTC());
        AdapterSecurity security = AdapterSecurity.create(
                securitySettings, Clock.systemUTC(), registry, source.get(SecurityKeys.ROLLOVER_OVERLAP));
        LOG.info(
                NODE_STARTING.line("Node {} on port {}, database {}"),
                settings.nodeId(),
                settings.httpPort(),
                options.dataSource() == null ? settings.database() : "from the host application");
        Database database = options.dataSource() == null
                ? Database.open(settings.database())
                : Database.external(options.dataSource());
        try {
            context.addService(new OnStop(database), true, true);
            if (options.ownServer()) {
                Supplier<Parts> parts = () -> Gateway.of(context).orElseThrow().parts();
                OwnServer.install(
                        context,
                        security::serverTls,
                        () -> parts.get().metrics(),
                        router -> FileServiceHttp.install(
                                router, () -> parts.get().groteBerichten().services()));
            }
            if (!options.ownServer()) {
                Supplier<GroteBerichten> gb =
                        () -> Gateway.of(context).orElseThrow().parts().groteBerichten();
                FileServiceHttp.installOnStart(
                        context, settings.httpPort(), () -> gb.get().services());
            }
            Parts parts = wire(context, source, settings, database, security, registry, options);
            Gateway gateway = new Gateway(settings, security, database, parts);
            context.getRegistry().bind(NAME, gateway);
            return gateway;
        } catch (Exception | Error e) {
            database.close();
            throw e;
        }
    }

    public AdapterSettings settings() {
        return settings;
    }

    public AdapterSecurity security() {
        return security;
    }

    public Database database() {
        return database;
    }

    public Parts parts() {
        return parts;
    }

    /** The certificate of each of our key entries, by alias. */
    private static Map<String, X509Certificate> certificates(KeyRing ring) {
        Map<String, X509Certificate> certificates = new LinkedHashMap<>();
        ring.entries().forEach((alias, credential) -> certificates.put(alias, credential.certificate()));
        return certificates;
    }

    private static Parts wire(
            CamelContext context,
            Settings source,
            AdapterSettings settings,
            Database database,
            AdapterSecurity security,
            CpaRegistry registry,
            Options options)
            throws Exception {
        Clock clock = Clock.systemUTC();
        MeterRegistry meters = options.meters();
        OurParties ourParties = OurParties.of(source.get(AdapterKeys.PARTY_IDS), security.ourOins());
        // Camel's health registry takes the checks bound in the registry (readiness)
        context.getRegistry().bind("ebms-database-health", new DatabaseHealthCheck(database));
        MessageIds messageIds = new MessageIds(settings.messageIdDomain());
        CpaRepository cpaRepository = new CpaRepository(database.dataSource(), clock);
        CpaCatalog catalog = new CpaCatalog(
                cpaRepository, new CpaParser(), registry, source.get(SecurityKeys.ROLLOVER_OVERLAP), clock);
        catalog.loadAll();
        WusServiceRepository wusServices = new WusServiceRepository(database.dataSource(), clock);
        WusCatalog wusCatalog = new WusCatalog(WusServiceStore.of(wusServices));
        wusCatalog.loadAll();
        AdapterMetrics metrics = new AdapterMetrics(
                meters, registry, new MessageLabels(database.dataSource()), new PingTracker(), clock);

        BackendSettings backend = BackendSettings.from(source);
        GbSettings gbSettings = GbSettings.from(source);
        Subscriptions subscriptions = new Subscriptions(new ConfiguredEndpoints(backend));
        BackendOptions backendOptions = new BackendOptions(
                backend.pushesMessages() || options.pushAlways(), backend.pushesEvents() || options.pushAlways());
        EventLog events = EventLog.of(backendOptions);
        MessageStore store = new MessageStore(
                database.dataSource(),
                clock,
                settings.nodeId(),
                settings.retrySchedule(),
                settings.lease(),
                settings.commitWriters(),
                backendOptions,
                events,
                settings.storeTimeout(),
                settings.storeCommitGap());
        // added after the database's service, so it stops before it: writers finish before the pool closes
        context.addService(new OnStop(store), true, true);
        Outbox outbox = new Outbox(
                database.dataSource(), clock, settings.nodeId(), settings.retrySchedule(), settings.lease(), events);
        // one writer: a send keeps its place until its record is committed anyway, so the records of every send that
        // finished within the gap share a commit
        AttemptRecorder recorder =
                new AttemptRecorder(outbox, clock, settings.sendConcurrency(), 1, settings.attemptCommitGap());
        context.addService(new OnStop(recorder), true, true);
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
                metrics,
                clock,
                gbSettings.download());

        context.getComponent("seda", SedaComponent.class).setQueueSize(settings.sendQueueSize());
        QueueOverflow sendOverflow = new QueueOverflow();
        SendQueue sends = new SedaHandOff<SendJob>(context, SendRoute.HANDOFF, sendOverflow, SendJob::id)::hand;
        QueueOverflow deliveryOverflow = new QueueOverflow();
        SedaHandOff<BackendJob> deliveries =
                new SedaHandOff<>(context, DeliverRoute.HANDOFF, deliveryOverflow, BackendJob::id);
        context.addRoutes(new ReceiveRoute(
                settings.ebmsPath(), new ReceiveSteps(receiver), new HttpAnswers(metrics), sends, deliveries));
        AdapterSecurity.SendOptions sendOptions = security.install(
                context, settings.connectTimeout(), settings.responseTimeout(), settings.sendConcurrency());
        context.addRoutes(new SendRoute(
                new SendSteps(new Sending(
                        recorder,
                        new SynchronousReplies(new RequestDecoder(settings.limits()), clock, receiver::checkReply),
                        metrics,
                        clock)),
                settings.sendConcurrency(),
                sendOptions.https(),
                sendOptions.http()));
        context.addRoutes(new OutboxPollRoute(
                new OutboxClaims(outbox, metrics, settings.claimBatch(), sendOverflow), settings.pollInterval()));
        context.addRoutes(new CpaRefreshRoute(catalog, settings.cpaRefreshInterval()));
        // WUS definitions change as rarely as CPAs and are picked up on the same interval
        context.addRoutes(new WusRefreshRoute(wusCatalog, settings.cpaRefreshInterval()));
        Expiries expiries = new Expiries(
                () -> security.keyRing().map(Gateway::certificates).orElse(Map.of()),
                registry,
                wusCatalog::services,
                clock);
        context.addRoutes(new ExpiryWatchRoute(
                new ExpiryWarnings(
                        expiries, new EndingNotices(new Notices(database.dataSource(), events, clock)), clock),
                source.get(AdapterKeys.EXPIRY_CHECK_INTERVAL)));
        Gauge.builder("ebms.security.files.loaded", security, loaded -> loaded.filesInUse() ? 1 : 0)
                .description("1 when the key store, trust store and CRL files on disk are the ones in use; 0 while"
                        + " they changed but do not load (the previous ones are kept)")
                .register(meters);
        context.addRoutes(
                new SecurityReloadRoute(() -> security.reload(false), source.get(SecurityKeys.RELOAD_CHECK_INTERVAL)));
        GbWiring.Stores gbStores = GbWiring.stores(
                gbSettings, database.dataSource(), clock, settings.nodeId(), settings.lease(), backendOptions, events);
        BackendUseCases useCases = BackendWiring.wire(
                context,
                backend,
                subscriptions,
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
                        security.outgoing(),
                        metrics::pingQueued,
                        ourParties,
                        gbStores.receivedFiles(),
                        sends,
                        deliveryOverflow));
        GroteBerichten groteBerichten = GbWiring.wire(
                context,
                gbSettings,
                gbStores,
                new GbWiring.Core(
                        clock,
                        database.dataSource(),
                        registry,
                        useCases.send(),
                        useCases.prepare(),
                        store::enqueueing,
                        security.clientContext(),
                        security.partnerCertificates(),
                        settings.connectTimeout(),
                        new GbMetrics(meters)));
        useCases = useCases.sendingWith(groteBerichten.sending());
        // after Grote Berichten: a partner's WUS answer may hold metadata whose files are downloaded
        WusProviders providers = new WusProviders();
        WusSettings wusSettings = WusSettings.from(source);
        WusConsumeSteps wusCalls = WusWiring.wire(
                context,
                wusSettings,
                new WusWiring.Core(
                        clock,
                        settings.nodeId(),
                        database.dataSource(),
                        wusCatalog,
                        security,
                        new WusMetrics(meters),
                        settings.maxBodyBytes(),
                        groteBerichten.answerFiles()),
                providers);
        return new Parts(
                clock,
                meters,
                registry,
                cpaRepository,
                catalog,
                wusServices,
                wusCatalog,
                metrics,
                outbox,
                useCases,
                subscriptions,
                providers,
                wusCalls,
                backend,
                wusSettings,
                ourParties,
                expiries,
                groteBerichten);
    }
}
