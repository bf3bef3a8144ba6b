package nl.opendk.ebms.component.gateway;

import nl.opendk.ebms.service.backend.Inbox;
import nl.opendk.ebms.service.events.EventFeed;
import nl.opendk.ebms.service.send.MessagePreparer;
import nl.opendk.ebms.service.send.MessageSend;
import nl.opendk.ebms.service.send.Pings;
import nl.opendk.ebms.service.send.StatusRequests;

/**
 * What a back end can ask of the adapter: send a business message, ping a partner, ask for a message's status, poll
 * the inbox and the events. One set per gateway, behind both the REST API and the {@code ebms} producers.
 *
 * @param send inline as wired by the back end, then with the Grote Berichten threshold in front ({@link
 *     #sendingWith})
 * @param prepare the inline sender's checks and envelope without its store, for a message that is stored with other
 *     rows (the push response)
 */
public record BackendUseCases(
        MessageSend send,
        MessagePreparer prepare,
        Pings pings,
        StatusRequests statusRequests,
        Inbox inbox,
        EventFeed events) {

    BackendUseCases sendingWith(MessageSend other) {
        return new BackendUseCases(other, prepare, pings, statusRequests, inbox, events);
    }
}
