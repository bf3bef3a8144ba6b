package nl.opendk.ebms.routes.receive;

import java.security.cert.Certificate;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.List;
import javax.net.ssl.SSLPeerUnverifiedException;
import javax.net.ssl.SSLSession;
import org.apache.camel.Message;
import org.apache.camel.component.platform.http.vertx.HttpMessage;

/**
 * The certificate chain the TLS client presented on the connection a request came in on, read from the Vert.x
 * request itself: never from an HTTP header, which anyone can write (house style: no trusted forwarding headers).
 */
public final class ClientCertificates {

    private ClientCertificates() {}

    /** The chain, the client's own certificate first; empty over plain HTTP or without a client certificate. */
    public static List<X509Certificate> of(Message message) {
        if (!(message instanceof HttpMessage http)) {
            return List.of();
        }
        return of(http.getRequest().sslSession());
    }

    /** The chain of a TLS session, the client's own certificate first; empty without a session or a certificate. */
    public static List<X509Certificate> of(SSLSession session) {
        if (session == null) {
            return List.of();
        }
        try {
            List<X509Certificate> chain = new ArrayList<>();
            for (Certificate certificate : session.getPeerCertificates()) {
                if (certificate instanceof X509Certificate x509) {
                    chain.add(x509);
                }
            }
            return List.copyOf(chain);
        } catch (SSLPeerUnverifiedException e) {
            return List.of();
        }
    }
}
