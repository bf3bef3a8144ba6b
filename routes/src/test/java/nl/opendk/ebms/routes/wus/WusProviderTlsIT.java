package nl.opendk.ebms.routes.wus;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.security.cert.X509Certificate;
import nl.opendk.ebms.protocol.security.certificate.Oins;
import nl.opendk.ebms.routes.wus.endpoint.TransportFacts;
import nl.opendk.ebms.routes.wus.endpoint.WusProviderSteps;
import nl.opendk.ebms.testkit.pki.TestParty;
import nl.opendk.ebms.testkit.pki.TestPki;
import org.apache.camel.Exchange;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Over mutual TLS (DK-WUS WT001-WT003), the certificate the TLS client showed reaches the service's route beside the
 * certificate that signed the request: both OINs are there to be checked against the service's authorisation.
 */
class WusProviderTlsIT {

    private static TestParty requester;
    private static RunningProvider provider;
    private static WusClient client;

    @BeforeAll
    static void start() throws Exception {
        TestPki pki = TestPki.create();
        requester = pki.party(TestPki.PARTY_1);
        provider = RunningProvider.start(pki, true);
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

    @Test
    void tlsClientAndSignerReachTheRouteAsObjectsTheRequestCannotWrite() throws Exception {
        WusClient.Sent sent = client.build(provider.uri("s/v1"), RequestOptions.signedOnly());

        HttpResponse<byte[]> response = client.post(provider.uri("s/v1"), sent.bytes());

        assertThat(response.statusCode()).isEqualTo(200);
        Exchange atBackEnd = provider.lastAtBackEnd();
        TransportFacts facts = atBackEnd.getProperty(TransportFacts.PROPERTY, TransportFacts.class);
        assertThat(facts.service()).isEqualTo("s/v1");
        assertThat(facts.clientCertificate()).contains(requester.certificate());
        assertThat(facts.clientCertificate().flatMap(Oins::of)).contains(TestPki.PARTY_1);
        X509Certificate signer = atBackEnd.getProperty(WusProviderSteps.SIGNER_CERTIFICATE, X509Certificate.class);
        assertThat(Oins.of(signer)).contains(TestPki.PARTY_1);
    }
}
