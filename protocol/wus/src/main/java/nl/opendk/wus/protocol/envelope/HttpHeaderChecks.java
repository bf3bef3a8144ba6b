package nl.opendk.wus.protocol.envelope;

import java.util.List;
import java.util.Locale;
import nl.opendk.wus.protocol.fault.WusFault;
import nl.opendk.wus.protocol.fault.WusFinding;

/** The HTTP headers of a WUS request: Content-Type (SOAP 1.1 over HTTP, UTF-8) and SOAPAction (DK-WUS WS002). */
final class HttpHeaderChecks {

    private HttpHeaderChecks() {}

    /**
     * SOAP 1.1 over HTTP is {@code text/xml}; with MTOM (DK-WUS WM001) the caller passes the root part, which is
     * {@code application/xop+xml}. {@code application/soap+xml} is SOAP 1.2 (VersionMismatch, DK-WUS WW001). A
     * charset parameter must be UTF-8 (DK-WUS WS006).
     */
    static void contentType(String contentType, List<WusFinding> findings) {
        if (contentType == null || contentType.isBlank()) {
            findings.add(new WusFinding(WusFault.INVALID_ENVELOPE, "the request has no Content-Type"));
            return;
        }
        String[] parts = contentType.split(";");
        String mediaType = parts[0].strip().toLowerCase(Locale.ROOT);
        switch (mediaType) {
            case "text/xml", "application/xop+xml" -> {
                // SOAP 1.1 (with MTOM: its root part)
            }
            case "application/soap+xml" -> findings.add(new WusFinding(
                    WusFault.VERSION_MISMATCH, "Content-Type application/soap+xml is SOAP 1.2; WUS uses SOAP 1.1"));
            default -> findings.add(
                    new WusFinding(WusFault.INVALID_ENVELOPE, "Content-Type " + mediaType + " is not text/xml"));
        }
        for (int i = 1; i < parts.length; i++) {
            String parameter = parts[i].strip();
            int equals = parameter.indexOf('=');
            if (equals > 0 && parameter.substring(0, equals).strip().equalsIgnoreCase("charset")) {
                String charset = unquote(parameter.substring(equals + 1).strip());
                if (!isUtf8(charset)) {
                    findings.add(
                            new WusFinding(WusFault.NOT_UTF_8, "Content-Type charset " + charset + " is not UTF-8"));
                }
            }
        }
    }

    /**
     * DK-WUS WS002: SOAPAction is {@code ""} or equal to wsa:Action. SOAP 1.1 §6.1.1 requires the header in a request,
     * so a missing one is 0003 too. The value is compared without its quotes; an unquoted value is accepted although
     * WS-I BP R1109 asks for quotes, because toolkits differ and the value is still unambiguous.
     */
    static void soapAction(String soapAction, String wsaAction, List<WusFinding> findings) {
        if (soapAction == null) {
            findings.add(new WusFinding(WusFault.INVALID_SOAP_ACTION, "the request has no SOAPAction header"));
            return;
        }
        String value = unquote(soapAction.strip());
        if (!value.isEmpty() && !value.equals(wsaAction)) {
            findings.add(new WusFinding(
                    WusFault.INVALID_SOAP_ACTION, "SOAPAction is neither \"\" nor the wsa:Action: " + value));
        }
    }

    static boolean isUtf8(String encoding) {
        return encoding.equalsIgnoreCase("UTF-8") || encoding.equalsIgnoreCase("UTF8");
    }

    private static String unquote(String value) {
        if (value.length() >= 2 && value.startsWith("\"") && value.endsWith("\"")) {
            return value.substring(1, value.length() - 1);
        }
        return value;
    }
}
