package nl.opendk.ebms.protocol.signal;

import nl.opendk.ebms.protocol.agreement.ChannelTerms;

/**
 * Secures an outgoing message for the channel it goes to, at the moment it is made: for osb-*-e the payloads are
 * encrypted for the receiver, for osb-*-s and osb-*-e the envelope is signed (ebMS 2.0 §4.1). What is stored is
 * then exactly what goes on the wire, and every retry sends the same bytes.
 */
@FunctionalInterface
public interface OutgoingSecurity {

    /**
     * For an adapter without a key: messages on channels without message security go out as made; a channel that
     * asks for signing or encryption is refused rather than sent unprotected.
     */
    OutgoingSecurity NONE = (message, destination) -> {
        if (destination.security().signed() || destination.security().encrypted()) {
            throw new ChannelSecurityUnavailable("channel " + destination.channelId()
                    + " requires message security (osb-*-s, osb-*-e), but no signing key is configured");
        }
        return message;
    };

    /**
     * @param destination the receiving party's channel the message is sent on
     * @return the message as it goes on the wire; {@code message} itself when the channel asks for nothing
     * @throws ChannelSecurityUnavailable when the channel asks for security the CPA or this adapter cannot provide
     */
    OutgoingMessage secure(OutgoingMessage message, ChannelTerms destination);
}
