package nl.opendk.ebms.service.wus.provide;

/** What {@link WusProvider#admit} decided: the call goes on to the message security, or it is answered now. */
public sealed interface Admission {

    /** The request passed the checks that come before the message security; hand it on. */
    record Admitted(ProvidedCall call) implements Admission {}

    /**
     * The request is answered now, and recorded already.
     *
     * @param status the HTTP status: 500 for a SOAP Fault (WS-I BP R1126), 404 when the path names no service, 413
     *     when the body is over the size limit
     * @param body a SOAP 1.1 Fault envelope, or empty for 404
     */
    record Refused(int status, byte[] body) implements Admission {}
}
