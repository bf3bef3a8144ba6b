package nl.opendk.ebms.cpa.check;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.regex.Pattern;
import nl.opendk.ebms.cpa.testing.CpaFixtures;
import nl.opendk.ebms.protocol.error.Severity;
import org.junit.jupiter.api.Test;

/** The rules of the upload check that the fixture folders do not already pin down one by one. */
class CpaValidatorTest {

    private static final String PARTY_A = "/CollaborationProtocolAgreement/PartyInfo[1]";
    private static final String A_SEND =
            PARTY_A + "/CollaborationRole[1]/ServiceBinding[1]/CanSend[1]/ThisPartyActionBinding";
    private static final String A_TRANSPORT = PARTY_A + "/Transport[@transportId='proefdorp_transport']";

    @Test
    void acceptsAnOinWithANonProductionSuffix() {
        CpaCheckResult result = check(edit("osb-rm.xml", ">00000099000000000001<", ">00000099000000000001_OTA<"));

        assertThat(result.findings()).isEmpty();
    }

    @Test
    void refusesAnOinWithAnUnknownSuffix() {
        CpaCheckResult result = check(edit("osb-rm.xml", ">00000099000000000001<", ">00000099000000000001_X<"));

        assertThat(result.errors()).extracting(CpaFinding::path).containsExactly(PARTY_A + "/PartyId[1]");
    }

    @Test
    void warnsAboutAPartyIdWithoutType() {
        CpaCheckResult result = check(edit(
                "osb-rm.xml",
                "<tns:PartyId tns:type=\"urn:osb:oin\">00000099000000000001",
                "<tns:PartyId>00000099000000000001"));

        assertThat(result.findings()).singleElement().satisfies(finding -> {
            assertThat(finding.severity()).isEqualTo(Severity.WARNING);
            assertThat(finding.path()).isEqualTo(PARTY_A + "/PartyId[1]/@type");
            assertThat(finding.message()).contains("has no type");
        });
    }

    @Test
    void warnsAboutCertificatesNotYetValid() {
        Clock beforeCertificates = Clock.fixed(Instant.parse("2024-06-01T00:00:00Z"), ZoneOffset.UTC);

        CpaCheckResult result = CpaUpload.standard(beforeCertificates).check(CpaFixtures.bytes("osb-rm.xml"));

        assertThat(result.acceptable()).isTrue();
        assertThat(result.warnings())
                .extracting(CpaFinding::path)
                .containsExactly(
                        PARTY_A + "/Certificate[@certId='proefdorp_cert']",
                        "/CollaborationProtocolAgreement/PartyInfo[2]/Certificate[@certId='proefregister_cert']");
        assertThat(result.warnings())
                .allSatisfy(warning -> assertThat(warning.message()).contains("not valid until"));
    }

    @Test
    void aChannelOfTheOtherPartyDoesNotResolve() {
        CpaCheckResult result = check(editParty(
                "osb-rm.xml",
                1,
                "<tns:ChannelId>proefdorp_channel</tns:ChannelId>\n"
                        + "          </tns:ThisPartyActionBinding>\n        </tns:CanSend>",
                "<tns:ChannelId>proefregister_channel</tns:ChannelId>\n"
                        + "          </tns:ThisPartyActionBinding>\n        </tns:CanSend>"));

        assertThat(result.errors()).extracting(CpaFinding::path).containsExactly(A_SEND + "/ChannelId[1]");
    }

    @Test
    void requiresTheServerCertificateOfATlsEndpoint() {
        CpaCheckResult result = check(editParty(
                "osb-rm.xml", 1, "          <tns:ServerCertificateRef tns:certId=\"proefdorp_cert\"/>\n", ""));

        assertThat(result.errors())
                .extracting(CpaFinding::path)
                .containsExactly(A_TRANSPORT + "/TransportReceiver/TransportServerSecurity/ServerCertificateRef");
    }

    @Test
    void resolvesTrustAnchorAndApplicationCertificateReferences() {
        String anchor = edit(
                "osb-rm.xml",
                "<tns:AnchorCertificateRef tns:certId=\"proefdorp_root\"/>",
                "<tns:AnchorCertificateRef tns:certId=\"pkio_root\"/>");
        String application = editParty(
                anchor,
                1,
                "<tns:Role tns:name=\"Afnemer\" xlink:type=\"simple\""
                        + " xlink:href=\"urn:osb:proefregister:afnemer\"/>",
                "<tns:Role tns:name=\"Afnemer\"/>" + "<tns:ApplicationCertificateRef tns:certId=\"app_cert\"/>");

        CpaCheckResult result = check(application);

        assertThat(result.errors())
                .extracting(CpaFinding::path)
                .containsExactly(
                        PARTY_A + "/CollaborationRole[1]/ApplicationCertificateRef[1]/@certId",
                        PARTY_A + "/SecurityDetails[@securityId='proefdorp_trust']/TrustAnchors/AnchorCertificateRef[1]"
                                + "/@certId");
    }

    @Test
    void requiresTheEncryptionCertificateOfAReceiver() {
        CpaCheckResult result = check(editParty(
                CpaFixtures.text("osb-rm-e.xml"),
                1,
                "          <tns:EncryptionCertificateRef tns:certId=\"proefdorp_cert\"/>\n",
                ""));

        assertThat(result.errors())
                .extracting(CpaFinding::path)
                .containsExactly(PARTY_A
                        + "/DocExchange[@docExchangeId='proefdorp_docexchange']/ebXMLReceiverBinding/ReceiverDigitalEnvelope"
                        + "/EncryptionCertificateRef");
    }

    @Test
    void refusesAnEndpointWithoutHost() {
        CpaCheckResult result = check(edit("osb-rm.xml", "https://ebms.proefdorp.example.nl/ebms", "https:///ebms"));

        assertThat(result.errors())
                .extracting(CpaFinding::path)
                .containsExactly(A_TRANSPORT + "/TransportReceiver/Endpoint[1]/@uri");
    }

    @Test
    void requiresAnEndpointInAUsedTransportReceiver() {
        CpaCheckResult result = check(editParty(
                "osb-rm.xml",
                1,
                "        <tns:Endpoint tns:uri=\"https://ebms.proefdorp.example.nl/ebms\" tns:type=\"allPurpose\"/>\n",
                ""));

        assertThat(result.errors())
                .extracting(CpaFinding::path)
                .containsExactly(A_TRANSPORT + "/TransportReceiver/Endpoint");
    }

    @Test
    void anUnusedTransportNeedsNoReceiver() {
        CpaCheckResult result = check(editParty(
                "osb-rm.xml",
                1,
                "    <tns:DocExchange ",
                "    <tns:Transport tns:transportId=\"proefdorp_spare\"/>\n    <tns:DocExchange "));

        assertThat(result.findings()).isEmpty();
    }

    @Test
    void requiresServiceAndAction() {
        String noService = editParty(
                "osb-rm.xml",
                1,
                "<tns:Service tns:type=\"urn:osb:services\">proefregister:Bevraging:1:0</tns:Service>",
                "");

        CpaCheckResult result = check(editParty(noService, 1, "tns:action=\"bevragen\" ", ""));

        // Without a service, party A no longer receives what party B sends: that is reported too.
        assertThat(result.errors())
                .extracting(CpaFinding::path)
                .containsExactly(
                        PARTY_A + "/CollaborationRole[1]/ServiceBinding[1]/Service",
                        A_SEND + "/@action",
                        "/CollaborationProtocolAgreement/PartyInfo[2]/CollaborationRole[1]/ServiceBinding[1]/CanSend[1]"
                                + "/ThisPartyActionBinding");
    }

    @Test
    void requiresAServiceBindingInEachRole() {
        String text = CpaFixtures.text("osb-rm.xml");
        int start = text.indexOf("      <tns:ServiceBinding>");
        int end = text.indexOf("      </tns:ServiceBinding>\n", start) + "      </tns:ServiceBinding>\n".length();

        CpaCheckResult result = check(text.substring(0, start) + text.substring(end));

        assertThat(result.errors())
                .extracting(CpaFinding::path)
                .contains(PARTY_A + "/CollaborationRole[1]/ServiceBinding");
    }

    @Test
    void reportsEveryDefectOfADocumentAtOnce() {
        String text = edit("osb-rm.xml", "tns:partyName=\"Gemeente Proefdorp\" ", "");
        text = edit(text, "https://ebms.proefregister.example.nl/ebms", "ebms.proefregister.example.nl");
        String senderRetries = "<tns:ebXMLSenderBinding tns:version=\"2.0\">\n        <tns:ReliableMessaging>\n"
                + "          <tns:Retries>8</tns:Retries>\n          <tns:RetryInterval>";
        text = editParty(text, 1, senderRetries + "PT3H", senderRetries + "drie uur");

        CpaCheckResult result = check(text);

        assertThat(result.errors())
                .extracting(CpaFinding::path)
                .containsExactlyInAnyOrder(
                        PARTY_A + "/@partyName",
                        "/CollaborationProtocolAgreement/PartyInfo[2]/Transport[@transportId='proefregister_transport']"
                                + "/TransportReceiver/Endpoint[1]/@uri",
                        PARTY_A
                                + "/DocExchange[@docExchangeId='proefdorp_docexchange']/ebXMLSenderBinding/ReliableMessaging"
                                + "/RetryInterval");
    }

    private static CpaCheckResult check(String xml) {
        return CpaUpload.standard(CpaFixtures.CLOCK).check(xml.getBytes(StandardCharsets.UTF_8));
    }

    /** The fixture (or text) with {@code old} replaced; {@code old} must occur exactly once. */
    private static String edit(String fixtureOrText, String old, String replacement) {
        String text = fixtureOrText.endsWith(".xml") ? CpaFixtures.text(fixtureOrText) : fixtureOrText;
        assertThat(text.split(Pattern.quote(old), -1))
                .as("occurrences of %s", old)
                .hasSize(2);
        return text.replace(old, replacement);
    }

    /** Like {@link #edit} within one PartyInfo (1 or 2) only. */
    private static String editParty(String fixtureOrText, int party, String old, String replacement) {
        String text = fixtureOrText.endsWith(".xml") ? CpaFixtures.text(fixtureOrText) : fixtureOrText;
        int first = text.indexOf("<tns:PartyInfo");
        int start = party == 1 ? first : text.indexOf("<tns:PartyInfo", text.indexOf("</tns:PartyInfo>", first));
        int end = text.indexOf("</tns:PartyInfo>", start);
        return text.substring(0, start) + edit(text.substring(start, end), old, replacement) + text.substring(end);
    }
}
