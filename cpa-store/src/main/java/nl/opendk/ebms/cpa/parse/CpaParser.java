package nl.opendk.ebms.cpa.parse;

import java.util.List;

/**
 * Reads CPPA 2.0 CPA documents into the {@link nl.opendk.ebms.cpa.model.Cpa} model, safely: the size is bounded,
 * DOCTYPEs are refused (no DTDs, external entities or entity expansion), and a bad document yields problems, never
 * an exception.
 *
 * <p>The parser reports what the model cannot hold: values that are not a valid date, duration, number,
 * enumeration value or certificate (including such values that are required but absent), and ids that are missing
 * or used twice. Every other rule (references, counts, Digikoppeling policy) is checked on the model afterwards.
 *
 * <p>Thread-safe: one instance may parse many documents at once.
 */
public final class CpaParser {

    /** 4 MiB: real CPAs, certificates included, are tens of kilobytes. */
    public static final int DEFAULT_MAX_BYTES = 4 * 1024 * 1024;

    private final int maxBytes;
    private final SecureXmlReader reader = new SecureXmlReader();

    public CpaParser() {
        this(DEFAULT_MAX_BYTES);
    }

    public CpaParser(int maxBytes) {
        if (maxBytes < 1) {
            throw new IllegalArgumentException("maxBytes must be positive, was " + maxBytes);
        }
        this.maxBytes = maxBytes;
    }

    public CpaParseResult parse(byte[] xml) {
        if (xml.length > maxBytes) {
            return refused("The CPA is " + xml.length + " bytes; at most " + maxBytes + " are accepted");
        }
        XmlElement root;
        try {
            root = reader.read(xml);
        } catch (RefusedDocumentException e) {
            return refused(e.getMessage());
        }
        if (root == null || !root.is(XmlElement.CPPA, "CollaborationProtocolAgreement")) {
            return refused("The root element is " + describe(root) + ", not CollaborationProtocolAgreement in "
                    + "namespace " + XmlElement.CPPA);
        }
        ReadContext context = new ReadContext();
        return new CpaParseResult(new CpaReader(context).read(root), context.problems());
    }

    private static CpaParseResult refused(String message) {
        return new CpaParseResult(null, List.of(new ParseProblem(CpaPath.DOCUMENT.value(), message)));
    }

    private static String describe(XmlElement root) {
        if (root == null) {
            return "missing";
        }
        return root.namespace().isEmpty()
                ? root.name() + " (no namespace)"
                : root.name() + " in namespace " + root.namespace();
    }
}
