package nl.opendk.wus.protocol.xml;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;

class BoundedXmlTest {

    private final BoundedXml xml = new BoundedXml(XmlLimits.defaults());

    @Test
    void buildsANamespaceAwareDocumentWithDeclarationsAndAttributes() throws Exception {
        ParsedXml parsed = xml.parse(bytes("<?xml version=\"1.0\" encoding=\"utf-8\"?>"
                + "<a:root xmlns:a=\"urn:a\" xmlns:b=\"urn:b\" b:x=\"1\" y=\"2\"><b:child>text</b:child></a:root>"));

        Element root = parsed.document().getDocumentElement();
        assertThat(root.getNamespaceURI()).isEqualTo("urn:a");
        assertThat(root.getAttributeNS("urn:b", "x")).isEqualTo("1");
        assertThat(root.getAttributeNS(null, "y")).isEqualTo("2");
        assertThat(root.lookupNamespaceURI("b")).isEqualTo("urn:b");
        assertThat(root.getTextContent()).isEqualTo("text");
        assertThat(parsed.declaredEncoding()).isEqualTo("utf-8");
        assertThat(parsed.processingInstructions()).isFalse();
    }

    @Test
    void refusesADoctypeAndEntityReferences() {
        assertThatThrownBy(() -> xml.parse(bytes("<!DOCTYPE r [<!ENTITY e \"x\">]><r>&e;</r>")))
                .isInstanceOf(UnreadableXmlException.class)
                .hasMessage("a DOCTYPE is not allowed")
                .hasNoCause();
        assertThatThrownBy(() -> xml.parse(bytes("<r>&e;</r>"))).isInstanceOf(UnreadableXmlException.class);
    }

    @Test
    void refusesWhatIsDeeperThanTheLimit() {
        BoundedXml shallow = new BoundedXml(new XmlLimits(1000, 3, 8, 100, 100));

        assertThatThrownBy(() -> shallow.parse(bytes("<a><b><c><d/></c></b></a>")))
                .isInstanceOf(UnreadableXmlException.class);
    }

    @Test
    void notesProcessingInstructions() throws Exception {
        assertThat(xml.parse(bytes("<r><?pi data?></r>")).processingInstructions())
                .isTrue();
    }

    @Test
    void textIsEscapedForXmlAndForShowing() {
        assertThat(XmlText.appendEscaped(new StringBuilder(), "<a & \"b\" 'c'>").toString())
                .isEqualTo("&lt;a &amp; &quot;b&quot; &apos;c&apos;&gt;");
        assertThat(XmlText.printable("a\u200Bb", 100)).isEqualTo("a\\u200Bb");
        assertThat(XmlText.printable("abcdef", 4)).isEqualTo("abc…");
    }

    private static byte[] bytes(String xml) {
        return xml.getBytes(StandardCharsets.UTF_8);
    }
}
