package nl.opendk.wus.protocol.xml;

import org.w3c.dom.Document;

/**
 * A document read by {@link BoundedXml}, with what the bytes said about their character encoding.
 *
 * @param document the namespace-aware DOM
 * @param declaredEncoding the encoding in the XML declaration, or null when there is none or it names none
 * @param inputEncoding the encoding the bytes were read in (from a byte order mark, the declaration or the UTF-8
 *     default)
 * @param processingInstructions whether the document held processing instructions (SOAP 1.1 §3 forbids them in
 *     messages); they are not copied into the DOM
 */
public record ParsedXml(
        Document document, String declaredEncoding, String inputEncoding, boolean processingInstructions) {}
