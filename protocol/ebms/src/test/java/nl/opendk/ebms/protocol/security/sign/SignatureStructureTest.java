package nl.opendk.ebms.protocol.security.sign;

import static nl.opendk.ebms.protocol.codec.EbmsNamespaces.DS;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import nl.opendk.ebms.protocol.error.EbmsError;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.protocol.security.SecurityTestMessages;
import nl.opendk.ebms.protocol.security.keys.PrivateCredential;
import nl.opendk.ebms.protocol.security.xml.SecureXml;
import nl.opendk.ebms.testkit.pki.TestPki;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/** Shapes the verifier refuses before any cryptography, made by editing a good signature. */
class SignatureStructureTest {

    private static final List<PayloadPart> PARTS = SecurityTestMessages.binaryParts(1);
    private static final byte[] SIGNED = new EnvelopeSigner()
            .sign(
                    SecurityTestMessages.envelope(PARTS),
                    PARTS,
                    new PrivateCredential(
                            TestPki.create().party(TestPki.PARTY_1).privateKey(),
                            TestPki.create().party(TestPki.PARTY_1).chain()),
                    SignatureAlgorithms.DEFAULT);

    @Test
    void theUneditedSignatureHasASoundShape() {
        assertThat(findings(document -> {})).isEmpty();
    }

    @Test
    void anObjectInTheSignatureIsRefused() {
        assertThat(findings(document -> signature(document).appendChild(document.createElementNS(DS, "ds:Object"))))
                .anySatisfy(description -> assertThat(description).contains("may not contain Object"));
    }

    @Test
    void canonicalizationWithCommentsIsRefused() {
        assertThat(findings(document -> element(document, "CanonicalizationMethod", 0)
                        .setAttributeNS(null, "Algorithm", SecureXml.C14N_WITH_COMMENTS)))
                .anySatisfy(description -> assertThat(description).contains("CanonicalizationMethod"));
    }

    @Test
    void transformsOnAnAttachmentAreRefused() {
        assertThat(findings(document -> {
                    Element reference = element(document, "Reference", 1);
                    reference.insertBefore(document.createElementNS(DS, "ds:Transforms"), reference.getFirstChild());
                }))
                .anySatisfy(description -> assertThat(description).contains("may not have transforms"));
    }

    @Test
    void anAttachmentReferencedTwiceIsRefused() {
        assertThat(findings(document -> {
                    Element reference = element(document, "Reference", 1);
                    reference.getParentNode().appendChild(reference.cloneNode(true));
                }))
                .anySatisfy(description -> assertThat(description).contains("referenced more than once"));
    }

    @Test
    void aSecondEnvelopeReferenceIsRefused() {
        assertThat(findings(document -> {
                    Element reference = element(document, "Reference", 0);
                    reference
                            .getParentNode()
                            .replaceChild(reference.cloneNode(true), element(document, "Reference", 1));
                }))
                .anySatisfy(description -> assertThat(description).contains("exactly one Reference URI=\"\""));
    }

    @Test
    void aCanonicalizationBeforeTheFilterAndAMissingEnvelopedTransformAreRefused() {
        assertThat(findings(document -> {
                    Element transform = element(document, "Transform", 0);
                    transform.setAttributeNS(null, "Algorithm", SecureXml.C14N);
                }))
                .anySatisfy(description ->
                        assertThat(description).contains("Transform " + SecureXml.C14N + " is not allowed"))
                .anySatisfy(description -> assertThat(description).contains("must use the enveloped-signature"));
    }

    @Test
    void aFilterWithTheSameActorTwiceOrAnUnboundPrefixIsRefused() {
        String nextMshTwice =
                EbmsXPathFilter.EXPRESSION.replace(EbmsXPathFilter.ACTOR_NEXT, EbmsXPathFilter.ACTOR_NEXT_MSH);
        String otherPrefix = EbmsXPathFilter.EXPRESSION.replace("SOAP:", "S:");

        for (String expression : List.of(nextMshTwice, otherPrefix)) {
            assertThat(findings(document -> element(document, "XPath", 0).setTextContent(expression)))
                    .anySatisfy(description -> assertThat(description).contains("must be the ebMS filter"));
        }
    }

    @Test
    void theFilterMayNameTheActorsInEitherOrderWithAnyWhitespaceAndQuotes() {
        String reversed = "not( ancestor-or-self::node()[@SOAP:actor='" + EbmsXPathFilter.ACTOR_NEXT
                + "']\n | ancestor-or-self::node()[@SOAP:actor='" + EbmsXPathFilter.ACTOR_NEXT_MSH + "'] )";

        assertThat(findings(document -> element(document, "XPath", 0).setTextContent(reversed)))
                .isEmpty();
    }

    @Test
    void aBadlyEscapedCidIsNotAPartReference() {
        assertThat(findings(document -> element(document, "Reference", 1).setAttributeNS(null, "URI", "cid:%zz")))
                .anySatisfy(
                        description -> assertThat(description).contains("Reference URI \"cid:%zz\" is not allowed"));
    }

    private static List<String> findings(Consumer<Document> edit) {
        try {
            Document document = SecureXml.parse(SIGNED);
            edit.accept(document);
            List<EbmsError> errors = new ArrayList<>();
            Element signature = SignatureStructure.check(document, PARTS, AlgorithmPolicy.DIGIKOPPELING, errors);
            assertThat(signature == null).isEqualTo(!errors.isEmpty());
            return errors.stream().map(EbmsError::description).toList();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private static Element signature(Document document) {
        return element(document, "Signature", 0);
    }

    private static Element element(Document document, String localName, int index) {
        return (Element) document.getElementsByTagNameNS(DS, localName).item(index);
    }
}
