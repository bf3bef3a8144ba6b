package nl.opendk.wus.protocol.xml;

/**
 * Bounds on untrusted XML, so hostile input is refused quickly and with bounded memory. Every number is a count of
 * bytes, characters or elements.
 *
 * @param maxBytes largest document in bytes; the default is the Grote Berichten threshold (DK-GB VW001, 20 MiB):
 *     larger payloads belong in Grote Berichten, not in a WUS call
 * @param maxDepth deepest element nesting
 * @param maxAttributesPerElement most attributes (namespace declarations included) on one element
 * @param maxTextLength longest text node or attribute value in characters; inline base64 attachments are text, so
 *     the default allows one as large as the document
 * @param maxElementCount most elements in one document
 */
public record XmlLimits(
        int maxBytes, int maxDepth, int maxAttributesPerElement, int maxTextLength, int maxElementCount) {

    /** 20 MiB (DK-GB VW001). */
    public static final int GROTE_BERICHTEN_BYTES = 20 * 1024 * 1024;

    public XmlLimits {
        if (maxBytes < 1 || maxDepth < 1 || maxAttributesPerElement < 1 || maxTextLength < 1 || maxElementCount < 1) {
            throw new IllegalArgumentException("every limit must be at least 1");
        }
    }

    /**
     * 20 MiB, depth 100, 64 attributes per element, text up to 20 MiB, 500,000 elements: far more than a WUS call or
     * a WSDL needs, far less than could hurt the JVM.
     */
    public static XmlLimits defaults() {
        return new XmlLimits(GROTE_BERICHTEN_BYTES, 100, 64, GROTE_BERICHTEN_BYTES, 500_000);
    }
}
