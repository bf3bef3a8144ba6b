package nl.opendk.ebms.protocol.handle;

import java.util.List;
import java.util.Objects;
import nl.opendk.ebms.protocol.error.EbmsError;
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.protocol.message.ReceivedMessage;
import nl.opendk.ebms.protocol.signal.OutgoingMessage;

/**
 * Everything one received message leads to, decided before anything is written: the status it is stored with,
 * the messages it causes (Pong, Acknowledgment, MessageError, ...), what it changes about messages we sent, and the
 * HTTP answer. The store writes the message and all of this in one transaction; the answer goes out after that
 * commit.
 *
 * @param storable false when the message cannot be stored (no MessageId); it is then only answered
 * @param errors the findings stored with the message (empty when it was accepted without warnings)
 * @param outgoing messages to send asynchronously because of this message
 * @param answered messages that travel in the HTTP response itself (a synchronous Acknowledgment or
 *     MessageError, ebMS 2.0 §4.3): stored as delivered, for the record and for duplicates
 * @param onDuplicate what to send instead when the message turns out to be a duplicate: the Acknowledgment or
 *     MessageError again, never a second delivery (ebMS 2.0 §6.4.1); empty where duplicates are just ignored
 * @param effects changes to messages we sent (an Acknowledgment or MessageError about them)
 */
public record InboundDisposition(
        ReceivedMessage message,
        boolean storable,
        MessageStatus status,
        List<EbmsError> errors,
        List<OutgoingMessage> outgoing,
        List<OutgoingMessage> answered,
        List<OutgoingMessage> onDuplicate,
        List<Effect> effects,
        HttpAnswer answer) {

    public InboundDisposition {
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(status, "status");
        errors = List.copyOf(errors);
        outgoing = List.copyOf(outgoing);
        answered = List.copyOf(answered);
        onDuplicate = List.copyOf(onDuplicate);
        effects = List.copyOf(effects);
        Objects.requireNonNull(answer, "answer");
    }

    /** A disposition that causes only asynchronous messages, with nothing special for duplicates. */
    public InboundDisposition(
            ReceivedMessage message,
            boolean storable,
            MessageStatus status,
            List<EbmsError> errors,
            List<OutgoingMessage> outgoing,
            HttpAnswer answer) {
        this(message, storable, status, errors, outgoing, List.of(), List.of(), List.of(), answer);
    }
}
