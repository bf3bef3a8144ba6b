package nl.opendk.wus.protocol.addressing;

import java.util.Optional;

/**
 * The WS-Addressing 1.0 message addressing properties of one message, as read (DK-WUS WA001). A value is null when
 * its header is absent; whether it is valid is what {@link AddressingCheck}'s findings say. From, ReplyTo and FaultTo
 * hold the wsa:Address of their endpoint reference: WUS allows nothing else in them.
 */
public record Addressing(
        String to, String action, String messageId, String from, String replyTo, String faultTo, String relatesTo) {

    /** No addressing headers at all (no Header, or an envelope that could not be read). */
    public static final Addressing NONE = new Addressing(null, null, null, null, null, null, null);

    /** The receiver's OIN from {@code wsa:To?OIN=}, when it carries a valid one. */
    public Optional<Oin> toOin() {
        return Oin.fromAddress(to);
    }

    /** The sender's OIN from {@code wsa:From/wsa:Address?OIN=}, when it carries a valid one. */
    public Optional<Oin> fromOin() {
        return Oin.fromAddress(from);
    }
}
