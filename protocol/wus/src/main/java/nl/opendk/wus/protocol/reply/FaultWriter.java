package nl.opendk.wus.protocol.reply;

import java.nio.charset.StandardCharsets;
import javax.xml.namespace.QName;
import nl.opendk.wus.protocol.addressing.ResponseAddressing;
import nl.opendk.wus.protocol.fault.WusFault;
import nl.opendk.wus.protocol.fault.WusFinding;
import nl.opendk.wus.protocol.xml.WusNamespaces;
import nl.opendk.wus.protocol.xml.XmlText;

/**
 * The one place a WUS fault becomes a SOAP 1.1 Fault envelope (DK-BP-WUS ch03, SOAP 1.1 §4.4), as UTF-8 bytes:
 *
 * <ul>
 *   <li>faultcode: soap:Client, soap:Server, soap:VersionMismatch, soap:MustUnderstand or the wsse QName (WSS 1.0
 *       §12), see {@link WusFault#faultCode()};
 *   <li>faultstring: {@code "<code> <meaning>"} for Digikoppeling codes, the meaning otherwise; never the finding's
 *       detail, which may quote the request, and never a stack trace;
 *   <li>detail: only for a fault {@linkplain WusFault#aboutBody() about the Body's content}, as
 *       {@code <wus:Fault xmlns:wus="urn:opendk:wus:fault:1"><wus:Code/><wus:Text/></wus:Fault>};
 *   <li>the WS-A headers of a fault: Action {@value nl.opendk.wus.protocol.addressing.AddressingValues#SOAP_FAULT_ACTION},
 *       a new MessageID, and RelatesTo with the request's MessageID when it is known and valid.
 * </ul>
 *
 * The HTTP status of a SOAP 1.1 fault is 500 (SOAP 1.1 §6.2). In the signed profiles the endpoint signs the fault like
 * any response.
 */
public final class FaultWriter {

    /** The namespace of this adapter's fault detail. */
    public static final String DETAIL_NAMESPACE = "urn:opendk:wus:fault:1";

    private FaultWriter() {}

    /** A fault for a finding, relating to the request's MessageID (null when unknown; ignored when invalid). */
    public static byte[] write(WusFinding finding, String requestMessageId) {
        return write(finding, ResponseAddressing.fault(requestMessageId));
    }

    /** A fault for a finding with the given addressing headers. */
    public static byte[] write(WusFinding finding, ResponseAddressing addressing) {
        WusFault fault = finding.fault();
        QName code = fault.faultCode();
        StringBuilder out = new StringBuilder(1024)
                .append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
                .append("<soap:Envelope xmlns:soap=\"")
                .append(WusNamespaces.SOAP_11)
                .append('"');
        if (!WusNamespaces.SOAP_11.equals(code.getNamespaceURI())) {
            out.append(" xmlns:")
                    .append(code.getPrefix())
                    .append("=\"")
                    .append(code.getNamespaceURI())
                    .append('"');
        }
        out.append("><soap:Header>").append(addressing.toXml()).append("</soap:Header>");
        out.append("<soap:Body><soap:Fault><faultcode>")
                .append(code.getPrefix())
                .append(':')
                .append(code.getLocalPart())
                .append("</faultcode><faultstring xml:lang=\"en\">");
        XmlText.appendEscaped(out, fault.faultString()).append("</faultstring>");
        if (fault.aboutBody()) {
            appendDetail(out, fault, finding.detail());
        }
        out.append("</soap:Fault></soap:Body></soap:Envelope>");
        return out.toString().getBytes(StandardCharsets.UTF_8);
    }

    private static void appendDetail(StringBuilder out, WusFault fault, String text) {
        out.append("<detail><wus:Fault xmlns:wus=\"").append(DETAIL_NAMESPACE).append("\">");
        fault.code().ifPresent(code -> out.append("<wus:Code>").append(code).append("</wus:Code>"));
        out.append("<wus:Text>");
        XmlText.appendEscaped(out, text).append("</wus:Text></wus:Fault></detail>");
    }
}
