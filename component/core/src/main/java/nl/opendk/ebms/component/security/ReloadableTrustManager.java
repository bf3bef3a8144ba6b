package nl.opendk.ebms.component.security;

import java.net.Socket;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.CertificateException;
import java.security.cert.X509Certificate;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.TrustManager;
import javax.net.ssl.TrustManagerFactory;
import javax.net.ssl.X509ExtendedTrustManager;

/**
 * The handshake's trust (PKIX over the trust store), replaced whole when the trust store is reloaded: the next
 * handshake checks against the new roots. The adapter's own certificate checks (CRLs, OIN) come after the handshake,
 * in {@code CertificateValidator}, which is reloaded with it.
 */
final class ReloadableTrustManager extends X509ExtendedTrustManager {

    private volatile X509ExtendedTrustManager delegate;

    ReloadableTrustManager(KeyStore trust) {
        replace(trust);
    }

    void replace(KeyStore trust) {
        this.delegate = pkix(trust);
    }

    private static X509ExtendedTrustManager pkix(KeyStore trust) {
        try {
            TrustManagerFactory factory = TrustManagerFactory.getInstance("PKIX");
            factory.init(trust);
            for (TrustManager manager : factory.getTrustManagers()) {
                if (manager instanceof X509ExtendedTrustManager x509) {
                    return x509;
                }
            }
            throw new IllegalStateException("the JDK's PKIX trust manager factory made no X.509 trust manager");
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("the trust store cannot be used for TLS: " + e.getMessage(), e);
        }
    }

    @Override
    public void checkClientTrusted(X509Certificate[] chain, String authType, Socket socket)
            throws CertificateException {
        delegate.checkClientTrusted(chain, authType, socket);
    }

    @Override
    public void checkServerTrusted(X509Certificate[] chain, String authType, Socket socket)
            throws CertificateException {
        delegate.checkServerTrusted(chain, authType, socket);
    }

    @Override
    public void checkClientTrusted(X509Certificate[] chain, String authType, SSLEngine engine)
            throws CertificateException {
        delegate.checkClientTrusted(chain, authType, engine);
    }

    @Override
    public void checkServerTrusted(X509Certificate[] chain, String authType, SSLEngine engine)
            throws CertificateException {
        delegate.checkServerTrusted(chain, authType, engine);
    }

    @Override
    public void checkClientTrusted(X509Certificate[] chain, String authType) throws CertificateException {
        delegate.checkClientTrusted(chain, authType);
    }

    @Override
    public void checkServerTrusted(X509Certificate[] chain, String authType) throws CertificateException {
        delegate.checkServerTrusted(chain, authType);
    }

    @Override
    public X509Certificate[] getAcceptedIssuers() {
        return delegate.getAcceptedIssuers();
    }
}
