package nl.opendk.ebms.routes.wus;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import nl.opendk.ebms.db.wus.WusExchangeStatus;
import nl.opendk.ebms.routes.wus.RequestOptions.Tamper;
import nl.opendk.ebms.routes.wus.endpoint.BackEndCaller;
import nl.opendk.ebms.testkit.pki.TestParty;
import nl.opendk.ebms.testkit.pki.TestPki;
import org.apache.camel.Exchange;
import org.apache.wss4j.common.WSS4JConstants;
import org.apache.wss4j.dom.WSConstants;
import org.apache.wss4j.dom.WSDataRef;
import org.apache.wss4j.dom.engine.WSSecurityEngineResult;
import org.apache.wss4j.dom.handler.WSHandlerResult;
import org.apache.wss4j.dom.message.token.SignatureConfirmation;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.w3c.dom.Document;

/**
 * The provider side of WUS over real HTTP, against a requester built on WSS4J's own API (DK-WUS 3.8; the cases are
 * those of the digest's test matrix, W01-W24). Each profile has a service of its own: {@code be-v1} (2W-be),
 * {@code s-v1} (2W-be-S) and {@code se-v1} (2W-be-SE); every call is recorded as the adapter records it.
 */
class WusProviderIT {

    /** A party of the test PKI that no operation allows. */
    private static final String STRANGER = "00000099000000000009";

    private static TestParty requester;
    private static RunningProvider provider;
    private static WusClient client;
    private static WusClient stranger;

    @BeforeAll
    static void start() throws Exception {
        TestPki pki = TestPki.create();
        requester = pki.party(TestPki.PARTY_1);
        provider = RunningProvider.start(pki);
        client = new WusClient(
                requester,
                pki.party(TestPki.PARTY_2).certificate(),
                RunningProvider.keys(requester),
                RunningProvider.trust(pki));
        TestParty strangerParty = pki.issue(
                "Stranger",
                STRANGER,
                Instant.now().minus(Duration.ofDays(1)),
                Instant.now().plus(Duration.ofDays(30)));
        stranger = new WusClient(
                strangerParty,
                pki.party(TestPki.PARTY_2).certificate(),
                RunningProvider.keys(strangerParty),
                RunningProvider.trust(pki));
    }

    @AfterAll
    static void stop() {
        if (provider != null) {
            provider.close();
        }
    }

    @Test
    void w01BestEffortRequestIsAnsweredWithActionMessageIdAndRelatesTo() throws Exception {
        WusClient.Sent sent = client.build(provider.uri("be-v1"), RequestOptions.unsigned());

        Document response = answered(send("be-v1", sent));

        assertAddressedAsReplyTo(response, sent);
        assertThat(response.getElementsByTagNameNS(WSS4JConstants.WSSE_NS, "Security")
                        .getLength())
                .isZero();
        assertThat(text(response, WusClient.SERVICE_NS, "Naam")).isEqualTo("Jansen");
        Exchange atBackEnd = provider.lastAtBackEnd();
        assertThat(atBackEnd.getIn().getHeader(BackEndCaller.SERVICE)).isEqualTo("be-v1");
        assertThat(atBackEnd.getIn().getHeader(BackEndCaller.OPERATION)).isEqualTo("ZoekPersoon");
        assertThat(atBackEnd.getIn().getHeader(BackEndCaller.MESSAGE_ID)).isEqualTo(sent.messageId());
        assertThat(atBackEnd.getIn().getHeader(BackEndCaller.CALLER_OIN))
                .as("plain HTTP: the caller is known by its From")
                .isEqualTo(TestPki.PARTY_1);
        assertThat(atBackEnd.getIn().getHeader("SOAPAction")).isEqualTo("\"" + WusClient.ACTION + "\"");
        MemoryExchangeRecords.Recorded recorded = provider.records().last();
        assertThat(recorded.request().serviceName()).isEqualTo("be-v1");
        assertThat(recorded.request().requestMessageId()).isEqualTo(sent.messageId());
        assertThat(recorded.request().fromOin()).isEqualTo(TestPki.PARTY_1);
        assertThat(recorded.request().tlsOin()).as("plain HTTP: no TLS client").isNull();
        assertThat(recorded.outcome().status()).isEqualTo(WusExchangeStatus.ANSWERED);
        assertThat(recorded.outcome().responseMessageId()).isEqualTo(text(response, WusClient.WSA, "MessageID"));
        assertThat(recorded.outcome().responseBody()).isNotEmpty();
    }

    @Test
    void w01SignedRequestIsAnsweredSignedWithTheRequestSignatureConfirmed() throws Exception {
        WusClient.Sent sent = client.build(provider.uri("s-v1"), RequestOptions.signedOnly());

        Document response = answered(send("s-v1", sent));
        WSHandlerResult security = client.verify(response);

        assertAddressedAsReplyTo(response, sent);
        assertThat(confirmedSignatureValues(security)).containsExactly(base64(sent.signatureValue()));
        assertThat(signedParts(security))
                .containsAll(Set.of("Body", "Timestamp", "Action", "MessageID", "RelatesTo", "SignatureConfirmation"));
        assertThat(text(response, WusClient.SERVICE_NS, "Naam")).isEqualTo("Jansen");
        Exchange atBackEnd = provider.lastAtBackEnd();
        assertThat(atBackEnd.getIn().getHeader(BackEndCaller.CALLER_OIN)).isEqualTo(TestPki.PARTY_1);
        assertThat(atBackEnd.getIn().getHeaders().keySet())
                .as("no partner header reaches the back end")
                .allMatch(name -> name.startsWith("Wus")
                        || name.startsWith("Camel")
                        || name.equals("SOAPAction")
                        || name.equals("Content-Type"));
        assertThat(atBackEnd.getIn().getBody(String.class))
                .as("a plain request: no header, so no WS-Addressing and no WS-Security")
                .doesNotContain("Header")
                .doesNotContain(WSS4JConstants.WSSE_NS)
                .contains("ZoekPersoon");
        assertThat(provider.records().last().outcome().signerOin()).isEqualTo(TestPki.PARTY_1);
    }

    @Test
    void w19SignedEncryptedRequestIsAnsweredEncryptedToTheRequestSigner() throws Exception {
        WusClient.Sent sent = client.build(provider.uri("se-v1"), RequestOptions.signedEncrypted());

        Document response = answered(send("se-v1", sent));
        assertThat(response.getElementsByTagNameNS(WusClient.SERVICE_NS, "Naam").getLength())
                .as("the Body travels encrypted")
                .isZero();
        assertThat(encryptionMethods(response))
                .contains(WSS4JConstants.AES_256_GCM, WSS4JConstants.KEYTRANSPORT_RSAOAEP);
        WSHandlerResult security = client.verify(response);

        assertAddressedAsReplyTo(response, sent);
        assertThat(confirmedSignatureValues(security)).containsExactly(base64(sent.signatureValue()));
        assertThat(security.getActionResults()).containsKey(WSConstants.ENCR);
        assertThat(text(response, WusClient.SERVICE_NS, "Naam")).isEqualTo("Jansen");
        assertThat(provider.lastAtBackEnd().getIn().getBody(String.class)).contains("999990019");
    }

    @ParameterizedTest
    @ValueSource(strings = {"s-v1", "se-v1"})
    void w11UnsignedRequestToASignedServiceIsRefused(String service) throws Exception {
        assertFault(send(service, client.build(provider.uri(service), RequestOptions.unsigned())));
    }

    @Test
    void w11SignedButUnencryptedRequestToAnEncryptedServiceIsRefused() throws Exception {
        assertFault(send("se-v1", client.build(provider.uri("se-v1"), RequestOptions.signedOnly())));
    }

    @Test
    void w12BodyChangedAfterSigningIsRefused() throws Exception {
        RequestOptions tampered = RequestOptions.signedOnly().tamper(Tamper.BODY);
        assertFault(send("s-v1", client.build(provider.uri("s-v1"), tampered)));
    }

    @ParameterizedTest
    @ValueSource(strings = {"s-v1", "se-v1"})
    void w12ToChangedAfterSigningIsRefused(String service) throws Exception {
        RequestOptions options =
                service.equals("s-v1") ? RequestOptions.signedOnly() : RequestOptions.signedEncrypted();
        assertFault(send(service, client.build(provider.uri(service), options.tamper(Tamper.TO))));
    }

    @ParameterizedTest
    @ValueSource(strings = {"To", "Action", "MessageID", "From", "ReplyTo"})
    void w13AddressingHeaderLeftOutOfTheSignatureIsRefused(String header) throws Exception {
        RequestOptions options = RequestOptions.signedOnly().unsignedHeaders(header);
        String fault = assertFault(send("s-v1", client.build(provider.uri("s-v1"), options)));
        assertThat(fault).contains("WB004").contains("wsa:" + header);
    }

    @Test
    void w06SubmissionAddressingHeaderIsRefusedWith0010BeforeTheSignatureIsLookedAt() throws Exception {
        RequestOptions options = RequestOptions.signedOnly().tamper(Tamper.SUBMISSION_TO);
        String fault = assertFault(send("s-v1", client.build(provider.uri("s-v1"), options)));
        assertThat(fault).contains("0010");
        assertRejected("0010");
    }

    @Test
    void w14RequestWithoutTimestampIsRefused() throws Exception {
        RequestOptions options = RequestOptions.signedOnly().withoutTimestamp();
        assertFault(send("s-v1", client.build(provider.uri("s-v1"), options)));
    }

    @Test
    void w14ExpiredTimestampIsRefused() throws Exception {
        RequestOptions options = RequestOptions.signedOnly().expiredTimestamp();
        assertFault(send("s-v1", client.build(provider.uri("s-v1"), options)));
    }

    @Test
    void w14TimestampCreatedBeyondTheAllowedClockSkewIsRefused() throws Exception {
        RequestOptions options = RequestOptions.signedOnly().futureTimestamp();
        assertFault(send("s-v1", client.build(provider.uri("s-v1"), options)));
    }

    @Test
    void signedRequestSentAgainIsRefusedAsAReplay() throws Exception {
        WusClient.Sent sent = client.build(provider.uri("s-v1"), RequestOptions.signedOnly());

        answered(send("s-v1", sent));

        assertFault(send("s-v1", sent));
    }

    @Test
    void w16RsaSha1SignatureIsRefused() throws Exception {
        RequestOptions options = RequestOptions.signedOnly().signatureAlgorithm(WSS4JConstants.RSA_SHA1);
        assertFault(send("s-v1", client.build(provider.uri("s-v1"), options)));
    }

    @Test
    void w16Sha1DigestIsRefused() throws Exception {
        RequestOptions options = RequestOptions.signedOnly().digestAlgorithm(WSS4JConstants.SHA1);
        assertFault(send("s-v1", client.build(provider.uri("s-v1"), options)));
    }

    @Test
    void w18EncryptBeforeSignIsRefused() throws Exception {
        RequestOptions options = RequestOptions.signedEncrypted().encryptedBeforeSigning();
        String fault = assertFault(send("se-v1", client.build(provider.uri("se-v1"), options)));
        assertThat(fault).contains("WB006");
    }

    @Test
    void w21Rsa15KeyTransportIsRefused() throws Exception {
        RequestOptions options = RequestOptions.signedEncrypted().keyTransport(WSS4JConstants.KEYTRANSPORT_RSA15);
        assertFault(send("se-v1", client.build(provider.uri("se-v1"), options)));
    }

    @Test
    void replyToOtherThanAnonymousIsRefusedNotCalled() throws Exception {
        RequestOptions options = RequestOptions.unsigned().tamper(Tamper.REPLY_TO);
        String fault = assertFault(send("be-v1", client.build(provider.uri("be-v1"), options)));
        assertThat(fault).contains("0011");
        assertRejected("0011");
    }

    @ParameterizedTest
    @ValueSource(strings = {"s-fails-v1", "se-fails-v1"})
    void w24BackEndFailureIsASecuredServerFaultThatTellsNothingOfTheBackEnd(String service) throws Exception {
        boolean encrypted = service.startsWith("se");
        RequestOptions options = encrypted ? RequestOptions.signedEncrypted() : RequestOptions.signedOnly();
        WusClient.Sent sent = client.build(provider.uri(service), options);

        String body = assertFailed(send(service, sent));
        Document fault = WusClient.parse(body.getBytes(StandardCharsets.UTF_8));
        assertThat(fault.getElementsByTagNameNS(WSConstants.ENC_NS, "EncryptedData")
                        .getLength())
                .as("WB011: a fault is secured as the service's responses are")
                .isEqualTo(encrypted ? 1 : 0);
        WSHandlerResult security = client.verify(fault);

        assertSoapFault(fault);
        assertThat(confirmedSignatureValues(security)).containsExactly(base64(sent.signatureValue()));
        assertThat(signedParts(security)).contains("Body", "Timestamp", "Action", "MessageID", "RelatesTo");
        assertThat(text(fault, WusClient.WSA, "Action")).isEqualTo("http://www.w3.org/2005/08/addressing/soap/fault");
        assertThat(text(fault, WusClient.WSA, "RelatesTo")).isEqualTo(sent.messageId());
        assertThat(text(fault, "", "faultcode")).endsWith(":Server");
        assertThat(body + new String(WusClient.serialize(fault), StandardCharsets.UTF_8))
                .doesNotContain(RunningProvider.BACK_END_SECRET);
    }

    @Test
    void faultAboutTheRequestSecurityIsNotSignedAndCarriesTheFaultAction() throws Exception {
        String body = assertFault(send("s-v1", client.build(provider.uri("s-v1"), RequestOptions.unsigned())));
        Document fault = WusClient.parse(body.getBytes(StandardCharsets.UTF_8));

        assertThat(fault.getElementsByTagNameNS(WSS4JConstants.WSSE_NS, "Security")
                        .getLength())
                .isZero();
        assertThat(text(fault, WusClient.WSA, "Action")).isEqualTo("http://www.w3.org/2005/08/addressing/soap/fault");
    }

    @Test
    void w02SoapActionEqualToTheWsaActionIsAnswered() throws Exception {
        WusClient.Sent sent = client.build(provider.uri("be-v1"), RequestOptions.unsigned());
        assertAddressedAsReplyTo(answered(client.post(provider.uri("be-v1"), sent.bytes(), WusClient.ACTION)), sent);
    }

    @Test
    void w03SoapActionOtherThanTheWsaActionIsRefusedWith0003() throws Exception {
        WusClient.Sent sent = client.build(provider.uri("be-v1"), RequestOptions.unsigned());
        String fault = assertFault(client.post(provider.uri("be-v1"), sent.bytes(), WusClient.SERVICE_NS + "/Other"));
        assertThat(fault).contains("0003 Invalid SOAPAction");
        assertThat(text(WusClient.parse(fault.getBytes(StandardCharsets.UTF_8)), WusClient.WSA, "RelatesTo"))
                .as("the fault relates to the request it refuses")
                .isEqualTo(sent.messageId());
        assertRejected("0003");
    }

    @Test
    void requestOverTheSizeLimitIsRefusedBeforeCxf() throws Exception {
        byte[] oversized = new byte[(int) RunningProvider.MAX_BODY_BYTES + 1];
        assertThat(client.post(provider.uri("be-v1"), oversized).statusCode()).isEqualTo(413);
    }

    @Test
    void requestWithoutContentTypeIsRefusedBeforeCxf() throws Exception {
        WusClient.Sent sent = client.build(provider.uri("be-v1"), RequestOptions.unsigned());
        HttpRequest request = HttpRequest.newBuilder(provider.uri("be-v1"))
                .header("SOAPAction", "\"\"")
                .POST(HttpRequest.BodyPublishers.ofByteArray(sent.bytes()))
                .build();
        assertThat(assertFault(client.send(request))).contains("0001");
    }

    @Test
    void anActionThatNamesNoOperationIsRefusedWith0006() throws Exception {
        WusClient.Sent sent =
                client.build(provider.uri("be-v1"), RequestOptions.unsigned().tamper(Tamper.ACTION));
        assertThat(assertFault(send("be-v1", sent))).contains("0006");
        assertRejected("0006");
    }

    @Test
    void aToThatNamesAnotherOrganisationIsRefusedWith0005() throws Exception {
        WusClient.Sent sent =
                client.build(provider.uri("be-v1"), RequestOptions.unsigned().tamper(Tamper.TO_OIN));
        assertThat(assertFault(send("be-v1", sent))).contains("0005");
    }

    @Test
    void w09ACallerWhoseOinIsNotAllowedIsRefusedWith0002() throws Exception {
        WusClient.Sent sent = stranger.build(provider.uri("be-v1"), RequestOptions.unsigned());
        assertThat(assertFault(send("be-v1", sent))).contains("0002 Not authorized");
        assertRejected("0002");
        assertThat(provider.records().last().request().fromOin()).isEqualTo(STRANGER);
    }

    @Test
    void w09ASignerWhoseOinIsNotAllowedGetsASignedFault0002() throws Exception {
        WusClient.Sent sent = stranger.build(provider.uri("s-v1"), RequestOptions.signedOnly());

        String body = assertFault(send("s-v1", sent));

        WSHandlerResult security = stranger.verify(WusClient.parse(body.getBytes(StandardCharsets.UTF_8)));
        assertThat(confirmedSignatureValues(security))
                .as("the signature was verified, so the fault is secured like a response (WB011)")
                .containsExactly(base64(sent.signatureValue()));
        assertThat(body).contains("0002");
        assertRejected("0002");
        assertThat(provider.records().last().outcome().signerOin()).isEqualTo(STRANGER);
    }

    @Test
    void theBackEndsOwnFaultIsRelayedSignedWithItsCodeAndDetail() throws Exception {
        WusClient.Sent sent = client.build(provider.uri("faults-v1"), RequestOptions.signedOnly());

        String body = assertFault(send("faults-v1", sent));
        Document fault = WusClient.parse(body.getBytes(StandardCharsets.UTF_8));
        client.verify(fault);

        assertThat(text(fault, "", "faultcode")).endsWith(":NietGevonden");
        assertThat(text(fault, "", "faultstring")).isEqualTo("Geen persoon met dit BSN");
        assertThat(text(fault, WusClient.SERVICE_NS, "Reden")).isEqualTo("onbekend");
        MemoryExchangeRecords.Recorded recorded = provider.records().last();
        assertThat(recorded.outcome().status()).isEqualTo(WusExchangeStatus.FAULTED);
        assertThat(recorded.outcome().faultText()).isEqualTo("Geen persoon met dit BSN");
    }

    @Test
    void aBackEndThatDoesNotAnswerInTimeIs0051() throws Exception {
        WusClient.Sent sent = client.build(provider.uri("slow-v1"), RequestOptions.unsigned());

        assertThat(assertFault(send("slow-v1", sent))).contains("0051");

        MemoryExchangeRecords.Recorded recorded = provider.records().last();
        assertThat(recorded.outcome().status()).isEqualTo(WusExchangeStatus.BACKEND_FAILED);
        assertThat(recorded.outcome().faultText()).contains("did not answer within");
        assertThat(recorded.outcome().backendMs()).isGreaterThanOrEqualTo(RunningProvider.BACK_END_TIMEOUT.toMillis());
    }

    @Test
    void serviceIsTakenFromTheRequestLineNotFromHeaders() throws Exception {
        WusClient.Sent unsigned = client.build(provider.uri("s-v1"), RequestOptions.unsigned());
        HttpRequest request = HttpRequest.newBuilder(provider.uri("s-v1"))
                .header("Content-Type", "text/xml; charset=UTF-8")
                .header(Exchange.HTTP_PATH, "/wus/be-v1")
                .header(Exchange.HTTP_URI, "/wus/be-v1")
                .POST(HttpRequest.BodyPublishers.ofByteArray(unsigned.bytes()))
                .build();

        assertFault(client.send(request));
    }

    @Test
    void unknownServiceIsNotFound() throws Exception {
        WusClient.Sent sent = client.build(provider.uri("nope-v1"), RequestOptions.unsigned());
        assertThat(send("nope-v1", sent).statusCode()).isEqualTo(404);
    }

    private static void assertRejected(String code) {
        MemoryExchangeRecords.Recorded recorded = provider.records().last();
        assertThat(recorded.outcome().status()).isEqualTo(WusExchangeStatus.REJECTED);
        assertThat(recorded.outcome().faultCode()).isEqualTo(code);
        assertThat(recorded.outcome().httpStatus()).isEqualTo(500);
    }

    private static HttpResponse<byte[]> send(String service, WusClient.Sent sent) throws Exception {
        return client.post(provider.uri(service), sent.bytes());
    }

    private static Document answered(HttpResponse<byte[]> response) throws Exception {
        assertThat(response.statusCode())
                .as(new String(response.body(), StandardCharsets.UTF_8))
                .isEqualTo(200);
        assertThat(response.headers().firstValue("Content-Type"))
                .hasValueSatisfying(type -> assertThat(type).startsWith("text/xml"));
        return WusClient.parse(response.body());
    }

    /** SOAP 1.1 §6.2: a Fault with HTTP 500, in the SOAP 1.1 namespace, and never a stack trace. */
    private static String assertFault(HttpResponse<byte[]> response) throws Exception {
        String body = assertFailed(response);
        assertSoapFault(WusClient.parse(response.body()));
        return body;
    }

    /** HTTP 500 without a stack trace; the Fault itself may travel encrypted. */
    private static String assertFailed(HttpResponse<byte[]> response) {
        String body = new String(response.body(), StandardCharsets.UTF_8);
        assertThat(response.statusCode()).as(body).isEqualTo(500);
        assertThat(response.headers().firstValue("Content-Type"))
                .hasValueSatisfying(type -> assertThat(type).startsWith("text/xml"));
        assertThat(body).doesNotContain("Exception").doesNotContain("at org.").doesNotContain("at java.");
        return body;
    }

    private static void assertSoapFault(Document response) {
        assertThat(response.getElementsByTagNameNS(WusClient.SOAP, "Fault").getLength())
                .isEqualTo(1);
    }

    private static void assertAddressedAsReplyTo(Document response, WusClient.Sent sent) {
        assertThat(text(response, WusClient.WSA, "Action")).isEqualTo(WusClient.ACTION + "Response");
        assertThat(text(response, WusClient.WSA, "MessageID")).isNotBlank().isNotEqualTo(sent.messageId());
        assertThat(text(response, WusClient.WSA, "RelatesTo")).isEqualTo(sent.messageId());
        assertThat(response.getElementsByTagNameNS(WusClient.WSA, "From").getLength())
                .as("nothing of the request is echoed")
                .isZero();
    }

    private static List<String> confirmedSignatureValues(WSHandlerResult security) {
        return security.getActionResults().getOrDefault(WSConstants.SC, List.of()).stream()
                .map(result -> (SignatureConfirmation) result.get(WSSecurityEngineResult.TAG_SIGNATURE_CONFIRMATION))
                .map(confirmation -> base64(confirmation.getSignatureValue()))
                .toList();
    }

    private static Set<String> signedParts(WSHandlerResult security) {
        return security.getActionResults().get(WSConstants.SIGN).stream()
                .flatMap(result -> ((List<?>) result.get(WSSecurityEngineResult.TAG_DATA_REF_URIS)).stream())
                .map(reference -> ((WSDataRef) reference).getName().getLocalPart())
                .collect(Collectors.toSet());
    }

    private static Set<String> encryptionMethods(Document response) {
        var methods = response.getElementsByTagNameNS(WSConstants.ENC_NS, "EncryptionMethod");
        Set<String> algorithms = new java.util.HashSet<>();
        for (int i = 0; i < methods.getLength(); i++) {
            algorithms.add(((org.w3c.dom.Element) methods.item(i)).getAttribute("Algorithm"));
        }
        return algorithms;
    }

    private static String base64(byte[] bytes) {
        return Base64.getEncoder().encodeToString(bytes);
    }

    private static String text(Document document, String namespace, String name) {
        var nodes = namespace.isEmpty()
                ? document.getElementsByTagName(name)
                : document.getElementsByTagNameNS(namespace, name);
        return nodes.getLength() == 0 ? null : nodes.item(0).getTextContent();
    }
}
