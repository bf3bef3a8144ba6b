package nl.opendk.wus.protocol.envelope;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import nl.opendk.wus.protocol.fault.WusFault;
import nl.opendk.wus.protocol.fault.WusFinding;
import nl.opendk.wus.protocol.profile.WusProfile;
import nl.opendk.wus.protocol.xml.XmlLimits;
import org.junit.jupiter.api.Test;

class EnvelopeCheckTest {

    private static final String ACTION = "http://example.nl/v1/IService_v1/Op";
    private static final String TEXT_XML = "text/xml; charset=UTF-8";

    private final EnvelopeCheck check = new EnvelopeCheck(XmlLimits.defaults());

    @Test
    void returnsTheDocumentAndAddressingOfAValidRequest() {
        EnvelopeResult result = check(envelope(headers(true, true, true), "<b:Op xmlns:b=\"urn:b\"/>"), "\"\"");

        assertThat(result.accepted()).isTrue();
        assertThat(result.fault()).isEmpty();
        assertThat(result.document().getDocumentElement().getLocalName()).isEqualTo("Envelope");
        assertThat(result.addressing().action()).isEqualTo(ACTION);
    }

    @Test
    void gathersEveryFindingInsteadOfStoppingAtTheFirst() {
        String headers = headers(false, true, true) + "<x:Trace xmlns:x=\"urn:x\"/>";
        EnvelopeResult result =
                check(envelope(headers, "<b:A xmlns:b=\"urn:b\"/><b:B xmlns:b=\"urn:b\"/>"), "\"urn:other\"");

        assertThat(result.findings())
                .extracting(WusFinding::fault)
                .containsExactly(
                        WusFault.INVALID_ENVELOPE,
                        WusFault.HEADER_NOT_ALLOWED,
                        WusFault.TO_INVALID,
                        WusFault.INVALID_SOAP_ACTION);
    }

    @Test
    void answersAnUnderstoodMandatoryHeaderProblemFirst() {
        String headers = headers(false, true, true) + "<x:Trace soap:mustUnderstand=\"1\" xmlns:x=\"urn:x\"/>";

        EnvelopeResult result = check(envelope(headers, "<b:Op xmlns:b=\"urn:b\"/>"), "\"\"");

        assertThat(result.fault()).get().extracting(WusFinding::fault).isEqualTo(WusFault.MUST_UNDERSTAND);
        assertThat(result.findings()).extracting(WusFinding::fault).contains(WusFault.TO_INVALID);
    }

    @Test
    void aSoap12ContentTypeIsAnsweredWithVersionMismatchFirst() {
        String request = envelope(headers(true, true, true), "<b:Op xmlns:b=\"urn:b\"/>");

        EnvelopeResult result =
                check.check(bytes(request), "application/soap+xml; charset=UTF-8", "\"urn:other\"", WusProfile.BE);

        assertThat(result.findings())
                .extracting(WusFinding::fault)
                .containsExactly(WusFault.VERSION_MISMATCH, WusFault.INVALID_SOAP_ACTION);
    }

    @Test
    void acceptsSoapActionEqualToTheActionQuotedOrNot() {
        String request = envelope(headers(true, true, true), "<b:Op xmlns:b=\"urn:b\"/>");

        assertThat(check(request, "\"" + ACTION + "\"").accepted()).isTrue();
        assertThat(check(request, ACTION).accepted()).isTrue();
        assertThat(check(request, "").accepted()).isTrue();
    }

    @Test
    void refusesOtherContentTypes() {
        String request = envelope(headers(true, true, true), "<b:Op xmlns:b=\"urn:b\"/>");

        assertThat(check.check(bytes(request), null, "\"\"", WusProfile.BE).fault())
                .get()
                .extracting(WusFinding::fault)
                .isEqualTo(WusFault.INVALID_ENVELOPE);
        assertThat(check.check(bytes(request), "application/json", "\"\"", WusProfile.BE)
                        .fault())
                .get()
                .extracting(WusFinding::fault)
                .isEqualTo(WusFault.INVALID_ENVELOPE);
        assertThat(check.check(bytes(request), "application/xop+xml; type=\"text/xml\"", "\"\"", WusProfile.BE)
                        .accepted())
                .isTrue();
    }

    @Test
    void utf16IsNotUtf8() {
        String request =
                envelope(headers(true, true, true), "<b:Op xmlns:b=\"urn:b\"/>").replace("UTF-8", "UTF-16");

        EnvelopeResult result =
                check.check(request.getBytes(StandardCharsets.UTF_16), "text/xml", "\"\"", WusProfile.BE);

        assertThat(result.fault()).get().extracting(WusFinding::fault).isEqualTo(WusFault.NOT_UTF_8);
    }

    @Test
    void acceptsUtf8WithoutADeclarationAndAQuotedCharset() {
        String request = envelope(headers(true, true, true), "<b:Op xmlns:b=\"urn:b\">ë</b:Op>")
                .replace("<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "");

        EnvelopeResult result = check.check(bytes(request), "text/xml; charset=\"utf-8\"", "\"\"", WusProfile.BE);

        assertThat(result.findings()).isEmpty();
    }

    @Test
    void refusesARequestOverTheSizeLimit() {
        EnvelopeCheck small = new EnvelopeCheck(new XmlLimits(200, 100, 64, 1000, 1000));
        String request = envelope(headers(true, true, true), "<b:Op xmlns:b=\"urn:b\"/>");

        EnvelopeResult result = small.check(bytes(request), TEXT_XML, "\"\"", WusProfile.BE);

        assertThat(result.findings()).extracting(WusFinding::fault).containsExactly(WusFault.INVALID_ENVELOPE);
        assertThat(result.findings().get(0).detail()).contains("larger than 200 bytes");
        assertThat(result.document()).isNull();
    }

    @Test
    void aSignedProfileAcceptsOneSecurityHeader() {
        String security = "<wsse:Security xmlns:wsse=\"http://docs.oasis-open.org/wss/2004/01/"
                + "oasis-200401-wss-wssecurity-secext-1.0.xsd\" soap:mustUnderstand=\"1\"/>";
        String request = envelope(security + headers(true, true, true), "<b:Op xmlns:b=\"urn:b\"/>");

        assertThat(check.check(bytes(request), TEXT_XML, "\"\"", WusProfile.BE_SE)
                        .accepted())
                .isTrue();
    }

    private EnvelopeResult check(String request, String soapAction) {
        return check.check(bytes(request), TEXT_XML, soapAction, WusProfile.BE);
    }

    private static byte[] bytes(String request) {
        return request.getBytes(StandardCharsets.UTF_8);
    }

    private static String headers(boolean to, boolean action, boolean messageId) {
        return (to ? "<wsa:To>https://provider.example.nl/ws</wsa:To>" : "")
                + (action ? "<wsa:Action>" + ACTION + "</wsa:Action>" : "")
                + (messageId ? "<wsa:MessageID>urn:uuid:6b1c2f0e-8f57-4d3a-9a55-0c6f3c1d2e4f</wsa:MessageID>" : "");
    }

    private static String envelope(String headers, String body) {
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>"
                + "<soap:Envelope xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\""
                + " xmlns:wsa=\"http://www.w3.org/2005/08/addressing\"><soap:Header>" + headers + "</soap:Header>"
                + "<soap:Body>" + body + "</soap:Body></soap:Envelope>";
    }
}
