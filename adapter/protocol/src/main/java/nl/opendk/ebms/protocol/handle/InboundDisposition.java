package nl.opendk.ebms.protocol.handle;

import java.util.List;
import java.util.Objects;
import nl.opendk.ebms.protocol.error.EbmsError;
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.protocol.message.ReceivedMessage;
import nl.opendk.ebms.protocol.signal.OutgoingMessage;

/**
 * Everything one received message leads to, decided before anything is written: the status it is stored with,
 * the messages it causes (Pong, MessageError, ...) and the HTTP answer. The store writes the message and what
 * it causes in one transaction; the answer goes out only after that commit.
 *
 * @param storable false when the message cannot be stored (no MessageId); it is then only answered
 * @param errors the findings stored with the message (empty when it was accepted without warnings)
 */
public record InboundDisposition(
        ReceivedMessage message,
        boolean storable,
        MessageStatus status,
        List<EbmsError> errors,
        List<OutgoingMessage> outgoing,
        HttpAnswer answer) {

    public InboundDisposition {
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(status, "status");
        errors = List.copyOf(errors);
        outgoing = List.copyOf(outgoing);
        Objects.requireNonNull(answer, "answer");
    }
}
