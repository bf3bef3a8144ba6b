package nl.opendk.ebms.protocol.security.sign;

import java.util.List;
import nl.opendk.ebms.protocol.error.EbmsError;

/**
 * The outcome of verifying a signed message: the references that verified, or the SecurityFailure errors that say
 * why it did not. Never both.
 */
public record VerificationResult(List<VerifiedReference> references, List<EbmsError> errors) {

    public VerificationResult {
        references = List.copyOf(references);
        errors = List.copyOf(errors);
        if (references.isEmpty() == errors.isEmpty()) {
            throw new IllegalArgumentException("a verification either has references or errors");
        }
    }

    public static VerificationResult verified(List<VerifiedReference> references) {
        return new VerificationResult(references, List.of());
    }

    public static VerificationResult failed(List<EbmsError> errors) {
        return new VerificationResult(List.of(), errors);
    }

    public boolean isVerified() {
        return errors.isEmpty();
    }
}
