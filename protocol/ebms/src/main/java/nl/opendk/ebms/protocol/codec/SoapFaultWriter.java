package nl.opendk.ebms.protocol.codec;

import java.nio.charset.StandardCharsets;
import java.util.List;
import nl.opendk.ebms.protocol.error.SoapFault;

/** Writes a SOAP 1.1 Fault (SOAP 1.1 §4.4) with the ebMS error, when there is one, in its detail. */
public final class SoapFaultWriter {

    private SoapFaultWriter() {}

    public static byte[] write(SoapFault fault) {
        StringBuilder out = new StringBuilder(768)
                .append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
                .append("<soap:Envelope xmlns:soap=\"")
                .append(EbmsNamespaces.SOAP)
                .append("\" xmlns:eb=\"")
                .append(EbmsNamespaces.EB)
                .append("\"><soap:Body><soap:Fault><faultcode>soap:")
                .append(fault.faultCode().localName())
                .append("</faultcode><faultstring>");
        XmlText.append(out, fault.reason()).append("</faultstring>");
        if (fault.detail() != null) {
            out.append("<detail>");
            ErrorListWriter.append(out, List.of(fault.detail()), false);
            out.append("</detail>");
        }
        return out.append("</soap:Fault></soap:Body></soap:Envelope>")
                .toString()
                .getBytes(StandardCharsets.UTF_8);
    }
}
