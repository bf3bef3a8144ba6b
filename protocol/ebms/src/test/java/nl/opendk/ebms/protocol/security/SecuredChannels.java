package nl.opendk.ebms.protocol.security;

import java.net.URI;
import java.security.cert.X509Certificate;
import java.time.Clock;
import java.util.List;
import nl.opendk.ebms.protocol.agreement.Agreement;
import nl.opendk.ebms.protocol.agreement.ChannelSecurity;
import nl.opendk.ebms.protocol.agreement.ChannelTerms;
import nl.opendk.ebms.protocol.agreement.DigikoppelingProfile;
import nl.opendk.ebms.protocol.agreement.EncryptionTerms;
import nl.opendk.ebms.protocol.agreement.PerMessage;
import nl.opendk.ebms.protocol.agreement.SigningTerms;
import nl.opendk.ebms.protocol.agreement.SyncReplyMode;
import nl.opendk.ebms.protocol.security.certificate.CertificateValidator;
import nl.opendk.ebms.protocol.security.certificate.ConfiguredCrls;
import nl.opendk.ebms.protocol.security.certificate.RevocationFailureMode;
import nl.opendk.ebms.protocol.security.sign.SignatureAlgorithms;
import nl.opendk.ebms.testkit.pki.TestPki;

/** Channel terms and agreements of the signed and encrypted profiles, with certificates of the test PKI. */
final class SecuredChannels {

    static final URI ENDPOINT = URI.create("https://partner.test/ebms");

    private SecuredChannels() {}

    /** A channel of a party that signs with {@code signer}, receives encrypted for {@code receiver} when given. */
    static ChannelTerms channel(
            X509Certificate signer, List<String> signatureAlgorithms, X509Certificate receiver, X509Certificate tls) {
        ChannelSecurity security = new ChannelSecurity(
                new SigningTerms(signer, signatureAlgorithms, SignatureAlgorithms.SHA256),
                new SigningTerms(null, signatureAlgorithms, SignatureAlgorithms.SHA256),
                receiver != null,
                receiver == null ? null : new EncryptionTerms(receiver, List.of()),
                tls);
        return new ChannelTerms(
                "secured_channel",
                ENDPOINT,
                SyncReplyMode.NONE,
                PerMessage.ALWAYS,
                PerMessage.ALWAYS,
                PerMessage.ALWAYS,
                null,
                security);
    }

    /** A best-effort channel with these security terms. */
    static ChannelTerms withSecurity(String channelId, ChannelSecurity security) {
        return new ChannelTerms(
                channelId,
                ENDPOINT,
                SyncReplyMode.NONE,
                PerMessage.NEVER,
                PerMessage.NEVER,
                PerMessage.NEVER,
                null,
                security);
    }

    static Agreement agreement(ChannelTerms senderChannel) {
        DigikoppelingProfile profile =
                senderChannel.security().encrypted() ? DigikoppelingProfile.OSB_RM_E : DigikoppelingProfile.OSB_RM_S;
        return new Agreement("secured_cpa", profile, senderChannel, senderChannel);
    }

    /** What a relying party of the test PKI trusts, with the CRLs as files and revocation failing closed. */
    static CertificateValidator validator(TestPki pki) {
        return new CertificateValidator(
                pki.trustAnchors(),
                pki.intermediates(),
                new ConfiguredCrls(List.of(pki.crl(), pki.rootCrl())),
                RevocationFailureMode.FAIL_CLOSED,
                Clock.systemUTC());
    }
}
