package nl.opendk.ebms.cpa.check;

import java.util.List;
import nl.opendk.ebms.cpa.model.Cpa;
import nl.opendk.ebms.cpa.model.DigitalEnvelope;
import nl.opendk.ebms.cpa.model.DocExchange;
import nl.opendk.ebms.cpa.model.EbxmlBinding;
import nl.opendk.ebms.cpa.model.NonRepudiation;
import nl.opendk.ebms.cpa.model.PartyInfo;
import nl.opendk.ebms.cpa.model.SecurityDetails;
import nl.opendk.ebms.cpa.model.Transport;
import nl.opendk.ebms.cpa.model.TransportSecurity;
import nl.opendk.ebms.cpa.parse.CpaPath;

/**
 * Certificate and security-details references (CertificateRef/@certId, SecurityDetailsRef/@securityId) resolve
 * within the party: the TLS, signing and encryption certificates of a party are stored in its own PartyInfo
 * (DK-ebMS2 ch06).
 */
final class SecurityReferenceRules implements CpaRule {

    @Override
    public void check(Cpa cpa, Findings findings) {
        Parties.each(cpa, (party, path) -> {
            for (int r = 0; r < party.roles().size(); r++) {
                List<String> refs = party.roles().get(r).applicationCertificateRefs();
                CpaPath rolePath = path.nth("CollaborationRole", r + 1);
                for (int k = 0; k < refs.size(); k++) {
                    certificate(party, refs.get(k), rolePath.nth("ApplicationCertificateRef", k + 1), false, findings);
                }
            }
            party.securityDetails().values().forEach(details -> trustAnchors(party, details, path, findings));
            party.transports().values().forEach(transport -> transport(party, transport, path, findings));
            party.docExchanges().values().forEach(exchange -> docExchange(party, exchange, path, findings));
        });
    }

    private static void trustAnchors(PartyInfo party, SecurityDetails details, CpaPath partyPath, Findings findings) {
        CpaPath path = partyPath.securityDetails(details.securityId()).child("TrustAnchors");
        List<String> anchors = details.anchorCertificateRefs();
        for (int k = 0; k < anchors.size(); k++) {
            certificate(party, anchors.get(k), path.nth("AnchorCertificateRef", k + 1), true, findings);
        }
    }

    /** CPPA 2.0 XSD: ServerCertificateRef is required in TransportServerSecurity, ClientCertificateRef is not. */
    private static void transport(PartyInfo party, Transport transport, CpaPath partyPath, Findings findings) {
        CpaPath path = partyPath.transport(transport.transportId());
        if (transport.sender() != null) {
            CpaPath client = path.child("TransportSender").child("TransportClientSecurity");
            TransportSecurity security = transport.sender().clientSecurity();
            tls(party, security, client, "ClientCertificateRef", "ServerSecurityDetailsRef", false, findings);
        }
        if (transport.receiver() != null) {
            CpaPath server = path.child("TransportReceiver").child("TransportServerSecurity");
            TransportSecurity security = transport.receiver().serverSecurity();
            tls(party, security, server, "ServerCertificateRef", "ClientSecurityDetailsRef", true, findings);
        }
    }

    private static void tls(
            PartyInfo party,
            TransportSecurity security,
            CpaPath path,
            String certRef,
            String detailsRef,
            boolean certRequired,
            Findings findings) {
        if (security != null) {
            certificate(party, security.certificateRef(), path.child(certRef), certRequired, findings);
            securityDetails(party, security.securityDetailsRef(), path.child(detailsRef), findings);
        }
    }

    /** CPPA 2.0 XSD: the sender names its signing certificate, the receiver its encryption certificate. */
    private static void docExchange(PartyInfo party, DocExchange exchange, CpaPath partyPath, Findings findings) {
        CpaPath path = partyPath.docExchange(exchange.docExchangeId());
        EbxmlBinding sender = exchange.senderBinding();
        if (sender != null) {
            CpaPath senderPath = path.child("ebXMLSenderBinding");
            NonRepudiation signing = sender.nonRepudiation();
            if (signing != null) {
                certificate(
                        party,
                        signing.signingCertificateRef(),
                        senderPath.child("SenderNonRepudiation").child("SigningCertificateRef"),
                        true,
                        findings);
            }
            DigitalEnvelope envelope = sender.digitalEnvelope();
            if (envelope != null) {
                securityDetails(
                        party,
                        envelope.securityDetailsRef(),
                        senderPath.child("SenderDigitalEnvelope").child("EncryptionSecurityDetailsRef"),
                        findings);
            }
        }
        EbxmlBinding receiver = exchange.receiverBinding();
        if (receiver != null) {
            CpaPath receiverPath = path.child("ebXMLReceiverBinding");
            if (receiver.nonRepudiation() != null) {
                securityDetails(
                        party,
                        receiver.nonRepudiation().signingSecurityDetailsRef(),
                        receiverPath.child("ReceiverNonRepudiation").child("SigningSecurityDetailsRef"),
                        findings);
            }
            if (receiver.digitalEnvelope() != null) {
                certificate(
                        party,
                        receiver.digitalEnvelope().certificateRef(),
                        receiverPath.child("ReceiverDigitalEnvelope").child("EncryptionCertificateRef"),
                        true,
                        findings);
            }
        }
    }

    private static void certificate(PartyInfo party, String certId, CpaPath path, boolean required, Findings findings) {
        if (certId == null) {
            if (required) {
                findings.error(path, path.leafName() + " is missing");
            }
        } else if (!party.certificates().containsKey(certId)) {
            findings.error(path.attribute("certId"), "certId '" + certId + "' is not a Certificate of the same party");
        }
    }

    private static void securityDetails(PartyInfo party, String securityId, CpaPath path, Findings findings) {
        if (securityId != null && !party.securityDetails().containsKey(securityId)) {
            findings.error(
                    path.attribute("securityId"),
                    "securityId '" + securityId + "' is not a SecurityDetails of the same party");
        }
    }
}
