package nl.opendk.ebms.protocol.signal;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import nl.opendk.ebms.protocol.message.PartyId;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.protocol.message.Service;

/**
 * What a back end asks to send: the CPA, the parties and their roles, the Service and Action, and the payloads.
 *
 * @param conversationId null to start a new conversation (ebMS 2.0 §3.1.3)
 * @param refToMessageId the message this one answers, or null
 * @param timeToLive when the message is no longer worth delivering, or null (ebMS 2.0 §6.4.5)
 */
public record BusinessMessageRequest(
        String cpaId,
        PartyId from,
        String fromRole,
        PartyId to,
        String toRole,
        Service service,
        String action,
        String conversationId,
        String refToMessageId,
        Instant timeToLive,
        List<PayloadPart> payloads) {

    public BusinessMessageRequest {
        Objects.requireNonNull(cpaId, "cpaId");
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(to, "to");
        Objects.requireNonNull(service, "service");
        Objects.requireNonNull(action, "action");
        payloads = List.copyOf(payloads);
    }
}
