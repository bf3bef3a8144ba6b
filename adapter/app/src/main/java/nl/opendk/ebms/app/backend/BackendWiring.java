package nl.opendk.ebms.app.backend;

import java.time.Clock;
import java.time.Duration;
import java.util.function.Supplier;
import nl.opendk.ebms.cpa.lookup.CpaRegistry;
import nl.opendk.ebms.cpa.lookup.OutboundChannels;
import nl.opendk.ebms.db.backend.BackendQueue;
import nl.opendk.ebms.db.backend.EventQueue;
import nl.opendk.ebms.db.events.BackendOptions;
import nl.opendk.ebms.db.message.MessageQueries;
import nl.opendk.ebms.db.message.MessageStore;
import nl.opendk.ebms.db.purge.MessagePurge;
import nl.opendk.ebms.protocol.signal.BusinessMessageFactory;
import nl.opendk.ebms.protocol.signal.MessageIds;
import nl.opendk.ebms.protocol.signal.OutgoingSecurity;
import nl.opendk.ebms.protocol.signal.StatusRequestFactory;
import nl.opendk.ebms.routes.backend.DeliverPollSteps;
import nl.opendk.ebms.routes.backend.DeliverRoute;
import nl.opendk.ebms.routes.backend.DeliverSteps;
import nl.opendk.ebms.routes.backend.EventRoute;
import nl.opendk.ebms.routes.backend.EventSteps;
import nl.opendk.ebms.routes.purge.PurgeRoute;
import nl.opendk.ebms.routes.purge.PurgeSteps;
import org.apache.activemq.artemis.jms.client.ActiveMQConnectionFactory;
import org.apache.camel.CamelContext;
import org.apache.camel.ProducerTemplate;
import org.apache.camel.component.jms.JmsComponent;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Connects the back end: delivery and event routes, the purge, and the back end's REST API. */
public final class BackendWiring {

    private static final Logger LOG = LoggerFactory.getLogger(BackendWiring.class);

    private BackendWiring() {}

    /**
     * jms: endpoints reach the configured broker. The client's connections come and go with the context; the JMS
     * component reconnects after a broker outage, and a failed delivery is retried like any other.
     */
    private static void connectJms(CamelContext context, BackendSettings.JmsBroker broker) {
        ActiveMQConnectionFactory factory =
                new ActiveMQConnectionFactory(broker.url(), broker.user(), broker.password());
        context.getComponent("jms", JmsComponent.class).setConnectionFactory(factory);
        LOG.info("Back-end JMS endpoints use {}", broker);
    }

    /** The options the message store and outbox are built with, so push and events agree with the routes. */
    public static BackendOptions options(BackendSettings settings) {
        return new BackendOptions(settings.pushesMessages(), settings.pushesEvents());
    }

    /** What the back end is wired to, made once by the adapter's configuration. */
    public record Core(
            Clock clock,
            String nodeId,
            Duration lease,
            MessageIds messageIds,
            CpaRegistry registry,
            MessageStore store,
            MessageQueries queries,
            javax.sql.DataSource dataSource,
            Supplier<Duration> longestPersistDuration,
            OutgoingSecurity outgoing) {}

    public static void wire(CamelContext context, BackendSettings settings, Core core) throws Exception {
        if (settings.jms() != null) {
            connectJms(context, settings.jms());
        }
        BackendQueue queue =
                new BackendQueue(core.dataSource(), core.clock(), core.nodeId(), core.lease(), settings.retry());
        EventQueue events =
                new EventQueue(core.dataSource(), core.clock(), core.nodeId(), core.lease(), settings.retry());
        ConfiguredEndpoints endpoints = new ConfiguredEndpoints(settings);
        context.addRoutes(new DeliverRoute(
                new DeliverSteps(queue, endpoints, core.clock()),
                new DeliverPollSteps(queue, 50),
                settings.concurrency(),
                settings.pollInterval()));
        context.addRoutes(new EventRoute(new EventSteps(events, endpoints, 100), settings.pollInterval()));
        context.addRoutes(new PurgeRoute(
                new PurgeSteps(
                        new MessagePurge(core.dataSource()),
                        settings.retention(),
                        core.longestPersistDuration(),
                        core.clock()),
                settings.purgeInterval()));

        ProducerTemplate producer = context.createProducerTemplate();
        OutgoingHandoff handoff = new OutgoingHandoff(core.store(), producer);
        context.addRoutes(new BackendApiRoutes(
                new BackendApi(
                        core.registry(),
                        new BusinessMessageFactory(core.messageIds(), core.clock(), core.outgoing()),
                        handoff,
                        core.clock()),
                new InboxApi(queue, events),
                new StatusRequestApi(
                        core.queries(),
                        new OutboundChannels(core.registry()),
                        new StatusRequestFactory(core.messageIds(), core.clock(), core.outgoing()),
                        handoff,
                        core.clock())));
    }
}
