package nl.opendk.ebms.protocol.security.encrypt;

import java.util.List;
import java.util.Objects;

/**
 * How outgoing payloads are encrypted: the data cipher and the key transport. Only algorithms that may encrypt can
 * be chosen (DK-Beveiliging ENC001/ENC003: never 3DES).
 */
public record EncryptionAlgorithms(DataEncryptionAlgorithm data, KeyTransportAlgorithm keyTransport) {

    /** AES-256-GCM with RSA-OAEP as the DK texts write it. */
    public static final EncryptionAlgorithms DEFAULT =
            new EncryptionAlgorithms(DataEncryptionAlgorithm.AES_256_GCM, KeyTransportAlgorithm.RSA_OAEP_MGF1P);

    public EncryptionAlgorithms {
        Objects.requireNonNull(data, "data");
        Objects.requireNonNull(keyTransport, "keyTransport");
        if (!data.mayEncrypt()) {
            throw new IllegalArgumentException(data.uri() + " may be decrypted for legacy peers but is never used to"
                    + " encrypt (DK ENC001/ENC003: AES-GCM)");
        }
    }

    /**
     * The data cipher a CPA's DigitalEnvelope asks for: its first EncryptionAlgorithm this adapter encrypts with
     * (CPPA lists them in order of preference), or the default when it names none.
     *
     * @throws IllegalArgumentException when the CPA names only algorithms this adapter does not encrypt with
     */
    public static EncryptionAlgorithms forCpa(List<String> encryptionAlgorithms, KeyTransportAlgorithm keyTransport) {
        if (encryptionAlgorithms.isEmpty()) {
            return new EncryptionAlgorithms(DEFAULT.data(), keyTransport);
        }
        return encryptionAlgorithms.stream()
                .map(DataEncryptionAlgorithm::fromUri)
                .flatMap(java.util.Optional::stream)
                .filter(DataEncryptionAlgorithm::mayEncrypt)
                .findFirst()
                .map(data -> new EncryptionAlgorithms(data, keyTransport))
                .orElseThrow(() -> new IllegalArgumentException(
                        "the CPA names no algorithm this adapter encrypts with (DK ENC001/ENC003: AES-GCM): "
                                + encryptionAlgorithms));
    }
}
