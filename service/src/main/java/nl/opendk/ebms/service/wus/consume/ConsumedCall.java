package nl.opendk.ebms.service.wus.consume;

import java.security.cert.X509Certificate;
import nl.opendk.ebms.service.wus.WusCall;
import nl.opendk.ebms.service.wus.WusOperation;
import nl.opendk.ebms.service.wus.WusServiceDefinition;
import org.w3c.dom.Element;

/**
 * A call our back end makes to a partner's service, from its arrival until the back end has the answer. The
 * request's addressing is made here (DK-WUS WA001); what the partner's response turns out to be is noted by the steps
 * that see it, on the one thread that handles the call.
 *
 * @param partnerCertificate the partner's certificate from the definition: its OIN goes in wsa:To, its key
 *     encrypts the request (2W-be-SE), and the response's signer must carry the same OIN
 */
public final class ConsumedCall {

    private final WusServiceDefinition service;
    private final WusOperation operation;
    private final Element payload;
    private final OutgoingAddressing addressing;
    private final X509Certificate partnerCertificate;
    private final WusCall record;
    private final long arrivedNanos;

    private String responseRefusal;
    private boolean partnerFaulted;
    private String signerOin;
    private String responseMessageId;
    private String relatesTo;

    ConsumedCall(
            WusServiceDefinition service,
            WusOperation operation,
            Element payload,
            OutgoingAddressing addressing,
            X509Certificate partnerCertificate,
            WusCall record,
            long arrivedNanos) {
        this.service = service;
        this.operation = operation;
        this.payload = payload;
        this.addressing = addressing;
        this.partnerCertificate = partnerCertificate;
        this.record = record;
        this.arrivedNanos = arrivedNanos;
    }

    public WusServiceDefinition service() {
        return service;
    }

    public WusOperation operation() {
        return operation;
    }

    /** The request's one Body element, as our back end wrote it. */
    public Element payload() {
        return payload;
    }

    public OutgoingAddressing addressing() {
        return addressing;
    }

    public X509Certificate partnerCertificate() {
        return partnerCertificate;
    }

    /** The partner answered with a SOAP Fault (its in-fault chain ran). */
    public void partnerFaulted() {
        this.partnerFaulted = true;
    }

    /** Why the partner's response is not taken (WS-Addressing, signer); the first reason counts. */
    public void responseRefused(String reason) {
        if (responseRefusal == null) {
            responseRefusal = reason;
        }
    }

    /** Whether the partner's answer was a SOAP Fault of its own. */
    public boolean isPartnerFault() {
        return partnerFaulted;
    }

    /** Why the response was not taken, or null. */
    public String responseRefusal() {
        return responseRefusal;
    }

    /** The response's wsa:MessageID, once {@link WusConsumer#checkAddressing} took it. */
    public String responseMessageId() {
        return responseMessageId;
    }

    /** The response's wsa:RelatesTo, once {@link WusConsumer#checkAddressing} took it. */
    public String relatesTo() {
        return relatesTo;
    }

    void responded(String messageId, String relatesTo) {
        this.responseMessageId = messageId;
        this.relatesTo = relatesTo;
    }

    void signedBy(String oin) {
        this.signerOin = oin;
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
}
