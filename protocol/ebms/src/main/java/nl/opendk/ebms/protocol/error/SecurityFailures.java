package nl.opendk.ebms.protocol.error;

/**
 * Every message-security problem is reported as an ebMS SecurityFailure with severity Error (ebMS 2.0
 * §4.2.3.4.2): a message that fails a signature, encryption or certificate check must not be processed further.
 */
public final class SecurityFailures {

    private SecurityFailures() {}

    public static EbmsError failure(String location, String description) {
        return EbmsError.fatal(EbmsErrorCode.SECURITY_FAILURE, location, description);
    }
}
