package nl.opendk.ebms.protocol.security.xml;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.apache.xml.security.Init;
import org.apache.xml.security.c14n.CanonicalizationException;
import org.apache.xml.security.c14n.Canonicalizer;
import org.apache.xml.security.c14n.InvalidCanonicalizerException;
import org.apache.xml.security.parser.XMLParserException;
import org.apache.xml.security.utils.XMLUtils;
import org.w3c.dom.Document;
import org.w3c.dom.Node;

/**
 * The one place where signing and encryption meet the XML security library: it is initialised once, documents
 * are parsed with DOCTYPEs refused (no entity expansion, no external resources), and documents are written in
 * canonical form so that what is sent is exactly what was signed.
 */
public final class SecureXml {

    /** C14N 1.0, inclusive (ebMS 2.0 §4.1.3 and the DK profile's CanonicalizationMethod). */
    public static final String C14N = Canonicalizer.ALGO_ID_C14N_OMIT_COMMENTS;

    public static final String C14N_WITH_COMMENTS = Canonicalizer.ALGO_ID_C14N_WITH_COMMENTS;

    /** Exclusive C14N 1.0; accepted inbound because the DK texts name it too (digest §1.7). */
    public static final String EXCLUSIVE_C14N = Canonicalizer.ALGO_ID_C14N_EXCL_OMIT_COMMENTS;

    private static final byte[] DECLARATION =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>".getBytes(StandardCharsets.US_ASCII);

    static {
        // Base64 values on one line: wrapped at 76 characters the library writes CRLF, which canonical output must
        // escape as &#xD; inside SignatureValue, X509Certificate and CipherValue. Read once, when the library loads.
        System.setProperty("org.apache.xml.security.ignoreLineBreaks", "true");
        Init.init();
    }

    private SecureXml() {}

    /** True once the library is initialised, which calling this ensures. */
    public static boolean initialised() {
        return Init.isInitialized();
    }

    /** Parses namespace-aware, refusing any DOCTYPE. */
    public static Document parse(byte[] xml) throws XMLParserException {
        return XMLUtils.read(new ByteArrayInputStream(xml), true);
    }

    /** A new empty namespace-aware document to build into; nothing is parsed. */
    public static Document newDocument() {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setNamespaceAware(true);
            return factory.newDocumentBuilder().newDocument();
        } catch (ParserConfigurationException e) {
            throw new IllegalStateException("no namespace-aware DOM implementation", e);
        }
    }

    /**
     * The document as UTF-8 bytes: an XML declaration, then the document in inclusive canonical form with
     * comments. Canonical form re-parses to the same node set, so a signature over the DOM stays valid.
     */
    public static byte[] write(Document document) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(4096);
        out.writeBytes(DECLARATION);
        canonicalize(document, C14N_WITH_COMMENTS, out);
        return out.toByteArray();
    }

    /** One subtree in inclusive canonical form without comments; in-scope namespaces are declared on its root. */
    public static String canonical(Node node) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(1024);
        canonicalize(node, C14N, out);
        return out.toString(StandardCharsets.UTF_8);
    }

    private static void canonicalize(Node node, String algorithm, ByteArrayOutputStream out) {
        try {
            Canonicalizer.getInstance(algorithm).canonicalizeSubtree(node, out);
        } catch (InvalidCanonicalizerException | CanonicalizationException e) {
            throw new IllegalStateException("canonicalization failed", e);
        }
    }
}
