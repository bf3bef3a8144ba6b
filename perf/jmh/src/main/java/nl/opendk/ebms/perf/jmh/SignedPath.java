package nl.opendk.ebms.perf.jmh;

import java.net.URI;
import java.security.SecureRandom;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import nl.opendk.ebms.cpa.check.CpaUpload;
import nl.opendk.ebms.cpa.lookup.AgreementChecks;
import nl.opendk.ebms.cpa.lookup.CpaRegistry;
import nl.opendk.ebms.cpa.lookup.OutboundChannels;
import nl.opendk.ebms.protocol.agreement.ChannelTerms;
import nl.opendk.ebms.protocol.agreement.DigikoppelingProfile;
import nl.opendk.ebms.protocol.check.HeaderChecks;
import nl.opendk.ebms.protocol.codec.DecodingLimits;
import nl.opendk.ebms.protocol.codec.HttpBody;
import nl.opendk.ebms.protocol.codec.RequestDecoder;
import nl.opendk.ebms.protocol.handle.DispositionPlanner;
import nl.opendk.ebms.protocol.message.PartyId;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.protocol.message.Service;
import nl.opendk.ebms.protocol.security.InboundSecurity;
import nl.opendk.ebms.protocol.security.MessageSecurer;
import nl.opendk.ebms.protocol.security.certificate.CertificateValidator;
import nl.opendk.ebms.protocol.security.certificate.ConfiguredCrls;
import nl.opendk.ebms.protocol.security.certificate.RevocationFailureMode;
import nl.opendk.ebms.protocol.security.encrypt.EncryptedDataPayloads;
import nl.opendk.ebms.protocol.security.encrypt.KeyTransportAlgorithm;
import nl.opendk.ebms.protocol.security.keys.PrivateCredential;
import nl.opendk.ebms.protocol.security.sign.EnvelopeSigner;
import nl.opendk.ebms.protocol.security.sign.SenderSignatureCheck;
import nl.opendk.ebms.protocol.security.sign.SignatureVerifier;
import nl.opendk.ebms.protocol.signal.AckFactory;
import nl.opendk.ebms.protocol.signal.BusinessMessageFactory;
import nl.opendk.ebms.protocol.signal.BusinessMessageRequest;
import nl.opendk.ebms.protocol.signal.MessageErrorFactory;
import nl.opendk.ebms.protocol.signal.MessageIds;
import nl.opendk.ebms.protocol.signal.OutgoingMessage;
import nl.opendk.ebms.protocol.signal.PongFactory;
import nl.opendk.ebms.protocol.signal.StatusResponseFactory;
import nl.opendk.ebms.testkit.cpa.TestCpas;
import nl.opendk.ebms.testkit.pki.TestParty;
import nl.opendk.ebms.testkit.pki.TestPki;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The osb-rm-s receive path wired as the adapter wires it: a signed business message with AckRequested signed="true"
 * (1 KB payload) from party 1, received by party 2, which verifies it against the CPA's certificate (chain and CRL
 * checked from configured CRLs) and plans a signed Acknowledgment carrying the references. TLS and the database are
 * left out; the load runs measure them.
 */
@State(Scope.Benchmark)
public class SignedPath {

    static final String SOAP_ACTION = "\"ebXML\"";

    RequestDecoder decoder;
    HeaderChecks headerChecks;
    AgreementChecks agreementChecks;
    InboundSecurity security;
    DispositionPlanner planner;
    String contentType;
    byte[] body;

    @Setup(Level.Trial)
    public void setUp() {
        TestPki pki = TestPki.create();
        TestParty sender = pki.party(TestPki.PARTY_1);
        TestParty receiver = pki.party(TestPki.PARTY_2);
        CpaRegistry registry = new CpaRegistry();
        String cpaId = registry.put(CpaUpload.standard(Clock.systemUTC())
                        .check(TestCpas.builder()
                                .cpaId("perf_osb_rm_s")
                                .partyA(TestPki.PARTY_1, "Zender", "Afnemer", URI.create("https://127.0.0.1:1/ebms"))
                                .partyB(
                                        TestPki.PARTY_2,
                                        "Ontvanger",
                                        "Aanbieder",
                                        URI.create("https://127.0.0.1:2/ebms"))
                                .profile(DigikoppelingProfile.OSB_RM_S.cpaName())
                                .certificates(sender.certificate(), receiver.certificate())
                                .buildBytes())
                        .cpa())
                .cpaId();
        decoder = new RequestDecoder(DecodingLimits.defaults());
        headerChecks = new HeaderChecks();
        agreementChecks = new AgreementChecks(registry);
        CertificateValidator validator = new CertificateValidator(
                pki.trustAnchors(),
                pki.intermediates(),
                new ConfiguredCrls(List.of(pki.crl(), pki.rootCrl())),
                RevocationFailureMode.FAIL_CLOSED,
                Clock.systemUTC());
        security = new InboundSecurity(
                null, new SenderSignatureCheck(new SignatureVerifier(), validator, warning -> {}), null);
        MessageIds ids = new MessageIds("perf.adapter");
        Clock clock = Clock.systemUTC();
        planner = new DispositionPlanner(
                new PongFactory(ids, clock),
                new MessageErrorFactory(ids, clock),
                new AckFactory(ids, clock),
                new StatusResponseFactory(ids, clock),
                messageId -> Optional.empty(),
                securer(receiver));
        OutgoingMessage message = signedMessage(registry, cpaId, sender);
        HttpBody http = HttpBody.of(message.envelope(), message.parts());
        contentType = http.contentType();
        body = http.content();
    }

    private static MessageSecurer securer(TestParty party) {
        return new MessageSecurer(
                new EncryptedDataPayloads(new SecureRandom()),
                new EnvelopeSigner(),
                new PrivateCredential(party.privateKey(), party.chain()),
                KeyTransportAlgorithm.RSA_OAEP_MGF1P);
    }

    private static OutgoingMessage signedMessage(CpaRegistry registry, String cpaId, TestParty sender) {
        PartyId from = PartyId.oin(TestPki.PARTY_1);
        PartyId to = PartyId.oin(TestPki.PARTY_2);
        Service service = new Service(TestCpas.SERVICE_TYPE, TestCpas.SERVICE);
        ChannelTerms channel = new OutboundChannels(registry)
                .businessChannel(cpaId, from, to, service, TestCpas.A_SENDS)
                .orElseThrow();
        byte[] payload = new byte[1024];
        java.util.Arrays.fill(payload, (byte) 'x');
        return new BusinessMessageFactory(new MessageIds("perf.test"), Clock.systemUTC(), securer(sender))
                .create(
                        new BusinessMessageRequest(
                                cpaId,
                                from,
                                "Afnemer",
                                to,
                                "Aanbieder",
                                service,
                                TestCpas.A_SENDS,
                                null,
                                null,
                                null,
                                List.of(new PayloadPart("payload@perf.test", "application/xml", payload))),
                        channel);
    }
}
