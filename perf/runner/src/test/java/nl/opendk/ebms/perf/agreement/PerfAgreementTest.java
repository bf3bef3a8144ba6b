package nl.opendk.ebms.perf.agreement;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.time.Clock;
import java.util.Collections;
import java.util.Map;
import nl.opendk.ebms.cpa.check.CpaCheckResult;
import nl.opendk.ebms.cpa.check.CpaUpload;
import nl.opendk.ebms.cpa.lookup.CpaRegistry;
import nl.opendk.ebms.cpa.lookup.OutboundChannels;
import nl.opendk.ebms.protocol.agreement.ChannelTerms;
import nl.opendk.ebms.protocol.agreement.PerMessage;
import nl.opendk.ebms.protocol.message.PartyId;
import nl.opendk.ebms.protocol.message.Service;
import nl.opendk.ebms.protocol.security.certificate.Oins;
import nl.opendk.ebms.protocol.security.keys.KeyStoreLocation;
import nl.opendk.ebms.protocol.security.keys.Pkcs12Keys;
import nl.opendk.ebms.testkit.pki.TestPki;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The agreements the runner uploads must pass the adapter's own CPA checks, or no run could start. */
class PerfAgreementTest {

    private static final URI SINK = URI.create("http://127.0.0.1:1/ebms");
    private static final URI ADAPTER = URI.create("http://127.0.0.1:2/ebms");
    private static final Service SERVICE = new Service(PerfAgreement.SERVICE_TYPE, PerfAgreement.SERVICE);
    private static final PartyId SENDER_PARTY = PartyId.oin(PerfAgreement.SENDER_OIN);
    private static final PartyId ADAPTER_PARTY = PartyId.oin(PerfAgreement.ADAPTER_OIN);

    @TempDir
    Path work;

    @Test
    void theOsbBeAgreementIsAcceptedAndUnreliable() {
        ChannelTerms toAdapter = channelToAdapter(check(PerfAgreement.cpa(SINK, ADAPTER)));

        assertThat(toAdapter.ackRequested()).isEqualTo(PerMessage.NEVER);
        assertThat(toAdapter.security().signed()).isFalse();
    }

    @Test
    void theSignedAgreementIsOsbRmSWithBothPartiesCertificates() {
        PerfKeys keys = PerfKeys.create(work);
        CpaCheckResult result = check(PerfAgreement.signedCpa(
                SINK, ADAPTER, keys.sender().certificate(), keys.adapter().certificate()));
        OutboundChannels channels = channels(result);

        ChannelTerms toAdapter = channelToAdapter(result);
        ChannelTerms toSender =
                channels.signalChannel(PerfAgreement.CPA_ID, SENDER_PARTY).orElseThrow();
        assertThat(toAdapter.ackRequested()).isEqualTo(PerMessage.ALWAYS);
        assertThat(toAdapter.ackSignatureRequested()).isEqualTo(PerMessage.ALWAYS);
        assertThat(toAdapter.duplicateElimination()).isEqualTo(PerMessage.ALWAYS);
        assertThat(toAdapter.security().signed()).isTrue();
        assertThat(toAdapter.security().sending().certificate())
                .isEqualTo(keys.adapter().certificate());
        assertThat(toSender.security().sending().certificate())
                .isEqualTo(keys.sender().certificate());
        assertThat(toSender.endpoint()).isEqualTo(SINK);
    }

    @Test
    void theAdapterGetsItsOwnKeyATrustStoreWithTheChainAndTheCrls() throws Exception {
        PerfKeys keys = PerfKeys.create(work);
        Map<String, String> properties = keys.adapterProperties();

        var key = Pkcs12Keys.load(new KeyStoreLocation(
                Path.of(properties.get("ebms.keystore.path")),
                properties.get("ebms.keystore.password"),
                properties.get("ebms.keystore.alias")));
        assertThat(Oins.of(key.certificate())).contains(PerfAgreement.ADAPTER_OIN);
        KeyStore trust = KeyStore.getInstance("PKCS12");
        try (var in = Files.newInputStream(Path.of(properties.get("ebms.truststore.path")))) {
            trust.load(in, properties.get("ebms.truststore.password").toCharArray());
        }
        assertThat(Collections.list(trust.aliases())).containsExactlyInAnyOrder("root", "intermediate");
        assertThat(properties.get("ebms.crl.files").split(","))
                .allSatisfy(file -> assertThat(Path.of(file)).exists());
        assertThat(keys.jmeterProperties())
                .containsEntry("perf.signing.keystore", keys.sender().keyStore().toString())
                .containsEntry("perf.signing.password", TestPki.PASSWORD);
    }

    private static CpaCheckResult check(byte[] cpa) {
        CpaCheckResult result = CpaUpload.standard(Clock.systemUTC()).check(cpa);
        assertThat(result.errors()).isEmpty();
        return result;
    }

    private static OutboundChannels channels(CpaCheckResult result) {
        CpaRegistry registry = new CpaRegistry();
        registry.put(result.cpa());
        return new OutboundChannels(registry);
    }

    private static ChannelTerms channelToAdapter(CpaCheckResult result) {
        return channels(result)
                .businessChannel(PerfAgreement.CPA_ID, SENDER_PARTY, ADAPTER_PARTY, SERVICE, PerfAgreement.ACTION)
                .orElseThrow();
    }
}
