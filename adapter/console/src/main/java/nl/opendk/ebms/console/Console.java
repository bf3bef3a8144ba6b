package nl.opendk.ebms.console;

import io.micrometer.core.instrument.MeterRegistry;
import java.time.Clock;
import java.util.function.Consumer;
import nl.opendk.ebms.console.api.ApiRoutes;
import nl.opendk.ebms.console.api.CpaApi;
import nl.opendk.ebms.console.api.DashboardApi;
import nl.opendk.ebms.console.api.MessageApi;
import nl.opendk.ebms.console.api.PingApi;
import nl.opendk.ebms.console.observe.OutboxGauges;
import nl.opendk.ebms.cpa.check.CpaUpload;
import nl.opendk.ebms.cpa.lookup.CpaRegistry;
import nl.opendk.ebms.db.cpa.CpaRepository;
import nl.opendk.ebms.db.message.MessageQueries;
import nl.opendk.ebms.db.message.MessageStore;
import nl.opendk.ebms.db.outbox.Outbox;
import nl.opendk.ebms.db.search.MessageTimeline;
import nl.opendk.ebms.db.source.Database;
import nl.opendk.ebms.db.stats.MessageStatistics;
import nl.opendk.ebms.protocol.signal.MessageIds;
import nl.opendk.ebms.protocol.signal.OutgoingMessage;
import nl.opendk.ebms.protocol.signal.OutgoingSecurity;
import nl.opendk.ebms.protocol.signal.PingFactory;
import nl.opendk.ebms.service.cpa.CpaCatalog;
import nl.opendk.ebms.service.send.OutboundResolver;
import org.apache.camel.CamelContext;

/**
 * The operator's console, the one way into this module: the REST API (/api/cpas, /api/messages, /api/pings,
 * /api/dashboard), the outbox gauges, the sign-in and its guard on /api/*, the admin UI at /admin/ and Hawtio at
 * /hawtio/ behind the login (ADR 0002). The adapter builds what the console works on and installs it last, on the
 * HTTP server Camel's platform-http runs on {@code httpPort}.
 *
 * <p>The guard covers every /api path, so the back end's REST calls on the same server go through the same
 * sign-in.
 */
public final class Console {

    private Console() {}

    /**
     * What the console works on, made once by the adapter.
     *
     * @param meters where the outbox gauges are registered
     * @param pingQueued told of every Ping queued from the admin UI, to time its Pong
     */
    public record Core(
            Database database,
            Clock clock,
            MessageIds messageIds,
            CpaRegistry registry,
            CpaRepository cpaRepository,
            CpaCatalog catalog,
            MessageStore store,
            Outbox outbox,
            OutgoingSecurity outgoing,
            MeterRegistry meters,
            Consumer<OutgoingMessage> pingQueued) {}

    public static void install(CamelContext context, Core core, ConsoleSettings settings, int httpPort)
            throws Exception {
        Clock clock = core.clock();
        OutboxGauges gauges = new OutboxGauges(core.outbox(), clock, settings.outboxGaugeCache());
        gauges.register(core.meters());
        MessageQueries queries = new MessageQueries(core.database().dataSource());
        MessageStatistics statistics = new MessageStatistics(core.database().dataSource());
        context.addRoutes(new ApiRoutes(
                new CpaApi(
                        CpaUpload.standard(clock), core.catalog(), core.registry(), core.cpaRepository(), statistics),
                new MessageApi(queries, new MessageTimeline(core.database().dataSource()), core.outbox()),
                new PingApi(
                        new OutboundResolver(core.registry()),
                        new PingFactory(core.messageIds(), clock, core.outgoing()),
                        core.store(),
                        queries,
                        core.pingQueued(),
                        clock),
                new DashboardApi(statistics, gauges, clock)));
        AdminConsole.attach(context, settings, httpPort, clock);
    }
}
