package nl.opendk.wus.protocol.xml;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;

/** An element taken out of its document is written with the declarations it needs, and reads back the same. */
class DomWriterTest {

    private final BoundedXml xml = new BoundedXml(XmlLimits.defaults());

    @Test
    void namespacesDeclaredOnAncestorsAreDeclaredOnTheWrittenElement() throws Exception {
        Element body = body("<s:Envelope xmlns:s='urn:soap' xmlns:p='urn:p' xmlns:q='urn:q'><s:Body>"
                + "<p:Zoek q:soort='a&amp;b'><p:Bsn>1 &lt; 2</p:Bsn></p:Zoek></s:Body></s:Envelope>");

        String written = DomWriter.write(body);
        Element again = parse(written);

        assertThat(again.getNamespaceURI()).isEqualTo("urn:p");
        assertThat(again.getAttributeNS("urn:q", "soort")).isEqualTo("a&b");
        assertThat(again.getFirstChild().getNamespaceURI()).isEqualTo("urn:p");
        assertThat(again.getTextContent()).isEqualTo("1 < 2");
        assertThat(written).doesNotContain("urn:soap");
    }

    @Test
    void aDefaultNamespaceIsDeclaredAndUndeclaredWhereTheTreeChangesIt() throws Exception {
        Element body = body("<s:Envelope xmlns:s='urn:soap' xmlns='urn:d'><s:Body><Zoek><x:Geen xmlns:x='urn:x'>"
                + "<Leeg xmlns=''/></x:Geen></Zoek></s:Body></s:Envelope>");

        Element again = parse(DomWriter.write(body));

        assertThat(again.getNamespaceURI()).isEqualTo("urn:d");
        Element geen = (Element) again.getFirstChild();
        assertThat(geen.getNamespaceURI()).isEqualTo("urn:x");
        assertThat(geen.getFirstChild().getNamespaceURI()).isNull();
    }

    private Element body(String document) throws Exception {
        Element envelope =
                xml.parse(document.getBytes(StandardCharsets.UTF_8)).document().getDocumentElement();
        Element body = DomElements.children(envelope).get(0);
        return DomElements.children(body).get(0);
    }

    private Element parse(String text) throws Exception {
        return xml.parse(text.getBytes(StandardCharsets.UTF_8)).document().getDocumentElement();
    }
}
