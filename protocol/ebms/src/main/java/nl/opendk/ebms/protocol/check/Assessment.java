package nl.opendk.ebms.protocol.check;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import nl.opendk.ebms.protocol.agreement.Agreement;
import nl.opendk.ebms.protocol.error.EbmsError;
import nl.opendk.ebms.protocol.message.ReceivedMessage;

/**
 * A received message with every finding of the checks so far and the CPA terms that apply, as far as known.
 * Checks add findings instead of stopping at the first, so the sender learns everything that is wrong at once.
 *
 * @param agreement the resolved CPA terms, or null when the CPA is unknown or the checks did not get that far
 * @param signedReferences the ds:Reference elements of the message's signature that verified, in canonical XML, for
 *     a signed Acknowledgment (ebMS 2.0 §6.3.2); empty when the message was not signed
 * @param senderRefused true when the transport identity does not match the party the message names as its sender:
 *     then the message did not come from that party, so it is neither stored nor answered at that party's endpoint
 */
public record Assessment(
        ReceivedMessage message,
        Agreement agreement,
        List<EbmsError> errors,
        List<String> signedReferences,
        boolean senderRefused) {

    public Assessment {
        Objects.requireNonNull(message, "message");
        errors = List.copyOf(errors);
        signedReferences = List.copyOf(signedReferences);
    }

    public Assessment(ReceivedMessage message, Agreement agreement, List<EbmsError> errors) {
        this(message, agreement, errors, List.of(), false);
    }

    public static Assessment of(ReceivedMessage message, List<EbmsError> errors) {
        return new Assessment(message, null, errors);
    }

    public Assessment withAgreement(Agreement resolved, List<EbmsError> moreErrors) {
        return new Assessment(message, resolved, concat(errors, moreErrors), signedReferences, senderRefused);
    }

    /** The findings of the message-security checks added; nothing else changes. */
    public Assessment withSecurityErrors(List<EbmsError> securityErrors) {
        return new Assessment(message, agreement, concat(errors, securityErrors), signedReferences, senderRefused);
    }

    /**
     * The message as it passed the message-security checks: its payloads decrypted where they were encrypted (the
     * envelope stays as received), and the references its signature verified with.
     */
    public Assessment secured(ReceivedMessage readable, List<String> verifiedReferences) {
        return new Assessment(readable, agreement, errors, verifiedReferences, senderRefused);
    }

    /** The sender is not who the message says (DK-BP EB005): refused without an agreement to answer under. */
    public Assessment refusedSender(List<EbmsError> securityErrors) {
        return new Assessment(message, null, concat(errors, securityErrors), List.of(), true);
    }

    /** True when no finding has severity Error; warnings alone do not stop processing (ebMS 2.0 §4.2.3.2.3). */
    public boolean accepted() {
        return errors.stream().noneMatch(EbmsError::isError);
    }

    private static List<EbmsError> concat(List<EbmsError> first, List<EbmsError> second) {
        List<EbmsError> all = new ArrayList<>(first);
        all.addAll(second);
        return all;
    }
}
