package nl.opendk.ebms.app;

import java.time.Clock;
import nl.opendk.ebms.app.api.ApiRoutes;
import nl.opendk.ebms.app.api.CpaApi;
import nl.opendk.ebms.app.api.MessageApi;
import nl.opendk.ebms.app.config.AdapterSettings;
import nl.opendk.ebms.app.config.Settings;
import nl.opendk.ebms.cpa.check.CpaUpload;
import nl.opendk.ebms.cpa.lookup.AgreementChecks;
import nl.opendk.ebms.cpa.lookup.CpaRegistry;
import nl.opendk.ebms.cpa.parse.CpaParser;
import nl.opendk.ebms.db.cpa.CpaRepository;
import nl.opendk.ebms.db.message.MessageQueries;
import nl.opendk.ebms.db.message.MessageStore;
import nl.opendk.ebms.db.outbox.Outbox;
import nl.opendk.ebms.db.source.Database;
import nl.opendk.ebms.protocol.check.HeaderChecks;
import nl.opendk.ebms.protocol.codec.RequestDecoder;
import nl.opendk.ebms.protocol.handle.DispositionPlanner;
import nl.opendk.ebms.protocol.signal.MessageErrorFactory;
import nl.opendk.ebms.protocol.signal.MessageIds;
import nl.opendk.ebms.protocol.signal.PongFactory;
import nl.opendk.ebms.routes.cpa.CpaCatalog;
import nl.opendk.ebms.routes.cpa.CpaRefreshRoute;
import nl.opendk.ebms.routes.observe.MessageObserver;
import nl.opendk.ebms.routes.receive.HttpAnswers;
import nl.opendk.ebms.routes.receive.ReceiveRoute;
import nl.opendk.ebms.routes.receive.ReceiveSteps;
import nl.opendk.ebms.routes.send.OutboxPollRoute;
import nl.opendk.ebms.routes.send.OutboxPollSteps;
import nl.opendk.ebms.routes.send.SendRoute;
import nl.opendk.ebms.routes.send.SendSteps;
import org.apache.camel.CamelConfiguration;
import org.apache.camel.CamelContext;
import org.apache.camel.component.seda.SedaComponent;
import org.apache.camel.support.service.ServiceSupport;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Builds the adapter by hand, every object with its dependencies passed in: open the database, load the CPAs,
 * take back this node's unfinished sends, then add the routes. If anything fails, what was opened is closed.
 */
public final class AdapterConfiguration implements CamelConfiguration {

    private static final Logger LOG = LoggerFactory.getLogger(AdapterConfiguration.class);

    @Override
    public void configure(CamelContext context) throws Exception {
        AdapterSettings settings = AdapterSettings.from(
                new Settings(key -> context.getPropertiesComponent().resolveProperty(key)));
        LOG.info("Node {} on port {}, database {}", settings.nodeId(), settings.httpPort(), settings.database());
        Database database = Database.open(settings.database());
        try {
            context.addService(new DatabaseService(database), true, true);
            wire(context, settings, database);
        } catch (Exception | Error e) {
            database.close();
            throw e;
        }
    }

    private static void wire(CamelContext context, AdapterSettings settings, Database database) throws Exception {
        Clock clock = Clock.systemUTC();
        MessageObserver observer = MessageObserver.NONE;
        MessageIds messageIds = new MessageIds(settings.messageIdDomain());
        CpaRegistry registry = new CpaRegistry();
        CpaCatalog catalog = new CpaCatalog(new CpaRepository(database.dataSource(), clock), new CpaParser(), registry);
        catalog.loadAll();

        MessageStore store = new MessageStore(
                database.dataSource(), clock, settings.nodeId(), settings.retrySchedule(), settings.lease());
        Outbox outbox =
                new Outbox(database.dataSource(), clock, settings.nodeId(), settings.retrySchedule(), settings.lease());
        int released = outbox.releaseOwnLeases();
        if (released > 0) {
            LOG.info("{} outgoing message(s) left by this node's previous run are queued again", released);
        }
        ReceiveSteps receiveSteps = new ReceiveSteps(
                new RequestDecoder(settings.limits()),
                new HeaderChecks(),
                new AgreementChecks(registry),
                new DispositionPlanner(new PongFactory(messageIds, clock), new MessageErrorFactory(messageIds, clock)),
                store,
                observer,
                clock);

        context.getComponent("seda", SedaComponent.class).setQueueSize(settings.sendQueueSize());
        context.addRoutes(new ReceiveRoute(settings.ebmsPath(), receiveSteps, new HttpAnswers(observer)));
        context.addRoutes(new SendRoute(
                new SendSteps(outbox, observer, clock),
                settings.sendConcurrency(),
                "&connectTimeout=" + settings.connectTimeout().toMillis() + "&timeout="
                        + settings.responseTimeout().toMillis()));
        context.addRoutes(
                new OutboxPollRoute(new OutboxPollSteps(outbox, settings.claimBatch()), settings.pollInterval()));
        context.addRoutes(new CpaRefreshRoute(catalog, settings.cpaRefreshInterval()));
        context.addRoutes(new ApiRoutes(
                new CpaApi(CpaUpload.standard(clock), catalog, registry),
                new MessageApi(new MessageQueries(database.dataSource()))));
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
