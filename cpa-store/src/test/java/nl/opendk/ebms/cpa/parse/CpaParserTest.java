package nl.opendk.ebms.cpa.parse;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import nl.opendk.ebms.cpa.model.Cpa;
import nl.opendk.ebms.cpa.model.CpaStatus;
import nl.opendk.ebms.cpa.model.DocExchange;
import nl.opendk.ebms.cpa.model.MessageOrderSemantics;
import nl.opendk.ebms.cpa.model.MessagingCharacteristics;
import nl.opendk.ebms.cpa.model.PartyInfo;
import nl.opendk.ebms.cpa.model.Transport;
import nl.opendk.ebms.cpa.testing.CpaFixtures;
import nl.opendk.ebms.protocol.agreement.PerMessage;
import nl.opendk.ebms.protocol.agreement.SyncReplyMode;
import nl.opendk.ebms.protocol.message.PartyId;
import nl.opendk.ebms.protocol.message.Service;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class CpaParserTest {

    private static final String CPPA = "http://www.oasis-open.org/committees/ebxml-cppa/schema/cpp-cpa-2_0.xsd";

    private final CpaParser parser = new CpaParser();

    @Test
    void readsTheAgreementAndItsParties() {
        Cpa cpa = parsed("osb-rm-s.xml");

        assertThat(cpa.cpaId()).isEqualTo(CpaFixtures.CPA_ID);
        assertThat(cpa.status()).isEqualTo(CpaStatus.AGREED);
        assertThat(cpa.start()).isEqualTo(Instant.parse("2025-06-01T00:00:00Z"));
        assertThat(cpa.end()).isEqualTo(Instant.parse("2030-06-01T00:00:00Z"));
        assertThat(cpa.parties())
                .extracting(PartyInfo::partyName)
                .containsExactly("Gemeente Proefdorp", "Dienst Proefregister");
        PartyInfo party = cpa.parties().get(0);
        assertThat(party.partyIds()).containsExactly(PartyId.oin(CpaFixtures.PARTY_A_OIN));
        assertThat(party.defaultMshChannelId()).isEqualTo("proefdorp_channel");
        assertThat(party.defaultMshPackageId()).isEqualTo("package_ebms");
    }

    @Test
    void readsRolesServicesAndActionBindings() {
        PartyInfo party = parsed("osb-rm.xml").parties().get(1);

        assertThat(party.roles()).singleElement().satisfies(role -> {
            assertThat(role.roleName()).isEqualTo("Aanbieder");
            assertThat(role.serviceBindings()).singleElement().satisfies(binding -> {
                assertThat(binding.service()).isEqualTo(new Service("urn:osb:services", "proefregister:Bevraging:1:0"));
                assertThat(binding.canSend()).singleElement().satisfies(send -> {
                    assertThat(send.id()).isEqualTo("proefregister_beantwoorden");
                    assertThat(send.action()).isEqualTo("beantwoorden");
                    assertThat(send.packageId()).isEqualTo("package_ebms");
                    assertThat(send.channelIds()).containsExactly("proefregister_channel");
                });
                assertThat(binding.canReceive()).singleElement().satisfies(receive -> assertThat(receive.action())
                        .isEqualTo("bevragen"));
            });
        });
    }

    @Test
    void readsCertificatesAndTrustAnchors() {
        PartyInfo party = parsed("osb-rm.xml").parties().get(0);

        assertThat(party.certificates()).containsOnlyKeys("proefdorp_cert", "proefdorp_root");
        assertThat(party.certificates()
                        .get("proefdorp_cert")
                        .x509()
                        .getSubjectX500Principal()
                        .getName())
                .contains("2.5.4.5=#131430303030303039393030303030303030303030") // serialNumber: the OIN
                .contains("CN=ebms.proefdorp.example.nl");
        assertThat(party.securityDetails().get("proefdorp_trust").anchorCertificateRefs())
                .containsExactly("proefdorp_root");
    }

    @Test
    void readsDeliveryChannelAndTransport() {
        PartyInfo party = parsed("osb-rm-sync-reply.xml").parties().get(0);

        assertThat(party.deliveryChannels().get("proefdorp_channel")).satisfies(channel -> {
            assertThat(channel.transportId()).isEqualTo("proefdorp_transport");
            assertThat(channel.docExchangeId()).isEqualTo("proefdorp_docexchange");
            assertThat(channel.characteristics())
                    .isEqualTo(new MessagingCharacteristics(
                            SyncReplyMode.MSH_SIGNALS_ONLY,
                            PerMessage.ALWAYS,
                            PerMessage.NEVER,
                            PerMessage.ALWAYS,
                            "urn:oasis:names:tc:ebxml-msg:actor:toPartyMSH"));
        });
        Transport transport = party.transports().get("proefdorp_transport");
        assertThat(transport.sender().protocol()).isEqualTo("HTTP");
        assertThat(transport.sender().clientSecurity().certificateRef()).isEqualTo("proefdorp_cert");
        assertThat(transport.sender().clientSecurity().securityDetailsRef()).isEqualTo("proefdorp_trust");
        assertThat(transport.receiver().endpoints()).singleElement().satisfies(endpoint -> {
            assertThat(endpoint.uri()).isEqualTo("https://ebms.proefdorp.example.nl/ebms");
            assertThat(endpoint.isAllPurpose()).isTrue();
        });
        assertThat(transport.receiver().serverSecurity().protocol()).isEqualTo("TLS");
        assertThat(transport.receiver().serverSecurity().protocolVersion()).isEqualTo("1.2");
        assertThat(transport.receiver().serverSecurity().certificateRef()).isEqualTo("proefdorp_cert");
    }

    @Test
    void readsReliableMessagingAndSigning() {
        DocExchange exchange =
                parsed("osb-rm-s.xml").parties().get(0).docExchanges().get("proefdorp_docexchange");

        assertThat(exchange.senderBinding().reliableMessaging()).satisfies(reliable -> {
            assertThat(reliable.retries()).isEqualTo(8);
            assertThat(reliable.retryInterval()).isEqualTo(Duration.ofHours(3));
            assertThat(reliable.messageOrder()).isEqualTo(MessageOrderSemantics.NOT_GUARANTEED);
        });
        assertThat(exchange.senderBinding().persistDuration()).isEqualTo(Duration.ofDays(1));
        assertThat(exchange.senderBinding().nonRepudiation()).satisfies(signing -> {
            assertThat(signing.protocol()).isEqualTo("http://www.w3.org/2000/09/xmldsig#");
            assertThat(signing.hashFunction()).isEqualTo("http://www.w3.org/2001/04/xmlenc#sha256");
            assertThat(signing.signatureAlgorithms())
                    .containsExactly("http://www.w3.org/2001/04/xmldsig-more#rsa-sha256");
            assertThat(signing.signingCertificateRef()).isEqualTo("proefdorp_cert");
        });
        assertThat(exchange.senderBinding().digitalEnvelope()).isNull();
        assertThat(exchange.receiverBinding().nonRepudiation().signingSecurityDetailsRef())
                .isEqualTo("proefdorp_trust");
    }

    @Test
    void readsEncryption() {
        DocExchange exchange =
                parsed("osb-rm-e.xml").parties().get(1).docExchanges().get("proefregister_docexchange");

        assertThat(exchange.senderBinding().digitalEnvelope()).satisfies(envelope -> {
            assertThat(envelope.protocol()).isEqualTo("http://www.w3.org/2001/04/xmlenc#");
            assertThat(envelope.encryptionAlgorithms()).containsExactly("http://www.w3.org/2009/xmlenc11#aes128-gcm");
            assertThat(envelope.securityDetailsRef()).isEqualTo("proefregister_trust");
        });
        assertThat(exchange.receiverBinding().digitalEnvelope().certificateRef())
                .isEqualTo("proefregister_cert");
    }

    @Test
    void bestEffortHasNoReliableMessaging() {
        DocExchange exchange =
                parsed("osb-be.xml").parties().get(0).docExchanges().get("proefdorp_docexchange");

        assertThat(exchange.senderBinding().reliableMessaging()).isNull();
        assertThat(exchange.senderBinding().persistDuration()).isNull();
    }

    @Test
    void unqualifiedAttributesReadTheSameAsQualifiedOnes() {
        assertThat(parsed("osb-rm-unqualified-attributes.xml")).isEqualTo(parsed("osb-rm.xml"));
    }

    @Test
    void absentMessagingCharacteristicsAttributesTakeTheSchemaDefaults() {
        Cpa cpa = parse(
                        document(
                                """
                <tns:PartyInfo tns:partyName="p">
                  <tns:DeliveryChannel tns:channelId="c" tns:transportId="t" tns:docExchangeId="d">
                    <tns:MessagingCharacteristics/>
                  </tns:DeliveryChannel>
                  <tns:Transport tns:transportId="t">
                    <tns:TransportReceiver><tns:Endpoint tns:uri="https://x.example.nl/"/></tns:TransportReceiver>
                  </tns:Transport>
                </tns:PartyInfo>"""))
                .cpa();

        PartyInfo party = cpa.parties().get(0);
        assertThat(party.deliveryChannels().get("c").characteristics()).isEqualTo(MessagingCharacteristics.DEFAULTS);
        assertThat(party.transports().get("t").receiver().endpoints().get(0).isAllPurpose())
                .isTrue();
    }

    @Test
    void readsDateTimesWithAnOffsetOrWithoutAZone() {
        Cpa cpa = parse(
                        document(
                                """
                <tns:Start>2025-06-01T02:00:00+02:00</tns:Start>
                <tns:End>2030-06-01T00:00:00</tns:End>"""))
                .cpa();

        assertThat(cpa.start()).isEqualTo(Instant.parse("2025-06-01T00:00:00Z"));
        assertThat(cpa.end()).isEqualTo(Instant.parse("2030-06-01T00:00:00Z"));
    }

    @Test
    void refusesADateWithoutTime() {
        CpaParseResult result = parse(document("<tns:Start>2025-06-01</tns:Start>"));

        assertThat(result.cpa().start()).isNull();
        assertThat(result.problems()).extracting(ParseProblem::path).contains("/CollaborationProtocolAgreement/Start");
    }

    @Test
    void readsDurationsInDaysHoursMinutesAndFractionalSeconds() {
        assertThat(retryInterval("P1DT2H30M"))
                .isEqualTo(Duration.ofDays(1).plusHours(2).plusMinutes(30));
        assertThat(retryInterval("PT0.5S")).isEqualTo(Duration.ofMillis(500));
    }

    @Test
    void refusesANegativeDuration() {
        CpaParseResult result =
                parse(reliableMessaging("<tns:Retries>1</tns:Retries><tns:RetryInterval>-PT1H</tns:RetryInterval>"));

        assertThat(result.problems()).singleElement().satisfies(problem -> {
            assertThat(problem.path()).endsWith("/ReliableMessaging/RetryInterval");
            assertThat(problem.message()).contains("negative");
        });
    }

    @Test
    void refusesRetriesBeyondAnInt() {
        CpaParseResult result = parse(
                reliableMessaging("<tns:Retries>99999999999</tns:Retries><tns:RetryInterval>PT1H</tns:RetryInterval>"));

        assertThat(result.problems()).singleElement().satisfies(problem -> {
            assertThat(problem.path()).endsWith("/ReliableMessaging/Retries");
            assertThat(problem.message()).contains("too large");
        });
    }

    @Test
    void reportsAnElementWithoutItsIdAtItsPosition() {
        CpaParseResult result = parse(
                document(
                        """
                <tns:PartyInfo tns:partyName="p">
                  <tns:DeliveryChannel tns:transportId="t" tns:docExchangeId="d"><tns:MessagingCharacteristics/>
                  </tns:DeliveryChannel>
                </tns:PartyInfo>"""));

        assertThat(result.cpa().parties().get(0).deliveryChannels()).isEmpty();
        assertThat(result.problems())
                .extracting(ParseProblem::path)
                .contains("/CollaborationProtocolAgreement/PartyInfo[1]/DeliveryChannel[1]/@channelId");
    }

    @Test
    void expandsPredefinedEntitiesAndCharacterReferences() {
        Cpa cpa = parse(document("<tns:PartyInfo tns:partyName=\"Proef &amp; Co &#233;\"/>"))
                .cpa();

        assertThat(cpa.parties().get(0).partyName()).isEqualTo("Proef & Co \u00e9");
    }

    @Test
    void refusesADocumentLargerThanTheLimit() {
        byte[] xml = CpaFixtures.bytes("osb-rm.xml");

        CpaParseResult result = new CpaParser(xml.length - 1).parse(xml);

        assertThat(result.cpa()).isNull();
        assertThat(result.problems()).singleElement().satisfies(problem -> {
            assertThat(problem.path()).isEqualTo("/");
            assertThat(problem.message()).contains(String.valueOf(xml.length), String.valueOf(xml.length - 1));
        });
        assertThat(new CpaParser(xml.length).parse(xml).problems()).isEmpty();
    }

    @Test
    void refusesAnExternalDtdWithoutFetchingIt() {
        // A port nothing listens on: fetching would fail differently (and slowly) than refusing.
        String xml = "<!DOCTYPE tns:CollaborationProtocolAgreement SYSTEM \"http://127.0.0.1:9/cpa.dtd\">"
                + "<tns:CollaborationProtocolAgreement xmlns:tns=\"" + CPPA + "\"/>";

        CpaParseResult result = parse(xml.getBytes(StandardCharsets.UTF_8));

        assertThat(result.cpa()).isNull();
        assertThat(result.problems()).singleElement().satisfies(problem -> assertThat(problem.message())
                .contains("DOCTYPE"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"invalid/doctype-external-entity.xml", "invalid/doctype-entity-expansion.xml"})
    void refusesEntityDeclarationsBeforeAnyEntityIsUsed(String fixture) {
        CpaParseResult result = parse(CpaFixtures.bytes(fixture));

        assertThat(result.cpa()).isNull();
        assertThat(result.problems()).singleElement().satisfies(problem -> assertThat(problem.message())
                .contains("DOCTYPE"));
    }

    @Test
    void reportsWhereADocumentIsNotWellFormed() {
        CpaParseResult result = parse("<a>\n<b></a>".getBytes(StandardCharsets.UTF_8));

        assertThat(result.cpa()).isNull();
        assertThat(result.problems()).singleElement().satisfies(problem -> {
            assertThat(problem.path()).isEqualTo("/");
            assertThat(problem.message()).contains("not well-formed", "line 2");
        });
    }

    @Test
    void reportsAnEmptyDocument() {
        CpaParseResult result = parse(new byte[0]);

        assertThat(result.cpa()).isNull();
        assertThat(result.problems()).singleElement().satisfies(problem -> assertThat(problem.message())
                .contains("not well-formed"));
    }

    @Test
    void reportsARootWithoutNamespace() {
        CpaParseResult result = parse("<CollaborationProtocolAgreement/>".getBytes(StandardCharsets.UTF_8));

        assertThat(result.problems()).singleElement().satisfies(problem -> assertThat(problem.message())
                .contains("(no namespace)"));
    }

    @Test
    void refusesANonPositiveLimit() {
        assertThatIllegalArgumentException().isThrownBy(() -> new CpaParser(0));
    }

    private Cpa parsed(String fixture) {
        CpaParseResult result = parser.parse(CpaFixtures.bytes(fixture));
        assertThat(result.problems()).isEmpty();
        return result.cpa();
    }

    private CpaParseResult parse(byte[] xml) {
        return parser.parse(xml);
    }

    private Duration retryInterval(String text) {
        CpaParseResult result = parse(
                reliableMessaging("<tns:Retries>1</tns:Retries><tns:RetryInterval>" + text + "</tns:RetryInterval>"));
        assertThat(result.problems()).isEmpty();
        return List.copyOf(result.cpa().parties().get(0).docExchanges().values())
                .get(0)
                .senderBinding()
                .reliableMessaging()
                .retryInterval();
    }

    private static byte[] reliableMessaging(String retries) {
        return document(
                """
                <tns:PartyInfo tns:partyName="p">
                  <tns:DocExchange tns:docExchangeId="d">
                    <tns:ebXMLSenderBinding tns:version="2.0">
                      <tns:ReliableMessaging>%s<tns:MessageOrderSemantics>NotGuaranteed</tns:MessageOrderSemantics>
                      </tns:ReliableMessaging>
                    </tns:ebXMLSenderBinding>
                  </tns:DocExchange>
                </tns:PartyInfo>"""
                        .formatted(retries));
    }

    /** A CPA root with the given content; Status, Start and End are added when the content has none. */
    private static byte[] document(String content) {
        String status = content.contains("<tns:Status") ? "" : "<tns:Status tns:value=\"agreed\"/>";
        String start = content.contains("<tns:Start>") ? "" : "<tns:Start>2025-01-01T00:00:00Z</tns:Start>";
        String end = content.contains("<tns:End>") ? "" : "<tns:End>2026-01-01T00:00:00Z</tns:End>";
        return ("<tns:CollaborationProtocolAgreement xmlns:tns=\"" + CPPA + "\" tns:cpaid=\"test\">" + status + start
                        + end + content + "</tns:CollaborationProtocolAgreement>")
                .getBytes(StandardCharsets.UTF_8);
    }
}
