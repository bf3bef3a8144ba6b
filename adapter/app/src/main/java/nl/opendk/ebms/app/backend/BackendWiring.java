package nl.opendk.ebms.app.backend;

import static nl.opendk.ebms.app.observe.AdapterLogEvent.JMS_BROKER;

import java.time.Clock;
import java.time.Duration;
import java.util.function.Supplier;
import nl.opendk.ebms.cpa.lookup.CpaRegistry;
import nl.opendk.ebms.db.backend.BackendQueue;
import nl.opendk.ebms.db.backend.EventQueue;
import nl.opendk.ebms.db.events.BackendOptions;
import nl.opendk.ebms.db.message.MessageQueries;
import nl.opendk.ebms.db.message.MessageStore;
import nl.opendk.ebms.db.purge.MessagePurge;
import nl.opendk.ebms.db.purge.WusExchangePurge;
import nl.opendk.ebms.protocol.signal.BusinessMessageFactory;
import nl.opendk.ebms.protocol.signal.MessageIds;
import nl.opendk.ebms.protocol.signal.OutgoingSecurity;
import nl.opendk.ebms.protocol.signal.StatusRequestFactory;
import nl.opendk.ebms.routes.backend.DeliverRoute;
import nl.opendk.ebms.routes.backend.DeliverSteps;
import nl.opendk.ebms.routes.backend.EventRoute;
import nl.opendk.ebms.routes.backend.EventSteps;
import nl.opendk.ebms.routes.purge.PurgeRoute;
import nl.opendk.ebms.routes.send.SedaSendQueue;
import nl.opendk.ebms.service.backend.BackendDelivery;
import nl.opendk.ebms.service.backend.DeliveryQueue;
import nl.opendk.ebms.service.backend.Inbox;
import nl.opendk.ebms.service.events.EventFeed;
import nl.opendk.ebms.service.events.EventPush;
import nl.opendk.ebms.service.events.PendingEvents;
import nl.opendk.ebms.service.purge.RetentionPurge;
import nl.opendk.ebms.service.send.BackendSend;
import nl.opendk.ebms.service.send.OutboundResolver;
import nl.opendk.ebms.service.send.OutgoingHandoff;
import nl.opendk.ebms.service.send.StatusRequests;
import org.apache.activemq.artemis.jms.client.ActiveMQConnectionFactory;
import org.apache.camel.CamelContext;
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
        LOG.info(JMS_BROKER.line("Back-end JMS endpoints use {}"), broker);
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
        PendingEvents events = PendingEvents.of(
                new EventQueue(core.dataSource(), core.clock(), core.nodeId(), core.lease(), settings.retry()));
        ConfiguredEndpoints endpoints = new ConfiguredEndpoints(settings);
        context.addRoutes(new DeliverRoute(
                new DeliverSteps(new BackendDelivery(DeliveryQueue.of(queue), endpoints, 50, core.clock())),
                settings.concurrency(),
                settings.pollInterval()));
        context.addRoutes(
                new EventRoute(new EventSteps(new EventPush(events, endpoints, 100)), settings.pollInterval()));
        context.addRoutes(new PurgeRoute(
                new RetentionPurge(
                        new MessagePurge(core.dataSource()),
                        new WusExchangePurge(core.dataSource()),
                        settings.retention(),
                        core.longestPersistDuration(),
                        core.clock()),
                settings.purgeInterval()));

        OutgoingHandoff handoff =
                new OutgoingHandoff(core.store(), new SedaSendQueue(context.createProducerTemplate()));
        OutboundResolver resolver = new OutboundResolver(core.registry());
        context.addRoutes(new BackendApiRoutes(
                new BackendApi(new BackendSend(
                        resolver,
                        new BusinessMessageFactory(core.messageIds(), core.clock(), core.outgoing()),
                        handoff,
                        core.clock())),
                new InboxApi(new Inbox(queue), new EventFeed(events)),
                new StatusRequestApi(new StatusRequests(
                        core.queries(),
                        resolver,
                        new StatusRequestFactory(core.messageIds(), core.clock(), core.outgoing()),
                        handoff,
                        core.clock()))));
    }
}
