package nl.opendk.ebms.protocol.security;

import java.util.List;
import java.util.function.Function;
import nl.opendk.ebms.protocol.agreement.ChannelSecurity;
import nl.opendk.ebms.protocol.agreement.ChannelTerms;
import nl.opendk.ebms.protocol.agreement.EncryptionTerms;
import nl.opendk.ebms.protocol.agreement.SigningTerms;
import nl.opendk.ebms.protocol.message.MessageHeader;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.protocol.security.encrypt.EncryptionAlgorithms;
import nl.opendk.ebms.protocol.security.encrypt.KeyTransportAlgorithm;
import nl.opendk.ebms.protocol.security.encrypt.PayloadEncryption;
import nl.opendk.ebms.protocol.security.keys.PrivateCredential;
import nl.opendk.ebms.protocol.security.sign.EnvelopeSigner;
import nl.opendk.ebms.protocol.security.sign.SignatureAlgorithms;
import nl.opendk.ebms.protocol.signal.ChannelSecurityUnavailable;
import nl.opendk.ebms.protocol.signal.OutgoingMessage;
import nl.opendk.ebms.protocol.signal.OutgoingSecurity;

/**
 * Secures outgoing messages for the receiving party's channel: payloads first encrypted for the receiver's
 * certificate from the CPA (osb-*-e; ENC001-ENC004, docs/adr/0003-payload-encryption.md), then the envelope signed
 * over the parts as they are sent (osb-*-s and osb-*-e; ebMS 2.0 §4.1.3, SIGN001-SIGN004) with this MSH's key.
 */
public final class MessageSecurer implements OutgoingSecurity {

    private final PayloadEncryption encryption;
    private final EnvelopeSigner signer;
    private final Function<MessageHeader, PrivateCredential> signingKey;
    private final KeyTransportAlgorithm keyTransport;

    /**
     * @param key this MSH's one signing key; its certificate is the one the CPA must name for our party
     * @param keyTransport how payload keys are wrapped: RSA-OAEP as the DK texts name it, unless agreed otherwise
     */
    public MessageSecurer(
            PayloadEncryption encryption,
            EnvelopeSigner signer,
            PrivateCredential key,
            KeyTransportAlgorithm keyTransport) {
        this(encryption, signer, header -> key, keyTransport);
    }

    /** @param signingKey our key for a message with this header: the one its CPA names for our party */
    public MessageSecurer(
            PayloadEncryption encryption,
            EnvelopeSigner signer,
            Function<MessageHeader, PrivateCredential> signingKey,
            KeyTransportAlgorithm keyTransport) {
        this.encryption = encryption;
        this.signer = signer;
        this.signingKey = signingKey;
        this.keyTransport = keyTransport;
    }

    @Override
    public OutgoingMessage secure(OutgoingMessage message, ChannelTerms destination) {
        ChannelSecurity security = destination.security();
        if (!security.signed()) {
            return message;
        }
        List<PayloadPart> parts = message.parts();
        if (security.encrypted() && !parts.isEmpty()) {
            parts = encrypt(parts, security.encryption(), destination);
        }
        byte[] envelope = signer.sign(
                message.envelope(), parts, signingKey.apply(message.header()), signatureAlgorithms(security));
        return new OutgoingMessage(
                message.header(), envelope, parts, message.endpoint(), message.reliability(), message.ackRequested());
    }

    private List<PayloadPart> encrypt(List<PayloadPart> parts, EncryptionTerms terms, ChannelTerms destination) {
        if (terms == null || terms.certificate() == null) {
            throw new ChannelSecurityUnavailable("channel " + destination.channelId() + " requires encrypted payloads,"
                    + " but the CPA names no EncryptionCertificateRef for the receiver (ReceiverDigitalEnvelope)");
        }
        EncryptionAlgorithms algorithms = EncryptionAlgorithms.forCpa(terms.encryptionAlgorithms(), keyTransport);
        return encryption.encryptAll(parts, terms.certificate(), algorithms);
    }

    /**
     * What the receiver accepts (its ReceiverNonRepudiation), else what the channel's sender side names, else the DK
     * default RSA-SHA256 with SHA-256.
     */
    private static SignatureAlgorithms signatureAlgorithms(ChannelSecurity security) {
        SigningTerms terms = security.receiving() != null ? security.receiving() : security.sending();
        if (terms == null) {
            return SignatureAlgorithms.DEFAULT;
        }
        return SignatureAlgorithms.forCpa(terms.signatureAlgorithms(), terms.hashFunction());
    }
}
