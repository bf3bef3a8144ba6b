package nl.opendk.ebms.component.security;

import static java.nio.charset.StandardCharsets.UTF_8;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import nl.opendk.ebms.protocol.security.certificate.ConfiguredCrls;
import nl.opendk.ebms.protocol.security.keys.KeyRing;
import nl.opendk.ebms.protocol.security.keys.Pkcs12Keys;

/**
 * The key store, trust store and CRL files the settings name: what they hold now, read together, and a fingerprint
 * that changes when any of them does. The key and trust stores are small and fingerprinted by content; CRL files can
 * be large and are fingerprinted by where they resolve to, size and modification time (a Kubernetes Secret or
 * ConfigMap update swaps a symbolic link, which changes all three).
 */
final class SecurityFiles {

    private final SecuritySettings settings;

    SecurityFiles(SecuritySettings settings) {
        this.settings = settings;
    }

    /**
     * What the files hold now.
     *
     * @param generation the number of this loading, for the key ring
     * @throws IllegalStateException when a file is missing or does not load (the message names it, never a password)
     */
    SecurityMaterial load(long generation) {
        KeyRing ring = settings.keyStore() == null ? null : Pkcs12Keys.loadRing(settings.keyStore(), generation);
        KeyStore keyStore = settings.keyStore() == null
                ? null
                : store(settings.keyStore().path(), settings.keyStore().password());
        TrustMaterial trust = settings.trustStore() == null
                ? null
                : TrustMaterial.load(settings.trustStore(), settings.trustStorePassword());
        ConfiguredCrls crls;
        try {
            crls = ConfiguredCrls.fromFiles(settings.crlFiles());
        } catch (RuntimeException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
        return new SecurityMaterial(ring, keyStore, trust, crls);
    }

    /** Changes whenever a file's content (key and trust store) or identity, size or time (CRL files) changes. */
    String fingerprint() {
        MessageDigest digest = sha256();
        if (settings.keyStore() != null) {
            content(settings.keyStore().path(), digest);
        }
        if (settings.trustStore() != null) {
            content(settings.trustStore(), digest);
        }
        for (Path crl : settings.crlFiles()) {
            identity(crl, digest);
        }
        return HexFormat.of().formatHex(digest.digest());
    }

    private static void content(Path file, MessageDigest digest) {
        digest.update(file.toString().getBytes(UTF_8));
        try {
            digest.update(Files.readAllBytes(file));
        } catch (IOException e) {
            digest.update(("unreadable " + e.getClass().getSimpleName()).getBytes(UTF_8));
        }
    }

    private static void identity(Path file, MessageDigest digest) {
        String seen;
        try {
            BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class);
            seen = file.toRealPath() + " " + attributes.size() + " "
                    + attributes.lastModifiedTime().toMillis();
        } catch (NoSuchFileException e) {
            seen = file + " missing";
        } catch (IOException e) {
            seen = file + " unreadable " + e.getClass().getSimpleName();
        }
        digest.update(seen.getBytes(UTF_8));
    }

    private static KeyStore store(Path file, String password) {
        try (InputStream in = Files.newInputStream(file)) {
            KeyStore store = KeyStore.getInstance("PKCS12");
            store.load(in, password.toCharArray());
            return store;
        } catch (IOException | GeneralSecurityException e) {
            throw new IllegalStateException("cannot read the key store " + file + ": " + e.getMessage(), e);
        }
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("the JDK has no SHA-256", e);
        }
    }
}
