package nl.opendk.ebms.perf.traffic;

import java.util.Objects;

/**
 * One POST to an adapter's /ebms as a partner MSH would send it: the Content-Type and SOAPAction headers and the
 * body bytes. A null header is left out of the request, which is itself one of the things the fuzz scenario tries.
 *
 * @param contentType the Content-Type header, or null for none
 * @param soapAction the SOAPAction header, or null for none
 */
public record Request(String contentType, String soapAction, byte[] body) {

    /** DK-ebMS2 ch05 "HTTP Binding": every ebMS request carries SOAPAction "ebXML". */
    public static final String SOAP_ACTION = "\"ebXML\"";

    /** A message without payload (ebMS 2.0 App. B.2.2): the envelope alone as text/xml. */
    public static final String TEXT_XML = "text/xml; charset=UTF-8";

    public Request {
        Objects.requireNonNull(body, "body");
    }

    /** A message without payload: Ping, Pong, signals. */
    public static Request envelope(byte[] envelope) {
        return new Request(TEXT_XML, SOAP_ACTION, envelope);
    }

    public Request withContentType(String value) {
        return new Request(value, soapAction, body);
    }

    public Request withSoapAction(String value) {
        return new Request(contentType, value, body);
    }

    public Request withBody(byte[] value) {
        return new Request(contentType, soapAction, value);
    }
}
