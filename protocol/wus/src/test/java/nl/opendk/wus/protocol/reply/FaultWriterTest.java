package nl.opendk.wus.protocol.reply;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import nl.opendk.wus.protocol.addressing.AddressingValues;
import nl.opendk.wus.protocol.fault.WusFault;
import nl.opendk.wus.protocol.fault.WusFinding;
import nl.opendk.wus.protocol.xml.BoundedXml;
import nl.opendk.wus.protocol.xml.DomElements;
import nl.opendk.wus.protocol.xml.WusNamespaces;
import nl.opendk.wus.protocol.xml.XmlLimits;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

class FaultWriterTest {

    private static final String REQUEST_ID = "urn:uuid:11111111-2222-3333-4444-555555555555";

    @Test
    void writesAClientFaultWithCodeAndMeaningAndNoDetailForAHeaderFault() throws Exception {
        Document fault = parse(FaultWriter.write(new WusFinding(WusFault.TO_INVALID, "wsa:To is missing"), REQUEST_ID));

        Element soapFault = soapFault(fault);
        assertThat(text(soapFault, "faultcode")).isEqualTo("soap:Client");
        assertThat(soapFault.lookupNamespaceURI("soap")).isEqualTo(WusNamespaces.SOAP_11);
        assertThat(text(soapFault, "faultstring")).isEqualTo("0005 WS-Addressing header To missing or invalid");
        assertThat(find(soapFault, "", "detail")).isEmpty();
        assertThat(fault.getDocumentElement().getTextContent()).doesNotContain("wsa:To is missing");
    }

    @Test
    void carriesTheWsAddressingHeadersOfAFault() throws Exception {
        Document fault = parse(FaultWriter.write(new WusFinding(WusFault.INVALID_ENVELOPE, "x"), REQUEST_ID));

        Element header = DomElements.children(fault.getDocumentElement()).get(0);
        assertThat(wsa(header, "Action")).isEqualTo(AddressingValues.SOAP_FAULT_ACTION);
        assertThat(wsa(header, "MessageID")).startsWith("urn:uuid:").isNotEqualTo(REQUEST_ID);
        assertThat(wsa(header, "RelatesTo")).isEqualTo(REQUEST_ID);
    }

    @Test
    void leavesRelatesToOutWhenTheRequestIdIsUnknownOrInvalid() throws Exception {
        for (String requestId : new String[] {null, "<script>&"}) {
            Document fault = parse(FaultWriter.write(new WusFinding(WusFault.MESSAGE_ID_INVALID, "x"), requestId));
            Element header = DomElements.children(fault.getDocumentElement()).get(0);
            assertThat(DomElements.children(header, WusNamespaces.WSA, "RelatesTo"))
                    .isEmpty();
        }
    }

    @Test
    void aBodyFaultCarriesTheDetailEscaped() throws Exception {
        String detail = "element </wus:Text><evil/> & \"more\" \u0000";
        Document fault = parse(FaultWriter.write(new WusFinding(WusFault.NOT_VALID_AGAINST_XSD, detail), REQUEST_ID));

        Element wusFault = find(find(soapFault(fault), "", "detail").get(0), FaultWriter.DETAIL_NAMESPACE, "Fault")
                .get(0);
        assertThat(text(wusFault, FaultWriter.DETAIL_NAMESPACE, "Code")).isEqualTo("0004");
        assertThat(text(wusFault, FaultWriter.DETAIL_NAMESPACE, "Text"))
                .isEqualTo("element </wus:Text><evil/> & \"more\" \\u0000");
    }

    @Test
    void aSecurityFaultUsesTheWsseQName() throws Exception {
        Document fault = parse(FaultWriter.write(new WusFinding(WusFault.FAILED_CHECK, "digest mismatch"), REQUEST_ID));

        Element soapFault = soapFault(fault);
        assertThat(text(soapFault, "faultcode")).isEqualTo("wsse:FailedCheck");
        assertThat(soapFault.lookupNamespaceURI("wsse")).isEqualTo(WusNamespaces.WSSE);
        assertThat(text(soapFault, "faultstring")).isEqualTo("The signature or decryption was invalid");
    }

    @Test
    void backEndFailureIsAServerFault() throws Exception {
        Document fault =
                parse(FaultWriter.write(new WusFinding(WusFault.SERVICE_UNAVAILABLE, "timed out"), (String) null));

        assertThat(text(soapFault(fault), "faultcode")).isEqualTo("soap:Server");
        assertThat(text(soapFault(fault), "faultstring")).isEqualTo("0051 Service unavailable");
    }

    @Test
    void versionMismatchUsesTheSoapCode() throws Exception {
        Document fault = parse(FaultWriter.write(new WusFinding(WusFault.VERSION_MISMATCH, "SOAP 1.2"), (String) null));

        assertThat(text(soapFault(fault), "faultcode")).isEqualTo("soap:VersionMismatch");
    }

    private static Element soapFault(Document fault) {
        Element body = DomElements.children(fault.getDocumentElement(), WusNamespaces.SOAP_11, "Body")
                .get(0);
        return DomElements.children(body, WusNamespaces.SOAP_11, "Fault").get(0);
    }

    private static String text(Element parent, String localName) {
        return text(parent, "", localName);
    }

    private static String text(Element parent, String namespace, String localName) {
        List<Element> found = find(parent, namespace, localName);
        assertThat(found).hasSize(1);
        return found.get(0).getTextContent();
    }

    /** Child elements by name; "" is no namespace (faultcode, faultstring and detail are unqualified). */
    private static List<Element> find(Element parent, String namespace, String localName) {
        return DomElements.children(parent).stream()
                .filter(e -> localName.equals(e.getLocalName()))
                .filter(e -> namespace.equals(e.getNamespaceURI() == null ? "" : e.getNamespaceURI()))
                .toList();
    }

    private static String wsa(Element header, String localName) {
        return text(header, WusNamespaces.WSA, localName);
    }

    private static Document parse(byte[] fault) throws Exception {
        assertThat(new String(fault, StandardCharsets.UTF_8)).startsWith("<?xml version=\"1.0\" encoding=\"UTF-8\"?>");
        return new BoundedXml(XmlLimits.defaults()).parse(fault).document();
    }
}
