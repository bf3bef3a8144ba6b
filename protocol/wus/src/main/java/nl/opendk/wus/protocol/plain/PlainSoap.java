package nl.opendk.wus.protocol.plain;

import static nl.opendk.wus.protocol.xml.WusNamespaces.SOAP_11;

import java.nio.charset.StandardCharsets;
import java.util.List;
import javax.xml.XMLConstants;
import javax.xml.namespace.QName;
import nl.opendk.wus.protocol.xml.BoundedXml;
import nl.opendk.wus.protocol.xml.DomElements;
import nl.opendk.wus.protocol.xml.DomWriter;
import nl.opendk.wus.protocol.xml.UnreadableXmlException;
import nl.opendk.wus.protocol.xml.XmlLimits;
import nl.opendk.wus.protocol.xml.XmlText;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * Reads and writes the plain SOAP 1.1 messages the adapter exchanges with its own back ends: a provided service's
 * back end gets the partner's request without WS-Addressing and WS-Security and answers in kind, and a back end that
 * calls a partner's service posts such a request and gets such an answer. Read with the same bounds as partners'
 * requests (no DTDs, bounded size and depth). Thread-safe.
 */
public final class PlainSoap {

    private final BoundedXml xml;

    public PlainSoap(XmlLimits limits) {
        this.xml = new BoundedXml(limits);
    }

    /**
     * The message in the bytes: a SOAP 1.1 Envelope whose Body holds one element, a payload or a soap:Fault. Header
     * blocks are returned apart so that the caller can decide about them; they are never passed on.
     *
     * @throws UnreadableXmlException when the bytes are not such an envelope, with a reason that quotes nothing
     */
    public Read read(byte[] bytes) throws UnreadableXmlException {
        return read(xml.parse(bytes).document().getDocumentElement());
    }

    /**
     * A reply from a Camel endpoint: a plain envelope as {@link #read(byte[])} reads it, or the payload element alone,
     * which a route may answer with for short.
     */
    public PlainMessage readReply(byte[] bytes) throws UnreadableXmlException {
        Element root = xml.parse(bytes).document().getDocumentElement();
        return "Envelope".equals(root.getLocalName()) ? read(root).message() : PlainMessage.of(root);
    }

    /** As {@link #read(byte[])}, for an envelope already parsed. */
    public static Read read(Element envelope) throws UnreadableXmlException {
        if (!DomElements.is(envelope, SOAP_11, "Envelope")) {
            throw new UnreadableXmlException("the root element is not a SOAP 1.1 Envelope");
        }
        List<Element> headers = List.of();
        Element body = null;
        for (Element child : DomElements.children(envelope)) {
            if (DomElements.is(child, SOAP_11, "Header") && body == null) {
                headers = DomElements.children(child);
            } else if (DomElements.is(child, SOAP_11, "Body") && body == null) {
                body = child;
            } else {
                throw new UnreadableXmlException(DomElements.name(child) + " is not allowed in the Envelope");
            }
        }
        if (body == null) {
            throw new UnreadableXmlException("the Envelope has no Body");
        }
        List<Element> content = DomElements.children(body);
        if (content.size() != 1) {
            throw new UnreadableXmlException("the Body holds " + content.size() + " elements; one is required");
        }
        Element only = content.get(0);
        PlainMessage message =
                DomElements.is(only, SOAP_11, "Fault") ? PlainMessage.of(fault(only)) : PlainMessage.of(only);
        return new Read(message, headers);
    }

    /** A read message and the header blocks its envelope carried (none for most). */
    public record Read(PlainMessage message, List<Element> headers) {
        public Read {
            headers = List.copyOf(headers);
        }
    }

    /** The message as a SOAP 1.1 envelope in UTF-8, without header. */
    public static byte[] write(PlainMessage message) {
        return message.isFault() ? writeFault(message.fault()) : writePayload(message.payload());
    }

    private static byte[] writePayload(Element payload) {
        StringBuilder out = open();
        out.append(serialize(payload));
        return close(out);
    }

    private static byte[] writeFault(PlainFault fault) {
        StringBuilder out = open().append("<soap:Fault><faultcode");
        String namespace = fault.code().getNamespaceURI();
        String prefix =
                fault.code().getPrefix().isEmpty() ? "code" : fault.code().getPrefix();
        if (SOAP_11.equals(namespace)) {
            prefix = "soap";
        } else if (!namespace.isEmpty()) {
            out.append(" xmlns:").append(prefix).append("=\"");
            XmlText.appendEscaped(out, namespace).append('"');
        }
        out.append('>');
        XmlText.appendEscaped(
                out,
                namespace.isEmpty()
                        ? fault.code().getLocalPart()
                        : prefix + ":" + fault.code().getLocalPart());
        out.append("</faultcode><faultstring>");
        XmlText.appendEscaped(out, fault.string()).append("</faultstring>");
        if (fault.detail() != null) {
            out.append("<detail>").append(serialize(fault.detail())).append("</detail>");
        }
        out.append("</soap:Fault>");
        return close(out);
    }

    private static StringBuilder open() {
        return new StringBuilder(1024)
                .append("<?xml version=\"1.0\" encoding=\"UTF-8\"?><soap:Envelope xmlns:soap=\"")
                .append(SOAP_11)
                .append("\"><soap:Body>");
    }

    private static byte[] close(StringBuilder out) {
        return out.append("</soap:Body></soap:Envelope>").toString().getBytes(StandardCharsets.UTF_8);
    }

    /** SOAP 1.1 §4.4: faultcode is a QName, faultstring text, detail the elements about the Body. */
    private static PlainFault fault(Element fault) {
        Element code = null;
        String string = null;
        Element detail = null;
        for (Element child : DomElements.children(fault)) {
            switch (child.getLocalName()) {
                case "faultcode" -> code = child;
                case "faultstring" -> string = child.getTextContent();
                case "detail" -> detail =
                        DomElements.children(child).stream().findFirst().orElse(null);
                default -> {
                    // faultactor and extensions: not passed on
                }
            }
        }
        return new PlainFault(
                code == null
                        ? qualified(fault, null)
                        : qualified(code, code.getTextContent().strip()),
                string,
                detail);
    }

    /** The faultcode's QName, its prefix resolved where it stands; an unreadable code counts as soap:Server. */
    private static QName qualified(Node context, String code) {
        if (code == null || code.isEmpty()) {
            return new QName(SOAP_11, "Server", "soap");
        }
        int colon = code.indexOf(':');
        String prefix = colon < 0 ? XMLConstants.DEFAULT_NS_PREFIX : code.substring(0, colon);
        String local = code.substring(colon + 1);
        String namespace = context.lookupNamespaceURI(prefix.isEmpty() ? null : prefix);
        if (namespace == null) {
            // an unqualified Client or Server is common enough to be read as the SOAP code it names
            boolean soapCode = prefix.isEmpty() && (local.equals("Client") || local.equals("Server"));
            return new QName(SOAP_11, soapCode ? local : "Server", "soap");
        }
        return new QName(namespace, local, prefix);
    }

    /** The element as XML text, without declaration, with the namespaces it uses declared. */
    public static String serialize(Element element) {
        return DomWriter.write(element);
    }
}
