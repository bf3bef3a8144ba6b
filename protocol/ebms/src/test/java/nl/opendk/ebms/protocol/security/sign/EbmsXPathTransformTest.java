package nl.opendk.ebms.protocol.security.sign;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import nl.opendk.ebms.protocol.security.xml.SecureXml;
import org.apache.xml.security.utils.JDKXPathFactory;
import org.apache.xml.security.utils.XPathAPI;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.Node;

class EbmsXPathTransformTest {

    /** Header blocks for the next MSH at two depths, one for the next SOAP node, one for the receiving MSH. */
    private static final String ENVELOPE =
            """
            <SOAP:Envelope xmlns:SOAP="http://schemas.xmlsoap.org/soap/envelope/"
                xmlns:eb="http://www.oasis-open.org/committees/ebxml-msg/schema/msg-header-2_0.xsd">
              <SOAP:Header>
                <eb:MessageHeader SOAP:mustUnderstand="1" eb:version="2.0"><eb:CPAId>cpa</eb:CPAId></eb:MessageHeader>
                <eb:AckRequested SOAP:actor="urn:oasis:names:tc:ebxml-msg:actor:nextMSH" eb:signed="true"/>
                <eb:Wrapper><eb:Inner SOAP:actor="urn:oasis:names:tc:ebxml-msg:actor:nextMSH">text<eb:Deeper a="1"/></eb:Inner></eb:Wrapper>
                <eb:SyncReply SOAP:actor="http://schemas.xmlsoap.org/soap/actor/next" eb:version="2.0"/>
                <eb:AckRequested SOAP:actor="urn:oasis:names:tc:ebxml-msg:actor:toPartyMSH" eb:signed="false"/>
                <eb:Other actor="urn:oasis:names:tc:ebxml-msg:actor:nextMSH"/>
              </SOAP:Header>
              <SOAP:Body><eb:Manifest eb:version="2.0"/></SOAP:Body>
            </SOAP:Envelope>""";

    private static final String XPATH_ELEMENT =
            "<ds:XPath xmlns:ds=\"http://www.w3.org/2000/09/xmldsig#\"" + " xmlns:SOAP=\"%s\">%s</ds:XPath>";

    @Test
    void replacesTheLibrarysTransformSoTheFastPathIsTheOneInUse() {
        new SignatureVerifier();

        assertThat(EbmsXPathTransform.installed()).isTrue();
    }

    @Test
    void answersTheEbmsFilterLikeTheJdkXPathForEveryNode() throws Exception {
        Element xpath = xpathElement("http://schemas.xmlsoap.org/soap/envelope/", EbmsXPathFilter.EXPRESSION);

        List<Boolean> fast = answers(new EbmsXPathTransform().getXPathFactory().newXPathAPI(), xpath);
        List<Boolean> jdk = answers(new JDKXPathFactory().newXPathAPI(), xpath);

        assertThat(fast).isEqualTo(jdk).contains(true, false);
    }

    @Test
    void leavesAnExpressionWithItsPrefixBoundElsewhereToTheJdkXPath() throws Exception {
        // the same text with SOAP bound to another namespace selects no actor attribute: every node is included
        Element xpath = xpathElement("urn:not-soap", EbmsXPathFilter.EXPRESSION);

        List<Boolean> fast = answers(new EbmsXPathTransform().getXPathFactory().newXPathAPI(), xpath);

        assertThat(fast)
                .isEqualTo(answers(new JDKXPathFactory().newXPathAPI(), xpath))
                .containsOnly(true);
    }

    @Test
    void leavesAnyOtherExpressionToTheJdkXPath() throws Exception {
        Element xpath = xpathElement("http://schemas.xmlsoap.org/soap/envelope/", "not(ancestor-or-self::SOAP:Body)");

        List<Boolean> fast = answers(new EbmsXPathTransform().getXPathFactory().newXPathAPI(), xpath);

        assertThat(fast)
                .isEqualTo(answers(new JDKXPathFactory().newXPathAPI(), xpath))
                .contains(true, false);
    }

    private static List<Boolean> answers(XPathAPI api, Element xpath) throws Exception {
        Document envelope = SecureXml.parse(ENVELOPE.getBytes(StandardCharsets.UTF_8));
        String expression = xpath.getTextContent();
        List<Boolean> answers = new ArrayList<>();
        for (Node node : allNodes(envelope, new ArrayList<>())) {
            answers.add(api.evaluate(node, xpath.getFirstChild(), expression, xpath));
        }
        return answers;
    }

    private static List<Node> allNodes(Node node, List<Node> nodes) {
        nodes.add(node);
        NamedNodeMap attributes = node.getAttributes();
        for (int i = 0; attributes != null && i < attributes.getLength(); i++) {
            nodes.add(attributes.item(i));
        }
        for (Node child = node.getFirstChild(); child != null; child = child.getNextSibling()) {
            allNodes(child, nodes);
        }
        return nodes;
    }

    private static Element xpathElement(String soapNamespace, String expression) throws Exception {
        String xml = XPATH_ELEMENT.formatted(soapNamespace, expression.replace("\"", "&quot;"));
        return SecureXml.parse(xml.getBytes(StandardCharsets.UTF_8)).getDocumentElement();
    }
}
