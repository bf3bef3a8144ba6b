package nl.opendk.ebms.component.gateway;

import java.time.Clock;
import java.time.Duration;
import java.util.function.Consumer;
import java.util.function.Supplier;
import nl.opendk.ebms.cpa.lookup.CpaRegistry;
import nl.opendk.ebms.db.backend.BackendQueue;
import nl.opendk.ebms.db.backend.EventQueue;
import nl.opendk.ebms.db.message.MessageQueries;
import nl.opendk.ebms.db.message.MessageStore;
import nl.opendk.ebms.db.purge.MessagePurge;
import nl.opendk.ebms.db.purge.WusExchangePurge;
import nl.opendk.ebms.protocol.signal.BusinessMessageFactory;
import nl.opendk.ebms.protocol.signal.MessageIds;
import nl.opendk.ebms.protocol.signal.OutgoingMessage;
import nl.opendk.ebms.protocol.signal.OutgoingSecurity;
import nl.opendk.ebms.protocol.signal.PingFactory;
import nl.opendk.ebms.protocol.signal.StatusRequestFactory;
import nl.opendk.ebms.routes.backend.DeliverRoute;
import nl.opendk.ebms.routes.backend.DeliverSteps;
import nl.opendk.ebms.routes.backend.EventRoute;
import nl.opendk.ebms.routes.backend.EventSteps;
import nl.opendk.ebms.routes.purge.PurgeRoute;
import nl.opendk.ebms.service.backend.BackendDelivery;
import nl.opendk.ebms.service.backend.DeliveryQueue;
import nl.opendk.ebms.service.backend.Inbox;
import nl.opendk.ebms.service.events.EventFeed;
import nl.opendk.ebms.service.events.EventPush;
import nl.opendk.ebms.service.events.PendingEvents;
import nl.opendk.ebms.service.gb.receive.ReceivedFiles;
import nl.opendk.ebms.service.lease.QueueOverflow;
import nl.opendk.ebms.service.purge.RetentionPurge;
import nl.opendk.ebms.service.send.BackendSend;
import nl.opendk.ebms.service.send.OurParties;
import nl.opendk.ebms.service.send.OutboundResolver;
import nl.opendk.ebms.service.send.OutgoingHandoff;
import nl.opendk.ebms.service.send.Pings;
import nl.opendk.ebms.service.send.SendQueue;
import nl.opendk.ebms.service.send.StatusRequests;
import org.apache.camel.CamelContext;

/**
 * Connects the back end: the delivery and event routes, the purge, and the use cases a back end calls (send, Ping,
 * StatusRequest, the inbox and the event feed), whether through the standalone adapter's REST API or the
 * {@code ebms} component's producers.
 */
final class BackendWiring {

    private BackendWiring() {}

    /** What the back end is wired to, made once by the gateway. */
    record Core(
            Clock clock,
            String nodeId,
            Duration lease,
            MessageIds messageIds,
            CpaRegistry registry,
            MessageStore store,
            MessageQueries queries,
            javax.sql.DataSource dataSource,
            Supplier<Duration> longestPersistDuration,
            OutgoingSecurity outgoing,
            Consumer<OutgoingMessage> pingQueued,
            OurParties ourParties,
            ReceivedFiles receivedFiles,
            SendQueue sends,
            QueueOverflow deliveryOverflow) {}

    static BackendUseCases wire(CamelContext context, BackendSettings settings, Subscriptions endpoints, Core core)
            throws Exception {
        BackendQueue queue =
                new BackendQueue(core.dataSource(), core.clock(), core.nodeId(), core.lease(), settings.retry());
        PendingEvents events = PendingEvents.of(
                new EventQueue(core.dataSource(), core.clock(), core.nodeId(), core.lease(), settings.retry()));
        context.addRoutes(new DeliverRoute(
                new DeliverSteps(
                        new BackendDelivery(
                                DeliveryQueue.of(queue), endpoints, 50, core.clock(), core.deliveryOverflow()),
                        core.receivedFiles()::of),
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

        OutgoingHandoff handoff = new OutgoingHandoff(core.store(), core.sends());
        OutboundResolver resolver = new OutboundResolver(core.registry());
        BackendSend send = new BackendSend(
                resolver,
                new BusinessMessageFactory(core.messageIds(), core.clock(), core.outgoing()),
                handoff,
                core.clock());
        return new BackendUseCases(
                send,
                send,
                new Pings(
                        resolver,
                        new PingFactory(core.messageIds(), core.clock(), core.outgoing()),
                        handoff,
                        core.pingQueued(),
                        core.ourParties(),
                        core.clock()),
                new StatusRequests(
                        core.queries(),
                        resolver,
                        new StatusRequestFactory(core.messageIds(), core.clock(), core.outgoing()),
                        handoff,
                        core.clock()),
                new Inbox(queue),
                new EventFeed(events));
    }
}
