package nl.opendk.ebms.component.gateway;

import nl.opendk.ebms.service.backend.Inbox;
import nl.opendk.ebms.service.events.EventFeed;
import nl.opendk.ebms.service.send.BackendSend;
import nl.opendk.ebms.service.send.Pings;
import nl.opendk.ebms.service.send.StatusRequests;

/**
 * What a back end can ask of the adapter: send a business message, ping a partner, ask for a message's status, poll
 * the inbox and the events. One set per gateway, behind both the REST API and the {@code ebms} producers.
 */
public record BackendUseCases(
        BackendSend send, Pings pings, StatusRequests statusRequests, Inbox inbox, EventFeed events) {}
