package nl.opendk.ebms.component.security;

import java.net.Socket;
import java.security.Principal;
import java.security.PrivateKey;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.SSLSession;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.X509ExtendedKeyManager;
import nl.opendk.ebms.protocol.security.keys.KeyRing;
import nl.opendk.ebms.protocol.security.keys.OurKeys;
import nl.opendk.ebms.protocol.security.keys.PrivateCredential;

/**
 * Our TLS keys as the JDK asks for them in every handshake, read from the key ring in use at that moment: a reloaded
 * key store takes effect at the next handshake, with no server or client made anew. As server we present the primary
 * entry (a partner cannot tell us before the handshake which CPA it comes under); as client the entry the CPAs name
 * for the endpoint we connect to, else the primary one.
 *
 * <p>Aliases handed out carry the ring's generation ({@code 3:ebms}), so a reload between choosing an alias and
 * reading its key cannot pair one entry's certificate with another entry's key.
 */
final class ReloadableKeyManager extends X509ExtendedKeyManager {

    private final OurKeys keys;
    private final BiFunction<String, Integer, Optional<String>> clientAliases;

    /** @param clientAliases the entry to present to an endpoint (host, port); empty for the primary entry */
    ReloadableKeyManager(OurKeys keys, BiFunction<String, Integer, Optional<String>> clientAliases) {
        this.keys = keys;
        this.clientAliases = clientAliases;
    }

    @Override
    public String chooseEngineServerAlias(String keyType, Principal[] issuers, SSLEngine engine) {
        return serverAlias(keyType);
    }

    @Override
    public String chooseServerAlias(String keyType, Principal[] issuers, Socket socket) {
        return serverAlias(keyType);
    }

    @Override
    public String chooseEngineClientAlias(String[] keyTypes, Principal[] issuers, SSLEngine engine) {
        return engine == null
                ? clientAlias(keyTypes, null, -1)
                : clientAlias(keyTypes, engine.getPeerHost(), engine.getPeerPort());
    }

    @Override
    public String chooseClientAlias(String[] keyTypes, Principal[] issuers, Socket socket) {
        SSLSession handshake = socket instanceof SSLSocket ssl ? ssl.getHandshakeSession() : null;
        return handshake == null
                ? clientAlias(keyTypes, null, -1)
                : clientAlias(keyTypes, handshake.getPeerHost(), handshake.getPeerPort());
    }

    @Override
    public String[] getClientAliases(String keyType, Principal[] issuers) {
        return aliases(keyType);
    }

    @Override
    public String[] getServerAliases(String keyType, Principal[] issuers) {
        return aliases(keyType);
    }

    @Override
    public X509Certificate[] getCertificateChain(String alias) {
        return entry(alias)
                .map(credential -> credential.chain().toArray(new X509Certificate[0]))
                .orElse(null);
    }

    @Override
    public PrivateKey getPrivateKey(String alias) {
        return entry(alias).map(PrivateCredential::privateKey).orElse(null);
    }

    private String serverAlias(String keyType) {
        KeyRing ring = keys.current();
        return usableFor(ring.primary(), keyType) ? qualified(ring, ring.primaryAlias()) : null;
    }

    private String clientAlias(String[] keyTypes, String host, int port) {
        KeyRing ring = keys.current();
        String name = host == null
                ? ring.primaryAlias()
                : clientAliases
                        .apply(host, port)
                        .filter(ring.entries()::containsKey)
                        .orElse(ring.primaryAlias());
        for (String keyType : keyTypes) {
            if (usableFor(ring.entries().get(name), keyType)) {
                return qualified(ring, name);
            }
        }
        return null;
    }

    private String[] aliases(String keyType) {
        KeyRing ring = keys.current();
        List<String> aliases = new ArrayList<>();
        for (Map.Entry<String, PrivateCredential> entry : ring.entries().entrySet()) {
            if (usableFor(entry.getValue(), keyType)) {
                aliases.add(qualified(ring, entry.getKey()));
            }
        }
        return aliases.isEmpty() ? null : aliases.toArray(new String[0]);
    }

    private Optional<PrivateCredential> entry(String qualified) {
        int colon = qualified == null ? -1 : qualified.indexOf(':');
        if (colon < 1) {
            return Optional.empty();
        }
        long generation;
        try {
            generation = Long.parseLong(qualified.substring(0, colon));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
        String name = qualified.substring(colon + 1);
        return keys.generation(generation).map(ring -> ring.entries().get(name));
    }

    private static String qualified(KeyRing ring, String alias) {
        return ring.generation() + ":" + alias;
    }

    /** The JDK names key types by key algorithm ("RSA", "EC"), TLS 1.2 ECDH suites as "EC_RSA" and "EC_EC". */
    private static boolean usableFor(PrivateCredential credential, String keyType) {
        if (credential == null || keyType == null) {
            return false;
        }
        String algorithm = credential.privateKey().getAlgorithm();
        return keyType.equals(algorithm) || keyType.startsWith(algorithm + "_");
    }
}
