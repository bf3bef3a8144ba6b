package nl.opendk.ebms.protocol.handle;

/**
 * The HTTP response to a received message. ebMS over HTTP answers 204 when everything goes asynchronously and
 * 200 with an envelope when a synchronous reply applies (ebMS 2.0 App. B.2.3; DK-ebMS2 ch05 "HTTP Binding").
 */
public record HttpAnswer(int status, String contentType, byte[] body) {

    public static final String SOAP_CONTENT_TYPE = "text/xml; charset=UTF-8";

    private static final HttpAnswer ACCEPTED = new HttpAnswer(204, null, new byte[0]);

    public static HttpAnswer accepted() {
        return ACCEPTED;
    }

    public static HttpAnswer envelope(byte[] envelope) {
        return new HttpAnswer(200, SOAP_CONTENT_TYPE, envelope);
    }

    public static HttpAnswer soapFault(int status, byte[] envelope) {
        return new HttpAnswer(status, SOAP_CONTENT_TYPE, envelope);
    }
}
