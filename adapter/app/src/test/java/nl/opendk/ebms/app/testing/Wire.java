package nl.opendk.ebms.app.testing;

import java.io.ByteArrayInputStream;
import java.time.Instant;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPathFactory;
import nl.opendk.ebms.protocol.codec.DecodingLimits;
import nl.opendk.ebms.protocol.codec.RequestDecoder;
import nl.opendk.ebms.protocol.message.ReceivedMessage;
import nl.opendk.ebms.testkit.message.HttpFixture;
import org.w3c.dom.Document;

/** Reads what crosses the wire in tests: ebMS envelopes with the protocol's decoder, SOAP Faults with XPath. */
public final class Wire {

    private static final RequestDecoder DECODER = new RequestDecoder(DecodingLimits.defaults());

    private Wire() {}

    public static ReceivedMessage envelope(byte[] body) {
        return DECODER.decode("text/xml; charset=UTF-8", "\"ebXML\"", body, Instant.now());
    }

    public static ReceivedMessage request(HttpFixture fixture) {
        return DECODER.decode(fixture.contentType(), fixture.soapAction(), fixture.body(), Instant.now());
    }

    /** The value of an XPath (local names only, e.g. //*[local-name()='faultcode']) in an XML document. */
    public static String xpath(byte[] xml, String expression) {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setNamespaceAware(true);
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            Document document = factory.newDocumentBuilder().parse(new ByteArrayInputStream(xml));
            return XPathFactory.newInstance().newXPath().evaluate(expression, document);
        } catch (Exception e) {
            throw new IllegalStateException(
                    "not readable XML: " + new String(xml, java.nio.charset.StandardCharsets.UTF_8), e);
        }
    }
}
