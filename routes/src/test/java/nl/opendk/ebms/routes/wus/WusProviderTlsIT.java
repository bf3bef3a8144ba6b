package nl.opendk.ebms.routes.wus;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.stream.Stream;
import nl.opendk.ebms.db.wus.WusExchangeStatus;
import nl.opendk.ebms.routes.wus.RequestOptions.Tamper;
import nl.opendk.ebms.routes.wus.endpoint.BackEndCaller;
import nl.opendk.ebms.testkit.pki.TestParty;
import nl.opendk.ebms.testkit.pki.TestPki;
import org.apache.wss4j.common.WSS4JConstants;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Over mutual TLS (DK-WUS WT001-WT004) the TLS client's certificate is checked (chain, dates, CRL) and its OIN
 * authorised for the operation before anything else; in the signed profiles the signer's OIN must be allowed too.
 */
class WusProviderTlsIT {

    /** A party of the test PKI with a good certificate that no operation allows. */
    private static final String STRANGER = "00000099000000000009";

    private static RunningProvider provider;
    private static WusClient client;
    private static WusClient stranger;

    @BeforeAll
    static void start() throws Exception {
        TestPki pki = TestPki.create();
        TestParty requester = pki.party(TestPki.PARTY_1);
        provider = RunningProvider.start(pki, true);
        TestParty strangerParty = pki.issue(
                "Stranger",
                STRANGER,
                Instant.now().minus(Duration.ofDays(1)),
                Instant.now().plus(Duration.ofDays(30)));
        stranger = WusClient.overMutualTls(
                strangerParty,
                pki.party(TestPki.PARTY_2).certificate(),
                RunningProvider.keys(strangerParty),
                RunningProvider.trust(pki));
        client = WusClient.overMutualTls(
                requester,
                pki.party(TestPki.PARTY_2).certificate(),
                RunningProvider.keys(requester),
                RunningProvider.trust(pki));
    }

    @AfterAll
    static void stop() {
        if (provider != null) {
            provider.close();
        }
    }

    /** The refusals of the issue's end-to-end list, over mutual TLS, each with its fault (DK-BP-WUS ch03, WSS 1.0 §12). */
    @ParameterizedTest(name = "{0}")
    @MethodSource("refusals")
    void refusalsOverMutualTls(String name, String service, RequestOptions options, String fault) throws Exception {
        WusClient.Sent sent = client.build(provider.uri(service), options);

        HttpResponse<byte[]> response = client.post(provider.uri(service), sent.bytes());

        String body = new String(response.body(), StandardCharsets.UTF_8);
        assertThat(response.statusCode()).as(body).isEqualTo(500);
        assertThat(body).contains(fault).doesNotContain("Exception");
        assertThat(provider.records().last().outcome().status()).isEqualTo(WusExchangeStatus.REJECTED);
    }

    static Stream<Arguments> refusals() {
        return Stream.of(
                Arguments.of("unsigned to 2W-be-S", "s-v1", RequestOptions.unsigned(), "wsse:InvalidSecurity"),
                Arguments.of(
                        "Body changed after signing",
                        "s-v1",
                        RequestOptions.signedOnly().tamper(Tamper.BODY),
                        "SecurityError"),
                Arguments.of(
                        "wsa:To not signed", "s-v1", RequestOptions.signedOnly().unsignedHeaders("To"), "WB004"),
                Arguments.of(
                        "expired Timestamp", "s-v1", RequestOptions.signedOnly().expiredTimestamp(), "SecurityError"),
                Arguments.of(
                        "SHA-1 digest",
                        "s-v1",
                        RequestOptions.signedOnly().digestAlgorithm(WSS4JConstants.SHA1),
                        "SecurityError"),
                Arguments.of(
                        "RSA 1.5 key transport",
                        "se-v1",
                        RequestOptions.signedEncrypted().keyTransport(WSS4JConstants.KEYTRANSPORT_RSA15),
                        "SecurityError"),
                Arguments.of("SOAP 1.2", "be-v1", RequestOptions.unsigned().tamper(Tamper.SOAP_12), "VersionMismatch"),
                Arguments.of(
                        "two Body children",
                        "be-v1",
                        RequestOptions.unsigned().tamper(Tamper.TWO_BODY_CHILDREN),
                        "0001"),
                Arguments.of(
                        "a header block of our own",
                        "be-v1",
                        RequestOptions.unsigned().tamper(Tamper.EXTRA_HEADER),
                        "0010"),
                Arguments.of(
                        "WS-Addressing 2004/08",
                        "s-v1",
                        RequestOptions.signedOnly().tamper(Tamper.SUBMISSION_TO),
                        "0010"));
    }

    @Test
    void w09TheTlsClientAndTheSignerAreBothAuthorisedByOin() throws Exception {
        WusClient.Sent sent = client.build(provider.uri("s-v1"), RequestOptions.signedOnly());

        HttpResponse<byte[]> response = client.post(provider.uri("s-v1"), sent.bytes());

        assertThat(response.statusCode()).isEqualTo(200);
        MemoryExchangeRecords.Recorded recorded = provider.records().last();
        assertThat(recorded.request().tlsOin()).isEqualTo(TestPki.PARTY_1);
        assertThat(recorded.outcome().signerOin()).isEqualTo(TestPki.PARTY_1);
        assertThat(provider.lastAtBackEnd().getIn().getHeader(BackEndCaller.CALLER_OIN))
                .isEqualTo(TestPki.PARTY_1);
    }

    @Test
    void w09ATlsClientWhoseOinIsNotAllowedIsRefusedWith0002BeforeItsSignatureIsChecked() throws Exception {
        WusClient.Sent sent = stranger.build(provider.uri("s-v1"), RequestOptions.signedOnly());

        HttpResponse<byte[]> response = stranger.post(provider.uri("s-v1"), sent.bytes());

        assertThat(response.statusCode()).isEqualTo(500);
        String body = new String(response.body(), StandardCharsets.UTF_8);
        assertThat(body).contains("0002 Not authorized").doesNotContain(WSS4JConstants.WSSE_NS);
        MemoryExchangeRecords.Recorded recorded = provider.records().last();
        assertThat(recorded.request().tlsOin()).isEqualTo(STRANGER);
        assertThat(recorded.outcome().status()).isEqualTo(WusExchangeStatus.REJECTED);
        assertThat(recorded.outcome().faultCode()).isEqualTo("0002");
    }

    @Test
    void aSignerOtherThanTheTlsClientMustBeAllowedToo() throws Exception {
        WusClient.Sent signedByStranger = stranger.build(provider.uri("s-v1"), RequestOptions.signedOnly());

        HttpResponse<byte[]> response = client.post(provider.uri("s-v1"), signedByStranger.bytes());

        assertThat(response.statusCode()).isEqualTo(500);
        assertThat(new String(response.body(), StandardCharsets.UTF_8)).contains("0002");
        assertThat(provider.records().last().outcome().signerOin()).isEqualTo(STRANGER);
    }
}
