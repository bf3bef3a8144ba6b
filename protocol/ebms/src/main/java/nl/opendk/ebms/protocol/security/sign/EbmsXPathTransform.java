package nl.opendk.ebms.protocol.security.sign;

import static nl.opendk.ebms.protocol.security.sign.ProtocolLogEvent.XPATH_TRANSFORM_KEPT;

import java.lang.reflect.Field;
import java.util.Map;
import javax.xml.transform.TransformerException;
import nl.opendk.ebms.protocol.security.xml.SecureXml;
import org.apache.xml.security.transforms.Transform;
import org.apache.xml.security.transforms.TransformSpi;
import org.apache.xml.security.transforms.Transforms;
import org.apache.xml.security.transforms.implementations.TransformXPath;
import org.apache.xml.security.utils.XPathAPI;
import org.apache.xml.security.utils.XPathFactory;
import org.w3c.dom.Attr;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * The XPath transform (XMLDSig §6.6.3) with the ebMS filter of ebMS 2.0 §4.1.3 evaluated directly on the DOM.
 *
 * <p>The library evaluates a filter expression once per node of the envelope, and the JDK's XPath builds a new
 * evaluation context and document model for every one of those calls: on a signed Message and its signed
 * Acknowledgment that was most of the adapter's CPU. The ebMS filter only asks whether the node or one of its
 * ancestors carries {@code SOAP:actor} nextMSH or next, which a walk up the parents answers. Any other expression,
 * or the ebMS text with its prefix bound elsewhere, still goes to the JDK's XPath, so results never differ.
 */
public final class EbmsXPathTransform extends TransformXPath {

    private static final System.Logger LOG = System.getLogger(EbmsXPathTransform.class.getName());

    private static volatile boolean installed;

    /**
     * Puts this transform in the library's table in place of its own, once. The library registers its defaults
     * when it is initialised and refuses a second registration for a URI, so the entry is replaced in its table;
     * should a library version change that table, the library's own transform stays (slower, same results).
     */
    static synchronized boolean install() {
        // after the library's own registration, which SecureXml's initialisation does and would otherwise undo
        if (!installed && SecureXml.initialised()) {
            try {
                Field table = Transform.class.getDeclaredField("transformSpiHash");
                table.setAccessible(true);
                @SuppressWarnings("unchecked")
                Map<String, TransformSpi> transforms = (Map<String, TransformSpi>) table.get(null);
                transforms.put(Transforms.TRANSFORM_XPATH, new EbmsXPathTransform());
                installed = true;
            } catch (ReflectiveOperationException | RuntimeException e) {
                LOG.log(
                        System.Logger.Level.WARNING,
                        XPATH_TRANSFORM_KEPT.line(
                                "the XML security library's XPath transform stays in use (slower): " + e));
            }
        }
        return installed;
    }

    @Override
    protected XPathFactory getXPathFactory() {
        XPathFactory library = super.getXPathFactory();
        return new XPathFactory() {
            @Override
            public XPathAPI newXPathAPI() {
                return new EbmsFilterApi(library.newXPathAPI());
            }
        };
    }

    /** Answers the ebMS filter itself and hands every other question to the library's XPath. */
    private static final class EbmsFilterApi implements XPathAPI {

        private final XPathAPI library;
        private Node checkedExpression;
        private boolean ebmsFilter;

        EbmsFilterApi(XPathAPI library) {
            this.library = library;
        }

        @Override
        public NodeList selectNodeList(Node contextNode, Node xpathnode, String str, Node namespaceNode)
                throws TransformerException {
            return library.selectNodeList(contextNode, xpathnode, str, namespaceNode);
        }

        @Override
        public boolean evaluate(Node contextNode, Node xpathnode, String str, Node namespaceNode)
                throws TransformerException {
            if (isEbmsFilter(namespaceNode)) {
                return !excludedByActor(contextNode);
            }
            return library.evaluate(contextNode, xpathnode, str, namespaceNode);
        }

        @Override
        public void clear() {
            library.clear();
        }

        /** The namespace node is the ds:XPath element (XMLDSig §6.6.3); its text and prefixes decide. */
        private boolean isEbmsFilter(Node namespaceNode) {
            if (namespaceNode != checkedExpression) {
                checkedExpression = namespaceNode;
                ebmsFilter = namespaceNode instanceof Element xpath && EbmsXPathFilter.matches(xpath);
            }
            return ebmsFilter;
        }

        /**
         * {@code ancestor-or-self::node()[@SOAP:actor=...]}: an attribute or namespace node has no attributes of
         * its own, so its element and that element's ancestors are the ones to look at.
         */
        private static boolean excludedByActor(Node node) {
            Node current = node instanceof Attr attribute ? attribute.getOwnerElement() : node;
            for (; current != null; current = current.getParentNode()) {
                if (current instanceof Element element && EbmsXPathFilter.excludes(element)) {
                    return true;
                }
            }
            return false;
        }
    }

    /** True once {@link #install()} replaced the library's transform. */
    static boolean installed() {
        return installed;
    }
}
