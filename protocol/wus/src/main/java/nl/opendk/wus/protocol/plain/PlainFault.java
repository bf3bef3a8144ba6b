package nl.opendk.wus.protocol.plain;

import java.util.Objects;
import javax.xml.namespace.QName;
import org.w3c.dom.Element;

/**
 * A SOAP 1.1 Fault as read from, or written to, a plain message (SOAP 1.1 §4.4): the fault code, the fault string
 * and, when the fault is about the Body's content, the one element of its detail.
 *
 * @param detail the first element in {@code detail}, or null when there is none
 */
public record PlainFault(QName code, String string, Element detail) {

    public PlainFault {
        Objects.requireNonNull(code, "code");
        string = string == null ? "" : string;
    }

    /** The code as {@code prefix:local} when it has a prefix, else as its local part. */
    public String codeText() {
        return code.getPrefix().isEmpty() ? code.getLocalPart() : code.getPrefix() + ":" + code.getLocalPart();
    }
}
