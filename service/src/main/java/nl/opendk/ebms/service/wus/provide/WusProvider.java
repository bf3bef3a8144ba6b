package nl.opendk.ebms.service.wus.provide;

import static nl.opendk.ebms.service.observe.FlowLogEvent.WUS_CALL_NOT_RECORDED;

import java.security.cert.X509Certificate;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import nl.opendk.ebms.db.wus.WusDirection;
import nl.opendk.ebms.db.wus.WusExchangeStatus;
import nl.opendk.ebms.protocol.security.certificate.Oins;
import nl.opendk.ebms.service.wus.CertificateTrust;
import nl.opendk.ebms.service.wus.WusCall;
import nl.opendk.ebms.service.wus.WusCallEnd;
import nl.opendk.ebms.service.wus.WusCallStart;
import nl.opendk.ebms.service.wus.WusCatalog;
import nl.opendk.ebms.service.wus.WusExchangeLog;
import nl.opendk.ebms.service.wus.WusObserver;
import nl.opendk.ebms.service.wus.WusOperation;
import nl.opendk.ebms.service.wus.WusServiceDefinition;
import nl.opendk.wus.protocol.addressing.Addressing;
import nl.opendk.wus.protocol.envelope.EnvelopeCheck;
import nl.opendk.wus.protocol.envelope.EnvelopeResult;
import nl.opendk.wus.protocol.fault.WusFault;
import nl.opendk.wus.protocol.fault.WusFinding;
import nl.opendk.wus.protocol.reply.FaultWriter;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The use case of a partner calling a service we provide, around the message security that the routes leave to CXF
 * and WSS4J:
 *
 * <ol>
 *   <li>{@link #admit}: the path names a provided service; the TLS client is trusted and its OIN known (DK-WUS
 *       WT001-WT004); the envelope, headers and WS-Addressing keep the WUS rules ({@link EnvelopeCheck}); the Action
 *       names an operation of the service (WA001); a {@code wsa:To?OIN=} names us; the caller may call the operation.
 *       Every refusal is a SOAP 1.1 Fault with the Digikoppeling code (DK-BP-WUS ch03) and is recorded;
 *   <li>{@link #authorizeSigner}: in 2W-be-S and 2W-be-SE, once WSS4J verified the signature, the signer's
 *       certificate is trusted (chain and CRL) and its OIN may call the operation;
 *   <li>{@link #ended}: the answer is recorded with what happened on the way and counted.
 * </ol>
 */
public final class WusProvider {

    private static final Logger LOG = LoggerFactory.getLogger(WusProvider.class);

    private final WusCatalog catalog;
    private final EnvelopeCheck envelopes;
    private final CertificateTrust trust;
    private final boolean tls;
    private final Set<String> ourOins;
    private final WusExchangeLog log;
    private final WusObserver observer;

    /**
     * @param tls whether requests come over mutual TLS: then every request needs a trusted client certificate with an
     *     OIN; false only for plain HTTP (a trial, or behind a proxy that checks certificates)
     * @param ourOins the OINs of this organisation, which a {@code wsa:To?OIN=} must name; empty: not checked
     */
    public WusProvider(
            WusCatalog catalog,
            EnvelopeCheck envelopes,
            CertificateTrust trust,
            boolean tls,
            Set<String> ourOins,
            WusExchangeLog log,
            WusObserver observer) {
        this.catalog = Objects.requireNonNull(catalog, "catalog");
        this.envelopes = Objects.requireNonNull(envelopes, "envelopes");
        this.trust = Objects.requireNonNull(trust, "trust");
        this.tls = tls;
        this.ourOins = Set.copyOf(ourOins);
        this.log = Objects.requireNonNull(log, "log");
        this.observer = Objects.requireNonNull(observer, "observer");
    }

    /** Decides whether the request goes on to the message security, and answers it when it does not. */
    public Admission admit(WusRequest request) {
        long arrived = System.nanoTime();
        Optional<WusServiceDefinition> found = catalog.provided(request.path());
        if (found.isEmpty()) {
            // not a WUS call to anything we provide: nothing to record, nothing to tell
            return new Admission.Refused(404, new byte[0]);
        }
        WusServiceDefinition service = found.get();
        if (request.body().length > envelopes.limits().maxBytes()) {
            return tooLarge(service, request, arrived);
        }
        EnvelopeResult envelope =
                envelopes.check(request.body(), request.contentType(), request.soapAction(), service.profile());
        Addressing addressing = envelope.addressing();
        Optional<WusOperation> operation = service.operationFor(addressing.action());
        TlsClient client = tlsClient(request.tlsChain());
        String fromOin = addressing.fromOin().map(Object::toString).orElse(null);
        WusCall record;
        try {
            record = log.started(new WusCallStart(
                    WusDirection.PROVIDE,
                    service,
                    operation.map(WusOperation::name).orElse(null),
                    addressing.messageId(),
                    addressing.action(),
                    addressing.to(),
                    fromOin,
                    client.oin(),
                    null,
                    request.body()));
        } catch (RuntimeException e) {
            LOG.error(
                    WUS_CALL_NOT_RECORDED.line("A call to WUS service {} could not be recorded; answered 0051"),
                    service.name(),
                    e);
            WusFinding unavailable = new WusFinding(WusFault.SERVICE_UNAVAILABLE, "the call could not be recorded");
            return new Admission.Refused(500, FaultWriter.write(unavailable, addressing.messageId()));
        }
        ProvidedCall call =
                new ProvidedCall(service, operation.orElse(null), addressing, client.oin(), record, arrived);
        Optional<WusFinding> refusal = client.refusal()
                .or(envelope::fault)
                .or(() -> operation.isEmpty() ? Optional.of(noSuchOperation(service, addressing)) : Optional.empty())
                .or(() -> notAddressedToUs(addressing))
                .or(() -> Callers.beforeSecurity(
                                operation.get(), service.profile().signed(), client.oin(), fromOin)
                        .map(reason -> new WusFinding(WusFault.NOT_AUTHORIZED, reason)));
        if (refusal.isPresent()) {
            WusFinding finding = refusal.get();
            byte[] fault = FaultWriter.write(finding, addressing.messageId());
            call.refused(codeOf(finding.fault()), finding.detail());
            ended(call, 500, fault);
            return new Admission.Refused(500, fault);
        }
        return new Admission.Admitted(call);
    }

    /**
     * The signer of a request whose signature WSS4J verified (DK-WUS WB013): trusted now, and allowed to call.
     *
     * @return the fault to answer with, empty when the call may go on
     */
    public Optional<WusFault> authorizeSigner(ProvidedCall call, X509Certificate signer) {
        List<String> problems = trust.problems(signer, List.of());
        if (!problems.isEmpty()) {
            call.refused(codeOf(WusFault.FAILED_AUTHENTICATION), String.join("; ", problems));
            return Optional.of(WusFault.FAILED_AUTHENTICATION);
        }
        String oin = Oins.of(signer).orElse(null);
        call.signedBy(oin);
        Optional<String> refusal = Callers.signer(
                call.operation(),
                oin,
                call.tlsOin(),
                call.addressing().fromOin().map(Object::toString).orElse(null));
        if (refusal.isPresent()) {
            call.refused(codeOf(WusFault.NOT_AUTHORIZED), refusal.get());
            return Optional.of(WusFault.NOT_AUTHORIZED);
        }
        return Optional.empty();
    }

    /**
     * Records how the call ended and counts it. A call no step ended otherwise was answered when the HTTP status is
     * 200 and refused by the message security when it is not. Never throws: the partner gets its answer even when the
     * record cannot be written.
     */
    public void ended(ProvidedCall call, int httpStatus, byte[] response) {
        WusExchangeStatus status = call.status() != null
                ? call.status()
                : httpStatus == 200 ? WusExchangeStatus.ANSWERED : WusExchangeStatus.REJECTED;
        try {
            log.ended(
                    call.record(),
                    new WusCallEnd(
                            status,
                            call.responseMessageId(),
                            call.addressing().messageId(),
                            call.faultCode(),
                            call.faultText(),
                            httpStatus,
                            call.backendStartedAt(),
                            call.backendMs(),
                            response,
                            call.signerOin()));
        } catch (RuntimeException e) {
            LOG.error(
                    WUS_CALL_NOT_RECORDED.line("The end of a call to WUS service {} could not be recorded"),
                    call.service().name(),
                    e);
        }
        observer.called(
                WusDirection.PROVIDE,
                call.service().name(),
                call.operation() == null ? null : call.operation().name(),
                status,
                Duration.ofNanos(System.nanoTime() - call.arrivedNanos()));
    }

    /**
     * DK-WUS W23: a message over the limit is refused with a fault that points to Grote Berichten (DK-GB VW001),
     * unread, and recorded without its body.
     */
    private Admission tooLarge(WusServiceDefinition service, WusRequest request, long arrived) {
        WusFinding finding = new WusFinding(
                WusFault.TOO_LARGE,
                request.body().length + " bytes; " + envelopes.limits().maxBytes() + " at most");
        byte[] fault = FaultWriter.write(finding, (String) null);
        try {
            WusCall record = log.started(
                    new WusCallStart(WusDirection.PROVIDE, service, null, null, null, null, null, null, null, null));
            ProvidedCall call = new ProvidedCall(service, null, Addressing.NONE, null, record, arrived);
            call.refused(codeOf(WusFault.TOO_LARGE), finding.detail());
            ended(call, 413, fault);
        } catch (RuntimeException e) {
            LOG.error(WUS_CALL_NOT_RECORDED.line("A call to WUS service {} could not be recorded"), service.name(), e);
        }
        return new Admission.Refused(413, fault);
    }

    /** The code a fault is recorded with: the Digikoppeling code, or the SOAP or WSS fault code's local name. */
    public static String codeOf(WusFault fault) {
        return fault.code().orElse(fault.faultCode().getLocalPart());
    }

    /** DK-WUS WA001: the Action equals the wsam:Action of an operation of the service. */
    private static WusFinding noSuchOperation(WusServiceDefinition service, Addressing addressing) {
        return new WusFinding(
                WusFault.ACTION_INVALID,
                "wsa:Action " + addressing.action() + " names no operation of service " + service.name());
    }

    /** DK-WUS WA001: wsa:To may carry the receiver's OIN; when it does, it must be ours. */
    private Optional<WusFinding> notAddressedToUs(Addressing addressing) {
        return addressing
                .toOin()
                .map(Object::toString)
                .filter(oin -> !ourOins.isEmpty() && !ourOins.contains(oin))
                .map(oin -> new WusFinding(WusFault.TO_INVALID, "wsa:To names OIN " + oin + ", not this organisation"));
    }

    /** The TLS client as far as the connection tells: its OIN, or why it is refused. */
    private TlsClient tlsClient(List<X509Certificate> chain) {
        if (!tls) {
            return new TlsClient(null, Optional.empty());
        }
        if (chain.isEmpty()) {
            return TlsClient.refused("the request came without a TLS client certificate (DK-WUS WT001)");
        }
        X509Certificate certificate = chain.get(0);
        List<String> problems = trust.problems(certificate, chain.subList(1, chain.size()));
        if (!problems.isEmpty()) {
            return TlsClient.refused("the TLS client certificate is not trusted: " + String.join("; ", problems));
        }
        return Oins.of(certificate)
                .map(oin -> new TlsClient(oin, Optional.<WusFinding>empty()))
                .orElseGet(
                        () -> TlsClient.refused("the TLS client certificate has no OIN in its serialNumber (PKI001)"));
    }

    private record TlsClient(String oin, Optional<WusFinding> refusal) {
        static TlsClient refused(String reason) {
            return new TlsClient(null, Optional.of(new WusFinding(WusFault.NOT_AUTHORIZED, reason)));
        }
    }
}
