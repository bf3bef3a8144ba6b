package nl.opendk.ebms.protocol.security;

import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.List;
import nl.opendk.ebms.protocol.agreement.Agreement;
import nl.opendk.ebms.protocol.agreement.ChannelSecurity;
import nl.opendk.ebms.protocol.agreement.ChannelTerms;
import nl.opendk.ebms.protocol.agreement.SigningTerms;
import nl.opendk.ebms.protocol.check.Assessment;
import nl.opendk.ebms.protocol.error.EbmsError;
import nl.opendk.ebms.protocol.error.ErrorLocation;
import nl.opendk.ebms.protocol.error.SecurityFailures;
import nl.opendk.ebms.protocol.message.MessageHeader;
import nl.opendk.ebms.protocol.message.MshAction;
import nl.opendk.ebms.protocol.message.ReceivedMessage;
import nl.opendk.ebms.protocol.security.certificate.ClientCertificateCheck;
import nl.opendk.ebms.protocol.security.encrypt.DecryptionResult;
import nl.opendk.ebms.protocol.security.encrypt.PayloadDecryptor;
import nl.opendk.ebms.protocol.security.sign.AlgorithmPolicy;
import nl.opendk.ebms.protocol.security.sign.SenderSignatureCheck;
import nl.opendk.ebms.protocol.security.sign.VerificationResult;
import nl.opendk.ebms.protocol.security.sign.VerifiedReference;

/**
 * The inbound security checks, after the structural and CPA checks, in this order:
 *
 * <ol>
 *   <li>Transport: the TLS client certificate may send as the message's From (DK TLS001/TLS002, DK-BP EB005,
 *       PKI001-PKI004). When it may not, the message is refused without an agreement: it is answered on the
 *       connection only and neither stored nor reported to the party it claims to come from.
 *   <li>Signature, on a channel that signs (osb-*-s, osb-*-e): verified against the sender's certificate from the
 *       CPA (ebMS 2.0 §4.1). Required for business messages and Acknowledgments (DK: signed receipts), verified
 *       whenever present on other MSH messages (signing Ping and Pong is optional in DK).
 *   <li>Decryption, on a channel that encrypts (osb-*-e): every payload part, after the signature verified over the
 *       encrypted parts (docs/adr/0003-payload-encryption.md).
 * </ol>
 *
 * Signature and decryption run only for a message that passed every check before, so hostile input costs no
 * cryptography. Every failure is a SecurityFailure; a message with one is rejected and never reaches the back end.
 */
public final class InboundSecurity {

    private final ClientCertificateCheck clientCertificates;
    private final SenderSignatureCheck signatures;
    private final PayloadDecryptor decryptor;
    private final RolloverCertificates rollover;

    /** Without certificates besides those of the message's own CPA. */
    public InboundSecurity(
            ClientCertificateCheck clientCertificates, SenderSignatureCheck signatures, PayloadDecryptor decryptor) {
        this(clientCertificates, signatures, decryptor, RolloverCertificates.NONE);
    }

    /**
     * @param clientCertificates null when this MSH does not terminate TLS itself (plain HTTP behind a TLS proxy that
     *     authenticates clients): the transport check is then the proxy's
     * @param signatures null when this MSH has no trust store: signed messages are then refused
     * @param decryptor null when this MSH has no key: encrypted messages are then refused
     * @param rollover the sender's certificates tried when a signature does not verify against the CPA's
     */
    public InboundSecurity(
            ClientCertificateCheck clientCertificates,
            SenderSignatureCheck signatures,
            PayloadDecryptor decryptor,
            RolloverCertificates rollover) {
        this.clientCertificates = clientCertificates;
        this.signatures = signatures;
        this.decryptor = decryptor;
        this.rollover = rollover;
    }

    /** @param clientChain the TLS client's certificate chain, its own certificate first; empty without TLS */
    public Assessment check(Assessment assessment, List<X509Certificate> clientChain) {
        MessageHeader header = assessment.message().header();
        if (clientCertificates != null && header != null) {
            List<EbmsError> transport =
                    clientCertificates.check(clientChain, header.from(), cpaClientCertificates(assessment.agreement()));
            if (!transport.isEmpty()) {
                return assessment.refusedSender(transport);
            }
        }
        return checkReply(assessment);
    }

    /**
     * The message-security checks alone (signature, decryption), for a synchronous reply (ebMS 2.0 §4.3) to a
     * message we sent: it came back over our own connection to the partner's server, whose certificate our TLS client
     * checked, so there is no client certificate to check.
     */
    public Assessment checkReply(Assessment assessment) {
        Agreement agreement = assessment.agreement();
        if (!assessment.accepted() || agreement == null || agreement.senderChannel() == null) {
            return assessment;
        }
        return messageSecurity(assessment, agreement.senderChannel().security());
    }

    private Assessment messageSecurity(Assessment assessment, ChannelSecurity security) {
        ReceivedMessage message = assessment.message();
        boolean signatureRequired = security.signed() && needsSignature(message.header());
        if (!signatureRequired && !(security.signed() && message.envelope().signed())) {
            return assessment;
        }
        VerificationResult verification = verify(message, security.sending());
        if (!verification.isVerified()) {
            return assessment.withSecurityErrors(verification.errors());
        }
        List<String> references =
                verification.references().stream().map(VerifiedReference::xml).toList();
        if (!security.encrypted()
                || message.parts().isEmpty()
                || message.header().isMshService()) {
            return assessment.secured(message, references);
        }
        if (decryptor == null) {
            return assessment.withSecurityErrors(List.of(SecurityFailures.failure(
                    ErrorLocation.MANIFEST, "this MSH has no decryption key configured; it cannot accept osb-*-e")));
        }
        DecryptionResult decryption = decryptor.decryptAll(message.parts(), message.header());
        if (!decryption.isDecrypted()) {
            return assessment.withSecurityErrors(decryption.errors());
        }
        ReceivedMessage readable = new ReceivedMessage(
                message.envelopeBytes(),
                message.contentType(),
                message.envelope(),
                decryption.parts(),
                message.receivedAt());
        return assessment.secured(readable, references);
    }

    private VerificationResult verify(ReceivedMessage message, SigningTerms sending) {
        if (signatures == null) {
            return VerificationResult.failed(List.of(SecurityFailures.failure(
                    ErrorLocation.SIGNATURE,
                    "this MSH has no trust store configured; it cannot verify signatures (osb-*-s, osb-*-e)")));
        }
        if (sending == null || sending.certificate() == null) {
            return VerificationResult.failed(List.of(SecurityFailures.failure(
                    ErrorLocation.SIGNATURE,
                    "the CPA names no signing certificate for the sender (SenderNonRepudiation/"
                            + "SigningCertificateRef), so its signature cannot be verified")));
        }
        MessageHeader header = message.header();
        return signatures.check(
                message.envelopeBytes(),
                message.parts(),
                sending.certificate(),
                () -> rollover.besides(
                        header.cpaId(),
                        header.from().primaryId(),
                        header.to() == null ? null : header.to().primaryId()),
                header.from().primaryId(),
                AlgorithmPolicy.forCpa(sending.signatureAlgorithms(), sending.hashFunction()));
    }

    /** Business messages and Acknowledgments must be signed on a signing channel (ebMS 2.0 §4.1, §6.3.2.4). */
    private static boolean needsSignature(MessageHeader header) {
        return !header.isMshService() || header.isMshAction(MshAction.ACKNOWLEDGMENT);
    }

    private static List<X509Certificate> cpaClientCertificates(Agreement agreement) {
        List<X509Certificate> certificates = new ArrayList<>(2);
        if (agreement != null) {
            add(agreement.senderChannel(), certificates);
            add(agreement.replyChannel(), certificates);
        }
        return certificates;
    }

    private static void add(ChannelTerms channel, List<X509Certificate> certificates) {
        if (channel != null && channel.security().tlsClientCertificate() != null) {
            certificates.add(channel.security().tlsClientCertificate());
        }
    }
}
