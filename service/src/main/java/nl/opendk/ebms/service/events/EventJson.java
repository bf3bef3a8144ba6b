package nl.opendk.ebms.service.events;

import java.util.List;
import java.util.Locale;
import nl.opendk.ebms.db.backend.BackendEvent;
import nl.opendk.ebms.db.message.MessageSummary;
import nl.opendk.ebms.protocol.message.Party;
import nl.opendk.ebms.service.expiry.EndingNotices;
import nl.opendk.ebms.service.expiry.Expiry;

/**
 * The event as the back end reads it: what happened, to which message, and for a failure why; for an {@code ending}
 * event no message but what ends when.
 */
public record EventJson(
        long eventId,
        String event,
        String time,
        String messageId,
        String refToMessageId,
        String conversationId,
        String cpaId,
        String fromPartyId,
        String toPartyId,
        String service,
        String action,
        String status,
        List<ErrorJson> errors,
        EndingJson ending) {

    public static EventJson of(BackendEvent event) {
        MessageSummary message = event.message();
        if (message == null) {
            Expiry expiry = EndingNotices.read(event.detail());
            return new EventJson(
                    event.id(),
                    event.kind().wireValue(),
                    event.createdAt().toString(),
                    null,
                    null,
                    null,
                    null,
                    null,
                    null,
                    null,
                    null,
                    null,
                    List.of(),
                    new EndingJson(
                            expiry.kind().name().toLowerCase(Locale.ROOT),
                            expiry.kind().text(),
                            expiry.owner(),
                            expiry.subject(),
                            expiry.endsAt().toString()));
        }
        return new EventJson(
                event.id(),
                event.kind().wireValue(),
                event.createdAt().toString(),
                message.messageId(),
                message.refToMessageId(),
                message.conversationId(),
                message.cpaId(),
                partyId(message.from()),
                partyId(message.to()),
                message.service() == null ? null : message.service().value(),
                message.action(),
                message.status().name().toLowerCase(Locale.ROOT),
                event.errors().stream()
                        .map(e -> new ErrorJson(
                                e.code().wireValue(), e.severity().wireValue(), e.location(), e.description()))
                        .toList(),
                null);
    }

    private static String partyId(Party party) {
        return party == null || party.primaryId() == null
                ? null
                : party.primaryId().value();
    }

    public record ErrorJson(String errorCode, String severity, String location, String description) {}

    /** What ends when: {@code kind} is our_certificate, cpa_end, cpa_certificate or wus_certificate. */
    public record EndingJson(String kind, String what, String owner, String subject, String endsAt) {}
}
