package nl.opendk.ebms.service.wus.provide;

import java.security.cert.X509Certificate;
import java.util.List;
import java.util.Objects;

/**
 * A request to a provided service as the HTTPS server received it.
 *
 * @param path the segment after /wus/ in the request line, as received
 * @param body the request body, bounded by the server
 * @param contentType the HTTP Content-Type, or null
 * @param soapAction the HTTP SOAPAction as received (quotes included), or null
 * @param tlsChain the TLS client's certificate chain, its own first; empty without one (or over plain HTTP)
 */
public record WusRequest(
        String path, byte[] body, String contentType, String soapAction, List<X509Certificate> tlsChain) {

    public WusRequest {
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(body, "body");
        tlsChain = List.copyOf(tlsChain);
    }
}
