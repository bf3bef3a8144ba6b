package nl.opendk.ebms.protocol.error;

import java.util.Objects;
import nl.opendk.ebms.protocol.text.Printable;

/**
 * A request that never reached ebMS processing because it is not a usable SOAP 1.1 message (SOAP 1.1 §4.4).
 * It is answered with a SOAP Fault, HTTP 500 (SOAP 1.1 §6.2), whose detail carries the ebMS error, so a peer
 * sees both what SOAP says and which ebMS code applies.
 */
public record SoapFault(FaultCode faultCode, String reason, EbmsError detail) {

    public SoapFault {
        Objects.requireNonNull(faultCode, "faultCode");
        Objects.requireNonNull(reason, "reason");
        // the reason may quote what the sender sent (a Content-Type, a SOAPAction)
        reason = Printable.escape(reason, EbmsError.MAX_DESCRIPTION);
    }

    /** SOAP 1.1 §4.4.1 fault codes. */
    public enum FaultCode {
        VERSION_MISMATCH("VersionMismatch"),
        MUST_UNDERSTAND("MustUnderstand"),
        CLIENT("Client"),
        SERVER("Server");

        private final String localName;

        FaultCode(String localName) {
            this.localName = localName;
        }

        public String localName() {
            return localName;
        }
    }

    public static SoapFault client(EbmsErrorCode code, String reason) {
        return new SoapFault(FaultCode.CLIENT, reason, EbmsError.fatal(code, ErrorLocation.ENVELOPE, reason));
    }
}
