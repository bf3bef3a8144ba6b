package nl.opendk.ebms.perf.traffic;

import java.util.List;

/**
 * What an answer's body said, read by {@link AnswerReader}: whether it was a SOAP envelope, and the SOAP Fault or
 * ebMS ErrorList (ebMS 2.0 §4.2.3) it carried.
 *
 * @param hasContent false for an empty body (a 204)
 * @param isEnvelope the body parsed as XML with a SOAP 1.1 Envelope as its root
 * @param faultCode the Fault's faultcode without prefix (Client, Server, MustUnderstand, ...), or null without Fault
 * @param faultString the Fault's faultstring, or null
 * @param errors the ebMS errors as "errorCode at location", empty without ErrorList
 */
public record AnswerBody(
        boolean hasContent, boolean isEnvelope, String faultCode, String faultString, List<String> errors) {

    public static final AnswerBody EMPTY = new AnswerBody(false, false, null, null, List.of());

    /** Longest faultstring kept in a reason: answers are grouped by reason, and details differ per message. */
    static final int REASON_TEXT = 120;

    public AnswerBody {
        errors = List.copyOf(errors);
    }

    public boolean isFault() {
        return faultCode != null;
    }

    public boolean isErrorList() {
        return !errors.isEmpty();
    }

    /** The part of an answer's reason that comes from the body, with a leading space, or "" for an empty body. */
    public String summary() {
        if (isErrorList()) {
            return " ebMS " + String.join(", ", errors);
        }
        if (isFault()) {
            String text = faultString == null ? "" : faultString;
            return " SOAP Fault " + faultCode + ": "
                    + (text.length() > REASON_TEXT ? text.substring(0, REASON_TEXT) + "..." : text);
        }
        if (hasContent && !isEnvelope) {
            return " (not a SOAP envelope)";
        }
        return hasContent ? " (SOAP envelope without Fault or ErrorList)" : "";
    }
}
