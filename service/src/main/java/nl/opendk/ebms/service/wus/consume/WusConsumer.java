package nl.opendk.ebms.service.wus.consume;

import static nl.opendk.ebms.service.observe.FlowLogEvent.GB_DOWNLOAD_FAILED;
import static nl.opendk.ebms.service.observe.FlowLogEvent.WUS_CALL_NOT_RECORDED;
import static nl.opendk.ebms.service.observe.FlowLogEvent.WUS_PARTNER_FAILED;

import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;
import javax.xml.namespace.QName;
import nl.opendk.ebms.db.wus.WusDirection;
import nl.opendk.ebms.db.wus.WusExchangeStatus;
import nl.opendk.ebms.protocol.security.certificate.Oins;
import nl.opendk.ebms.service.wus.CertificateTrust;
import nl.opendk.ebms.service.wus.PartnerCertificates;
import nl.opendk.ebms.service.wus.WusCall;
import nl.opendk.ebms.service.wus.WusCallEnd;
import nl.opendk.ebms.service.wus.WusCallStart;
import nl.opendk.ebms.service.wus.WusCatalog;
import nl.opendk.ebms.service.wus.WusExchangeLog;
import nl.opendk.ebms.service.wus.WusObserver;
import nl.opendk.ebms.service.wus.WusOperation;
import nl.opendk.ebms.service.wus.WusServiceDefinition;
import nl.opendk.wus.protocol.addressing.AddressingValues;
import nl.opendk.wus.protocol.fault.WusFault;
import nl.opendk.wus.protocol.plain.PlainFault;
import nl.opendk.wus.protocol.plain.PlainMessage;
import nl.opendk.wus.protocol.plain.PlainSoap;
import nl.opendk.wus.protocol.xml.UnreadableXmlException;
import nl.opendk.wus.protocol.xml.WusNamespaces;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The use case of our back end calling a partner's service through the adapter. The back end posts a plain SOAP 1.1
 * request (no WS-Addressing, no WS-Security); {@link #prepare} finds the service and operation and makes the
 * request's addressing; the routes call the partner over mutual TLS with the profile's WS-Security;
 * {@link #checkAddressing} and {@link #checkSigner} hold the response to the WUS rules (WA001 response headers, WB013
 * a trusted signer with the partner's OIN); {@link #ended} records the call and gives the back end the plain response, the partner's Fault, or a
 * Server fault that says why there is neither.
 */
public final class WusConsumer {

    private static final Logger LOG = LoggerFactory.getLogger(WusConsumer.class);
    private static final QName SERVER = new QName(WusNamespaces.SOAP_11, "Server", "soap");
    private static final QName CLIENT = new QName(WusNamespaces.SOAP_11, "Client", "soap");

    private final WusCatalog catalog;
    private final PlainSoap soap;
    private final CertificateTrust trust;
    private final String ourOin;
    private final WusExchangeLog log;
    private final WusObserver observer;
    private final AnswerFiles files;

    /**
     * @param ourOin this organisation's OIN for wsa:From, or null when it has none configured
     * @param files starts the downloads of Grote Berichten metadata in partners' answers
     */
    public WusConsumer(
            WusCatalog catalog,
            PlainSoap soap,
            CertificateTrust trust,
            String ourOin,
            WusExchangeLog log,
            WusObserver observer,
            AnswerFiles files) {
        this.files = Objects.requireNonNull(files, "files");
        this.catalog = Objects.requireNonNull(catalog, "catalog");
        this.soap = Objects.requireNonNull(soap, "soap");
        this.trust = Objects.requireNonNull(trust, "trust");
        this.ourOin = ourOin;
        this.log = Objects.requireNonNull(log, "log");
        this.observer = Objects.requireNonNull(observer, "observer");
    }

    /** What {@link #prepare} decided. */
    public sealed interface Preparation {
        /** Ready to be sent to the partner. */
        record Ready(ConsumedCall call) implements Preparation {}

        /** Answered now: 404 for an unknown service, 500 with a Client fault for a request that cannot go. */
        record Refused(int status, byte[] body) implements Preparation {}
    }

    /** How the partner call went, as the routes saw it. */
    public sealed interface PartnerResult {
        /** A response that passed the checks: its Body element (decrypted) and its addressing. */
        record Answered(org.w3c.dom.Element payload, String messageId, String relatesTo) implements PartnerResult {}

        /** The partner's own SOAP Fault. */
        record Faulted(PlainFault fault) implements PartnerResult {}

        /** No usable answer: unreachable, timed out, or a response that failed the checks. */
        record Failed(String reason) implements PartnerResult {}
    }

    /** The answer for our back end. */
    /**
     * @param gbDownloads the downloads started for Grote Berichten metadata in a partner's answer, for the back end
     *     to follow ({@code GET /api/gb/downloads/{id}})
     * @param gbRefused why metadata in the answer is not downloaded, or null
     */
    public record Answer(int status, byte[] body, List<Long> gbDownloads, String gbRefused) {

        public Answer(int status, byte[] body) {
            this(status, body, List.of(), null);
        }
    }

    /**
     * @param soapAction the back end's SOAPAction, naming the operation by its Action; may be left out (or "") when
     *     the service has one operation
     */
    public Preparation prepare(String serviceName, byte[] body, String soapAction) {
        long arrived = System.nanoTime();
        Optional<WusServiceDefinition> found = catalog.service(serviceName).filter(service -> !service.isProvided());
        if (found.isEmpty()) {
            return new Preparation.Refused(404, plainFault(CLIENT, "no consumed WUS service is named " + serviceName));
        }
        WusServiceDefinition service = found.get();
        Optional<WusOperation> operation = operation(service, unquote(soapAction));
        X509Certificate partner = certificate(service.partnerCertificate());
        OutgoingAddressing addressing =
                operation.map(chosen -> addressing(service, chosen, partner)).orElse(null);
        WusCall record;
        try {
            record = log.started(new WusCallStart(
                    WusDirection.CONSUME,
                    service,
                    operation.map(WusOperation::name).orElse(null),
                    addressing == null ? null : addressing.messageId(),
                    operation.map(WusOperation::requestAction).orElse(null),
                    addressing == null ? service.partnerEndpoint().toString() : addressing.to(),
                    ourOin,
                    null,
                    null,
                    body));
        } catch (RuntimeException e) {
            LOG.error(
                    WUS_CALL_NOT_RECORDED.line("A call to partner service {} could not be recorded"),
                    service.name(),
                    e);
            return new Preparation.Refused(
                    500,
                    plainFault(
                            SERVER, WusFault.SERVICE_UNAVAILABLE.faultString() + ": the call could not be recorded"));
        }
        Optional<String> refusal = operation.isEmpty()
                ? Optional.of("SOAPAction must name an operation of " + service.name() + " by its Action")
                : Optional.empty();
        PlainMessage request = null;
        if (refusal.isEmpty()) {
            try {
                PlainSoap.Read read = soap.read(body);
                request = read.message();
                if (!read.headers().isEmpty()) {
                    refusal = Optional.of("the request carries header blocks; WUS allows none of ours (WS007)");
                } else if (request.isFault()) {
                    refusal = Optional.of("the request is a Fault");
                }
            } catch (UnreadableXmlException e) {
                refusal = Optional.of("the request is not a plain SOAP 1.1 request: " + e.getMessage());
            }
        }
        if (refusal.isPresent()) {
            byte[] fault = plainFault(CLIENT, refusal.get());
            end(
                    record,
                    service,
                    operation.orElse(null),
                    arrived,
                    new WusCallEnd(
                            WusExchangeStatus.REJECTED,
                            null,
                            null,
                            "soap:Client",
                            refusal.get(),
                            500,
                            null,
                            null,
                            fault,
                            null));
            return new Preparation.Refused(500, fault);
        }
        return new Preparation.Ready(
                new ConsumedCall(service, operation.get(), request.payload(), addressing, partner, record, arrived));
    }

    /**
     * DK-WUS WA001 for the partner's response: a valid MessageID, RelatesTo our MessageID (with the default reply
     * relationship), an Action. The first problem is noted on the call.
     *
     * @return why the response is not taken; empty when its addressing is right
     */
    public Optional<String> checkAddressing(ConsumedCall call, String messageId, String relatesTo, String action) {
        Optional<String> problem = addressingProblem(call, messageId, relatesTo, action);
        if (problem.isPresent()) {
            call.responseRefused(problem.get());
        } else {
            call.responded(messageId, relatesTo);
        }
        return problem;
    }

    /**
     * DK-WUS WB013 for the partner's response in 2W-be-S and 2W-be-SE: signed by a certificate that is trusted now
     * and carries the partner's OIN. The problem is noted on the call.
     *
     * @param signer the certificate whose signature WSS4J verified, or null
     */
    public Optional<String> checkSigner(ConsumedCall call, X509Certificate signer) {
        Optional<String> problem = signerProblem(call, signer);
        problem.ifPresent(call::responseRefused);
        return problem;
    }

    /** Records the call, counts it, and gives our back end its answer. Never throws. */
    public Answer ended(ConsumedCall call, Instant partnerCalledAt, Duration partnerTook, PartnerResult result) {
        WusExchangeStatus status;
        byte[] body;
        String code = null;
        String text = null;
        String responseId = null;
        String relatesTo = null;
        if (result instanceof PartnerResult.Answered answered) {
            status = WusExchangeStatus.ANSWERED;
            body = PlainSoap.write(PlainMessage.of(answered.payload()));
            responseId = answered.messageId();
            relatesTo = answered.relatesTo();
        } else if (result instanceof PartnerResult.Faulted faulted) {
            status = WusExchangeStatus.FAULTED;
            body = PlainSoap.write(PlainMessage.of(faulted.fault()));
            code = faulted.fault().codeText();
            text = faulted.fault().string();
        } else {
            String reason = ((PartnerResult.Failed) result).reason();
            LOG.warn(
                    WUS_PARTNER_FAILED.line("Partner service {} failed: {}"),
                    call.service().name(),
                    reason);
            status = WusExchangeStatus.PARTNER_FAILED;
            code = WusFault.SERVICE_UNAVAILABLE.code().orElseThrow();
            text = reason;
            body = plainFault(SERVER, WusFault.SERVICE_UNAVAILABLE.faultString() + ": " + reason);
        }
        int httpStatus = status == WusExchangeStatus.ANSWERED ? 200 : 500;
        Long took = partnerTook == null ? null : partnerTook.toMillis();
        end(
                call.record(),
                call.service(),
                call.operation(),
                call.arrivedNanos(),
                new WusCallEnd(
                        status,
                        responseId,
                        relatesTo,
                        code,
                        text,
                        httpStatus,
                        partnerCalledAt,
                        took,
                        body,
                        call.signerOin()));
        if (status != WusExchangeStatus.ANSWERED) {
            return new Answer(httpStatus, body);
        }
        AnswerFiles.Found found;
        try {
            found = files.start(body);
        } catch (RuntimeException e) {
            // the partner answered and the call is recorded: the back end gets the answer all the same
            LOG.warn(
                    GB_DOWNLOAD_FAILED.line(
                            "The files named in the answer of {} could not be recorded for download: {}"),
                    call.service().name(),
                    e.toString());
            found = new AnswerFiles.Found(List.of(), "the downloads could not be recorded: " + e.getMessage());
        }
        return new Answer(httpStatus, body, found.downloads(), found.refused());
    }

    /** The result of a call whose partner answered with a Fault, or failed, as the routes make it out. */
    public PartnerResult failure(ConsumedCall call, String reason) {
        return new PartnerResult.Failed(call.responseRefusal() != null ? call.responseRefusal() : reason);
    }

    private Optional<String> addressingProblem(ConsumedCall call, String messageId, String relatesTo, String action) {
        if (!AddressingValues.isValidMessageId(messageId)) {
            return Optional.of("the response has no valid wsa:MessageID (DK-BP 0007)");
        }
        if (!call.addressing().messageId().equals(relatesTo)) {
            return Optional.of("the response's wsa:RelatesTo is not our MessageID (DK-BP 0008)");
        }
        if (action == null || action.isBlank()) {
            return Optional.of("the response has no wsa:Action (DK-BP 0006)");
        }
        return Optional.empty();
    }

    private Optional<String> signerProblem(ConsumedCall call, X509Certificate signer) {
        if (signer == null) {
            return Optional.of("the response is not signed (WB013)");
        }
        List<String> problems = trust.problems(signer, List.of());
        if (!problems.isEmpty()) {
            return Optional.of("the response's signer is not trusted: " + String.join("; ", problems));
        }
        Optional<String> expected = Oins.of(call.partnerCertificate());
        Optional<String> actual = Oins.of(signer);
        if (expected.isPresent() && !expected.equals(actual)) {
            return Optional.of("the response is signed by OIN " + actual.orElse("(none)") + ", not the partner's "
                    + expected.get());
        }
        call.signedBy(actual.orElse(null));
        return Optional.empty();
    }

    private OutgoingAddressing addressing(
            WusServiceDefinition service, WusOperation operation, X509Certificate partner) {
        String endpoint = service.partnerEndpoint().toString();
        String to = Oins.of(partner)
                .map(oin -> endpoint + (service.partnerEndpoint().getRawQuery() == null ? "?" : "&") + "OIN=" + oin)
                .orElse(endpoint);
        String from = ourOin == null ? null : AddressingValues.ANONYMOUS + "?OIN=" + ourOin;
        return new OutgoingAddressing(to, from, operation.requestAction(), "urn:uuid:" + UUID.randomUUID());
    }

    /** The operation the SOAPAction names; with one operation an empty SOAPAction names it too. */
    private static Optional<WusOperation> operation(WusServiceDefinition service, String action) {
        if (action == null || action.isEmpty()) {
            return service.operations().size() == 1
                    ? Optional.of(service.operations().get(0))
                    : Optional.empty();
        }
        return service.operationFor(action);
    }

    private void end(
            WusCall record, WusServiceDefinition service, WusOperation operation, long arrivedNanos, WusCallEnd end) {
        try {
            log.ended(record, end);
        } catch (RuntimeException e) {
            LOG.error(
                    WUS_CALL_NOT_RECORDED.line("The end of a call to partner service {} could not be recorded"),
                    service.name(),
                    e);
        }
        observer.called(
                WusDirection.CONSUME,
                service.name(),
                operation == null ? null : operation.name(),
                end.status(),
                Duration.ofNanos(System.nanoTime() - arrivedNanos));
    }

    private static X509Certificate certificate(byte[] encoded) {
        // the definition was checked when it was saved
        return PartnerCertificates.read(encoded)
                .orElseThrow(
                        () -> new IllegalStateException("the partner certificate of a saved service does not read"));
    }

    private static byte[] plainFault(QName code, String reason) {
        return PlainSoap.write(PlainMessage.of(new PlainFault(code, reason, null)));
    }

    private static String unquote(String value) {
        if (value == null) {
            return null;
        }
        String stripped = value.strip();
        return stripped.length() >= 2 && stripped.startsWith("\"") && stripped.endsWith("\"")
                ? stripped.substring(1, stripped.length() - 1)
                : stripped;
    }
}
