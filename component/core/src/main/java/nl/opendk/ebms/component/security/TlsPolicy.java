package nl.opendk.ebms.component.security;

import io.vertx.core.net.TCPSSLOptions;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Which TLS versions and cipher suites the adapter speaks, as server and as client. DK-Beveiliging TLS003/TLS004:
 * TLS 1.2 at least, TLS 1.3 recommended, nothing older; TLS006/TLSCIPH001: NCSC "goed" suites only. The defaults
 * ({@code SecurityKeys}) are the TLS 1.3 suites and, for TLS 1.2, ECDHE with AES-GCM or ChaCha20-Poly1305 (forward
 * secrecy, AEAD).
 */
public record TlsPolicy(List<String> protocols, List<String> cipherSuites) {

    private static final Set<String> ALLOWED_PROTOCOLS = Set.of("TLSv1.2", "TLSv1.3");

    public TlsPolicy {
        protocols = List.copyOf(new LinkedHashSet<>(protocols));
        cipherSuites = List.copyOf(new LinkedHashSet<>(cipherSuites));
        if (protocols.isEmpty() || !ALLOWED_PROTOCOLS.containsAll(protocols)) {
            throw new IllegalArgumentException(
                    "ebms.tls.protocols may only name TLSv1.2 and TLSv1.3 (DK TLS003/TLS004), was " + protocols);
        }
        if (cipherSuites.isEmpty()) {
            throw new IllegalArgumentException("ebms.tls.cipher-suites must name at least one suite");
        }
    }

    /** Restricts the options to these versions and suites, in this order; everything else is left as it is. */
    public void applyTo(TCPSSLOptions options) {
        options.setEnabledSecureTransportProtocols(new LinkedHashSet<>(protocols));
        options.getEnabledCipherSuites().clear();
        cipherSuites.forEach(options::addEnabledCipherSuite);
    }
}
