package nl.opendk.ebms.protocol.message;

import java.util.List;
import nl.opendk.ebms.protocol.error.EbmsError;

/** ebMS 2.0 §4.2.3 ErrorList as received from a peer. */
public record ErrorList(String highestSeverity, List<EbmsError> errors) {

    public ErrorList {
        errors = List.copyOf(errors);
    }
}
