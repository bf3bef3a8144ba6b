package nl.opendk.ebms.protocol.security.encrypt;

import java.util.List;
import nl.opendk.ebms.protocol.error.EbmsError;
import nl.opendk.ebms.protocol.message.PayloadPart;

/** The decrypted payload parts, in the order received, or the SecurityFailure errors that say why not. */
public record DecryptionResult(List<PayloadPart> parts, List<EbmsError> errors) {

    public DecryptionResult {
        parts = List.copyOf(parts);
        errors = List.copyOf(errors);
    }

    public boolean isDecrypted() {
        return errors.isEmpty();
    }
}
