package nl.opendk.ebms.routes.wus.endpoint;

import java.security.cert.X509Certificate;
import java.util.List;
import java.util.Optional;

/**
 * What the HTTPS connection says about a WUS request, as opposed to what the request says about itself: the TLS
 * client's certificate chain (empty over plain HTTP) and the service the request was posted to. It travels into CXF as
 * one Java object under {@link #PROPERTY}, which no byte of the request can produce or change.
 */
public record TransportFacts(List<X509Certificate> clientChain, String service) {

    /** The CXF message property (and Camel exchange property) holding the facts. */
    public static final String PROPERTY = "nl.opendk.ebms.wus.transportFacts";

    public TransportFacts {
        clientChain = List.copyOf(clientChain);
    }

    /** The TLS client's own certificate, if it showed one. */
    public Optional<X509Certificate> clientCertificate() {
        return clientChain.stream().findFirst();
    }
}
