package nl.opendk.ebms.console;

import io.micrometer.core.instrument.MeterRegistry;
import java.time.Clock;
import java.time.Duration;
import nl.opendk.ebms.component.config.Settings;
import nl.opendk.ebms.component.gateway.Gateway;
import nl.opendk.ebms.component.observe.BuildInfo;
import nl.opendk.ebms.component.security.AdapterSecurity;
import nl.opendk.ebms.console.api.ApiRoutes;
import nl.opendk.ebms.console.api.CpaApi;
import nl.opendk.ebms.console.api.DashboardApi;
import nl.opendk.ebms.console.api.ExpiryApi;
import nl.opendk.ebms.console.api.MessageApi;
import nl.opendk.ebms.console.api.PingApi;
import nl.opendk.ebms.console.api.SecurityApi;
import nl.opendk.ebms.console.api.TransferApi;
import nl.opendk.ebms.console.api.wus.WusApiRoutes;
import nl.opendk.ebms.console.api.wus.WusExchangeApi;
import nl.opendk.ebms.console.api.wus.WusServiceApi;
import nl.opendk.ebms.console.observe.OperatorGauges;
import nl.opendk.ebms.console.observe.QueueGauges;
import nl.opendk.ebms.cpa.check.CpaUpload;
import nl.opendk.ebms.cpa.lookup.CpaRegistry;
import nl.opendk.ebms.db.backend.BackendQueue;
import nl.opendk.ebms.db.cpa.CpaRepository;
import nl.opendk.ebms.db.message.MessageQueries;
import nl.opendk.ebms.db.outbox.Outbox;
import nl.opendk.ebms.db.search.MessageTimeline;
import nl.opendk.ebms.db.source.Database;
import nl.opendk.ebms.db.stats.MessageStatistics;
import nl.opendk.ebms.db.wus.WusExchangeStore;
import nl.opendk.ebms.db.wus.WusServiceRepository;
import nl.opendk.ebms.service.cpa.CpaCatalog;
import nl.opendk.ebms.service.expiry.Expiries;
import nl.opendk.ebms.service.gb.Transfers;
import nl.opendk.ebms.service.send.OurParties;
import nl.opendk.ebms.service.send.Pings;
import nl.opendk.ebms.service.wus.WusCatalog;
import nl.opendk.wus.protocol.wsdl.WsdlCheck;
import nl.opendk.wus.protocol.xml.XmlLimits;
import org.apache.camel.CamelContext;

/**
 * The operator's console, the one way into this module: the REST API (/api/cpas, /api/messages, /api/pings,
 * /api/dashboard, /api/expiries, /api/security, /api/wus), the outbox, back-end backlog and operator gauges, the sign-in and its guard on /api/*,
 * the admin UI at /admin/ and Hawtio at /hawtio/ behind the login (ADR 0002). The adapter builds what the console works on and installs it last, on the
 * HTTP server Camel's platform-http runs on {@code httpPort}.
 *
 * <p>The guard covers every /api path, so the back end's REST calls on the same server go through the same
 * sign-in.
 */
public final class Console {

    /** How often readiness and the CPAs are read for their gauges: well within a scrape interval's reach. */
    private static final Duration OPERATOR_GAUGES_EVERY = Duration.ofSeconds(15);

    private Console() {}

    /**
     * What the console works on, made once by the adapter.
     *
     * @param meters where the outbox and back-end backlog gauges are registered
     * @param pings what the Ping button queues a Ping with
     * @param ours the parties this adapter acts for: the CPA view marks them, the Ping button pings the other
     * @param wus the WUS services and the record of WUS calls
     * @param expiries what ends when, for the expiry page
     * @param security the keys and trust in use, and their reload
     */
    public record Core(
            Database database,
            Clock clock,
            CpaRegistry registry,
            CpaRepository cpaRepository,
            CpaCatalog catalog,
            Outbox outbox,
            MeterRegistry meters,
            Pings pings,
            OurParties ours,
            Wus wus,
            Expiries expiries,
            AdapterSecurity security,
            Transfers transfers) {}

    /**
     * The WUS side: the stored services, the catalog every call is matched against (loaded by the adapter), and the
     * recorded calls.
     */
    public record Wus(WusServiceRepository services, WusCatalog catalog, WusExchangeStore exchanges) {}

    /**
     * Installs the console on an open gateway, with the console's keys ({@link ConsoleKeys}) read from the context's
     * properties, on the HTTP server of the gateway's {@code camel.server.port}: the standalone adapter's way, and
     * a host's through {@link HostConsole}.
     */
    public static void install(CamelContext context, Gateway gateway) throws Exception {
        Gateway.Parts parts = gateway.parts();
        install(
                context,
                new Core(
                        gateway.database(),
                        parts.clock(),
                        parts.registry(),
                        parts.cpaRepository(),
                        parts.catalog(),
                        parts.outbox(),
                        parts.meters(),
                        parts.backend().pings(),
                        parts.ourParties(),
                        new Wus(
                                parts.wusServices(),
                                parts.wusCatalog(),
                                new WusExchangeStore(
                                        gateway.database().dataSource(),
                                        gateway.settings().nodeId())),
                        parts.expiries(),
                        gateway.security(),
                        new Transfers(
                                parts.groteBerichten().downloads(),
                                parts.groteBerichten().published(),
                                parts.groteBerichten().uploads())),
                ConsoleKeys.read(
                        new Settings(key -> context.getPropertiesComponent().resolveProperty(key))),
                gateway.settings().httpPort());
        OperatorGauges.install(
                context,
                parts.meters(),
                parts.registry(),
                parts.expiries(),
                gateway.security()::ourCertificate,
                BuildInfo.current(),
                OPERATOR_GAUGES_EVERY);
        gateway.database().meterPool(parts.meters());
    }

    public static void install(CamelContext context, Core core, ConsoleSettings settings, int httpPort)
            throws Exception {
        Clock clock = core.clock();
        QueueGauges gauges = QueueGauges.outbox(core.outbox(), clock, settings.outboxGaugeCache());
        gauges.register(core.meters());
        QueueGauges.backendBacklog(
                        () -> BackendQueue.backlog(core.database().dataSource()), clock, settings.outboxGaugeCache())
                .register(core.meters());
        MessageQueries queries = new MessageQueries(core.database().dataSource());
        MessageStatistics statistics = new MessageStatistics(core.database().dataSource());
        context.addRoutes(new ApiRoutes(
                new CpaApi(
                        CpaUpload.standard(clock),
                        core.catalog(),
                        core.registry(),
                        core.cpaRepository(),
                        statistics,
                        core.ours()),
                new MessageApi(
                        queries,
                        new MessageTimeline(core.database().dataSource()),
                        core.outbox(),
                        core.cpaRepository()),
                new PingApi(core.pings(), queries),
                new DashboardApi(statistics, gauges, clock),
                new ExpiryApi(core.expiries(), clock),
                new SecurityApi(core.security()),
                new TransferApi(core.transfers())));
        Wus wus = core.wus();
        context.addRoutes(new WusApiRoutes(
                new WusServiceApi(
                        new WsdlCheck(XmlLimits.defaults()), wus.catalog(), wus.services(), alias -> core.security()
                                .keyRing()
                                .map(ring -> ring.entries().containsKey(alias))
                                .orElse(false)),
                new WusExchangeApi(wus.exchanges())));
        AdminConsole.attach(context, settings, httpPort, clock);
    }
}
