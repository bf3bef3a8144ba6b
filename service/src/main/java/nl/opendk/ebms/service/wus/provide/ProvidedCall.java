package nl.opendk.ebms.service.wus.provide;

import java.time.Duration;
import java.time.Instant;
import nl.opendk.ebms.db.wus.WusExchangeStatus;
import nl.opendk.ebms.service.wus.WusCall;
import nl.opendk.ebms.service.wus.WusOperation;
import nl.opendk.ebms.service.wus.WusServiceDefinition;
import nl.opendk.wus.protocol.addressing.Addressing;
import nl.opendk.wus.protocol.profile.WusProfile;

/**
 * A call to a provided service that passed admission, from there until it is answered. What happens to it on the way
 * (the signer, the back end's answer, the response's MessageID) is noted here by the steps that see it, all on the
 * one thread that handles the call, and recorded by {@link WusProvider#ended}.
 */
public final class ProvidedCall {

    private final WusServiceDefinition service;
    private final WusOperation operation;
    private final Addressing addressing;
    private final String tlsOin;
    private final WusCall record;
    private final long arrivedNanos;

    private String signerOin;
    private Instant backendStartedAt;
    private Long backendMs;
    private WusExchangeStatus status;
    private String faultCode;
    private String faultText;
    private String responseMessageId;

    ProvidedCall(
            WusServiceDefinition service,
            WusOperation operation,
            Addressing addressing,
            String tlsOin,
            WusCall record,
            long arrivedNanos) {
        this.service = service;
        this.operation = operation;
        this.addressing = addressing;
        this.tlsOin = tlsOin;
        this.record = record;
        this.arrivedNanos = arrivedNanos;
    }

    public WusServiceDefinition service() {
        return service;
    }

    public WusOperation operation() {
        return operation;
    }

    public WusProfile profile() {
        return service.profile();
    }

    /** The request's WS-Addressing headers, checked (DK-WUS WA001). */
    public Addressing addressing() {
        return addressing;
    }

    /** The caller: the signer's OIN when the request was signed, else the TLS client's (null over plain HTTP). */
    public String callerOin() {
        if (signerOin != null) {
            return signerOin;
        }
        return tlsOin != null
                ? tlsOin
                : addressing.fromOin().map(Object::toString).orElse(null);
    }

    /** The back end was called at {@code startedAt} and took {@code took} to answer or fail. */
    public void backEndCalled(Instant startedAt, Duration took) {
        this.backendStartedAt = startedAt;
        this.backendMs = took.toMillis();
    }

    /** The back end answered with a SOAP Fault of its own, relayed to the partner (a content error, category 2). */
    public void backEndFaulted(String code, String text) {
        end(WusExchangeStatus.FAULTED, code, text);
    }

    /** The back end failed or did not answer in time; the partner gets 0051. */
    public void backEndFailed(String code, String reason) {
        end(WusExchangeStatus.BACKEND_FAILED, code, reason);
    }

    /** The adapter refused the call after admission (the signer, or the message security). */
    public void refused(String code, String text) {
        end(WusExchangeStatus.REJECTED, code, text);
    }

    /** The wsa:MessageID the response or fault went out with. */
    public void responseMessageId(String messageId) {
        this.responseMessageId = messageId;
    }

    /** A fault the endpoint answered with that no step explained: the message security refused the request. */
    public void faultedWith(String code, String text) {
        if (status == null) {
            refused(code, text);
        }
    }

    void signedBy(String oin) {
        this.signerOin = oin;
    }

    private void end(WusExchangeStatus ended, String code, String text) {
        this.status = ended;
        this.faultCode = code;
        this.faultText = text;
    }

    String tlsOin() {
        return tlsOin;
    }

    String signerOin() {
        return signerOin;
    }

    WusCall record() {
        return record;
    }

    long arrivedNanos() {
        return arrivedNanos;
    }

    Instant backendStartedAt() {
        return backendStartedAt;
    }

    Long backendMs() {
        return backendMs;
    }

    /** The status so far: null until a step ended the call otherwise than with a normal answer. */
    WusExchangeStatus status() {
        return status;
    }

    String faultCode() {
        return faultCode;
    }

    String faultText() {
        return faultText;
    }

    String responseMessageId() {
        return responseMessageId;
    }
}
