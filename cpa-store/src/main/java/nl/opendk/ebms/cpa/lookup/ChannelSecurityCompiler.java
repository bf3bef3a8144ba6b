package nl.opendk.ebms.cpa.lookup;

import java.security.cert.X509Certificate;
import java.util.Optional;
import nl.opendk.ebms.cpa.model.Certificate;
import nl.opendk.ebms.cpa.model.DeliveryChannel;
import nl.opendk.ebms.cpa.model.DigitalEnvelope;
import nl.opendk.ebms.cpa.model.DocExchange;
import nl.opendk.ebms.cpa.model.EbxmlBinding;
import nl.opendk.ebms.cpa.model.NonRepudiation;
import nl.opendk.ebms.cpa.model.PartyInfo;
import nl.opendk.ebms.cpa.model.Transport;
import nl.opendk.ebms.cpa.model.TransportSecurity;
import nl.opendk.ebms.cpa.model.TransportSender;
import nl.opendk.ebms.protocol.agreement.ChannelSecurity;
import nl.opendk.ebms.protocol.agreement.EncryptionTerms;
import nl.opendk.ebms.protocol.agreement.SigningTerms;

/**
 * The message-security terms of one channel, with its certificate references resolved within the party (DK-ebMS2
 * ch06: a party's TLS, signing and encryption certificates are in its own PartyInfo): the DocExchange's sender and
 * receiver NonRepudiation and DigitalEnvelope (ebMS 2.0 §4.1) and the Transport's TLS client certificate.
 */
final class ChannelSecurityCompiler {

    private ChannelSecurityCompiler() {}

    static ChannelSecurity compile(PartyInfo party, DeliveryChannel channel) {
        Optional<DocExchange> exchange = party.docExchange(channel.docExchangeId());
        EbxmlBinding sender = exchange.map(DocExchange::senderBinding).orElse(null);
        EbxmlBinding receiver = exchange.map(DocExchange::receiverBinding).orElse(null);
        NonRepudiation sending = sender == null ? null : sender.nonRepudiation();
        NonRepudiation receiving = receiver == null ? null : receiver.nonRepudiation();
        DigitalEnvelope encryption = receiver == null ? null : receiver.digitalEnvelope();
        return new ChannelSecurity(
                sending == null ? null : signing(party, sending, sending.signingCertificateRef()),
                receiving == null ? null : signing(party, receiving, null),
                sender != null && sender.digitalEnvelope() != null,
                encryption == null
                        ? null
                        : new EncryptionTerms(
                                certificate(party, encryption.certificateRef()), encryption.encryptionAlgorithms()),
                tlsClientCertificate(party, channel));
    }

    private static SigningTerms signing(PartyInfo party, NonRepudiation terms, String certificateRef) {
        return new SigningTerms(certificate(party, certificateRef), terms.signatureAlgorithms(), terms.hashFunction());
    }

    private static X509Certificate tlsClientCertificate(PartyInfo party, DeliveryChannel channel) {
        return party.transport(channel.transportId())
                .map(Transport::sender)
                .map(TransportSender::clientSecurity)
                .map(TransportSecurity::certificateRef)
                .map(ref -> certificate(party, ref))
                .orElse(null);
    }

    private static X509Certificate certificate(PartyInfo party, String certId) {
        Certificate certificate = certId == null ? null : party.certificates().get(certId);
        return certificate == null ? null : certificate.x509();
    }
}
