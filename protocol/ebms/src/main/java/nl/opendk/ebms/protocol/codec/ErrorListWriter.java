package nl.opendk.ebms.protocol.codec;

import java.util.List;
import nl.opendk.ebms.protocol.error.EbmsError;
import nl.opendk.ebms.protocol.error.EbmsErrorCode;
import nl.opendk.ebms.protocol.error.Severity;

/** The one place ebMS errors become a wire eb:ErrorList (ebMS 2.0 §4.2.3; digest §2.3 MessageError sample). */
public final class ErrorListWriter {

    private ErrorListWriter() {}

    /**
     * Appends an ErrorList. As a SOAP header element it carries mustUnderstand (§4.2.3.1); inside a SOAP Fault
     * detail it does not.
     */
    static void append(StringBuilder out, List<EbmsError> errors, boolean asHeader) {
        out.append("<eb:ErrorList eb:version=\"2.0\"");
        if (asHeader) {
            out.append(" soap:mustUnderstand=\"1\"");
        }
        out.append(" eb:highestSeverity=\"")
                .append(highestSeverity(errors).wireValue())
                .append("\">");
        for (EbmsError error : errors) {
            out.append("<eb:Error eb:codeContext=\"")
                    .append(EbmsErrorCode.CODE_CONTEXT)
                    .append("\" eb:errorCode=\"")
                    .append(error.code().wireValue())
                    .append("\" eb:severity=\"")
                    .append(error.severity().wireValue())
                    .append('"');
            if (error.location() != null) {
                XmlText.append(out.append(" eb:location=\""), error.location()).append('"');
            }
            out.append("><eb:Description xml:lang=\"en-US\">");
            XmlText.append(out, error.description()).append("</eb:Description></eb:Error>");
        }
        out.append("</eb:ErrorList>");
    }

    /** §4.2.3.1: highestSeverity is Error when any error is, else Warning. */
    private static Severity highestSeverity(List<EbmsError> errors) {
        for (EbmsError error : errors) {
            if (error.isError()) {
                return Severity.ERROR;
            }
        }
        return Severity.WARNING;
    }
}
