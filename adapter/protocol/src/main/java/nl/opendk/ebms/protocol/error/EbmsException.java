package nl.opendk.ebms.protocol.error;

import java.util.List;

/** Carries ebMS errors out of a step that cannot go on; exactly {@code ErrorListWriter} puts them on the wire. */
public class EbmsException extends RuntimeException {

    private final transient List<EbmsError> errors;

    public EbmsException(List<EbmsError> errors) {
        super(summary(errors));
        if (errors.isEmpty()) {
            throw new IllegalArgumentException("An EbmsException needs at least one error");
        }
        this.errors = List.copyOf(errors);
    }

    public EbmsException(EbmsError error) {
        this(List.of(error));
    }

    public List<EbmsError> errors() {
        return errors;
    }

    private static String summary(List<EbmsError> errors) {
        StringBuilder text = new StringBuilder();
        for (EbmsError error : errors) {
            if (!text.isEmpty()) {
                text.append("; ");
            }
            text.append(error.code().wireValue())
                    .append(" at ")
                    .append(error.location())
                    .append(": ")
                    .append(error.description());
        }
        return text.toString();
    }
}
