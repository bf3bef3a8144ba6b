package nl.opendk.ebms.protocol.agreement;

import java.security.cert.X509Certificate;

/**
 * What a CPA delivery channel says about securing the messages on it, taken from its DocExchange and Transport once
 * when the CPA is compiled. A channel belongs to one party: {@code sending} and {@code encryptsPayloads} describe
 * what that party sends on it, {@code receiving} and {@code encryption} what it expects to receive on it.
 *
 * @param sending SenderNonRepudiation: the party signs what it sends here, with this certificate; null when not
 * @param receiving ReceiverNonRepudiation: the party wants what it receives here signed; null when not
 * @param encryptsPayloads SenderDigitalEnvelope: the party encrypts the payloads it sends here
 * @param encryption ReceiverDigitalEnvelope: payloads sent to the party here are encrypted for it; null when not
 * @param tlsClientCertificate the certificate the party's transport presents as TLS client
 *     (TransportClientSecurity/ClientCertificateRef), null when the CPA names none
 */
public record ChannelSecurity(
        SigningTerms sending,
        SigningTerms receiving,
        boolean encryptsPayloads,
        EncryptionTerms encryption,
        X509Certificate tlsClientCertificate) {

    /** A channel of the plain profiles (osb-be, osb-rm): transport security only. */
    public static final ChannelSecurity NONE = new ChannelSecurity(null, null, false, null, null);

    /** osb-*-s and osb-*-e: messages on this channel are signed. Encryption implies signing (DK-ebMS2 ch02). */
    public boolean signed() {
        return sending != null || receiving != null || encrypted();
    }

    /** osb-*-e: payloads on this channel are encrypted. */
    public boolean encrypted() {
        return encryptsPayloads || encryption != null;
    }
}
