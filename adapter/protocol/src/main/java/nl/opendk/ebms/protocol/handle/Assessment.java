package nl.opendk.ebms.protocol.handle;

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
 */
public record Assessment(ReceivedMessage message, Agreement agreement, List<EbmsError> errors) {

    public Assessment {
        Objects.requireNonNull(message, "message");
        errors = List.copyOf(errors);
    }

    public static Assessment of(ReceivedMessage message, List<EbmsError> errors) {
        return new Assessment(message, null, errors);
    }

    public Assessment withAgreement(Agreement resolved, List<EbmsError> moreErrors) {
        List<EbmsError> all = new ArrayList<>(errors);
        all.addAll(moreErrors);
        return new Assessment(message, resolved, all);
    }

    /** True when no finding has severity Error; warnings alone do not stop processing (ebMS 2.0 §4.2.3.2.3). */
    public boolean accepted() {
        return errors.stream().noneMatch(EbmsError::isError);
    }
}
