package nl.opendk.ebms.console.api;

import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import nl.opendk.ebms.cpa.lookup.CompiledCpa;
import nl.opendk.ebms.cpa.model.ActionBinding;
import nl.opendk.ebms.cpa.model.Certificate;
import nl.opendk.ebms.cpa.model.CollaborationRole;
import nl.opendk.ebms.cpa.model.DeliveryChannel;
import nl.opendk.ebms.cpa.model.DocExchange;
import nl.opendk.ebms.cpa.model.EbxmlBinding;
import nl.opendk.ebms.cpa.model.Endpoint;
import nl.opendk.ebms.cpa.model.MessagingCharacteristics;
import nl.opendk.ebms.cpa.model.PartyInfo;
import nl.opendk.ebms.cpa.model.ReliableMessaging;
import nl.opendk.ebms.cpa.model.ServiceBinding;
import nl.opendk.ebms.cpa.model.Transport;
import nl.opendk.ebms.cpa.model.TransportReceiver;
import nl.opendk.ebms.cpa.model.TransportSender;
import nl.opendk.ebms.db.cpa.CpaVersion;
import nl.opendk.ebms.protocol.agreement.DigikoppelingProfile;
import nl.opendk.ebms.protocol.security.certificate.CertificateNames;
import nl.opendk.ebms.service.send.OurParties;

/**
 * A CPA as an operator reads it: per party its roles, what it may send and receive, where it receives, and the
 * reliability and security of each channel. Values the CPA leaves out are null, never guessed.
 */
final class CpaDetails {

    private CpaDetails() {}

    /**
     * @param version 1 for the CPA as first uploaded, one more for each replacement with the same CPAId
     * @param earlierVersions the versions it replaced, latest first, with when each was in use
     */
    record Details(
            CpaApi.CpaSummary summary,
            int version,
            List<VersionJson> earlierVersions,
            boolean reliable,
            boolean signed,
            boolean encrypted,
            List<PartyDetails> parties) {}

    record VersionJson(int version, String inUseFrom, String replacedAt) {}

    /** @param us whether this adapter acts for the party ({@code ebms.party-ids}, else our certificate's OIN) */
    record PartyDetails(
            String name,
            boolean us,
            List<CpaApi.PartyIdJson> partyIds,
            List<String> roles,
            String defaultMshChannel,
            List<ActionJson> canSend,
            List<ActionJson> canReceive,
            List<ChannelJson> channels,
            List<CertificateJson> certificates) {}

    record ActionJson(String service, String serviceType, String action, String channel) {}

    record ChannelJson(
            String id,
            List<String> endpoints,
            String transportProtocol,
            String clientCertificate,
            String serverCertificate,
            String syncReplyMode,
            String ackRequested,
            String ackSignatureRequested,
            String duplicateElimination,
            Integer retries,
            String retryInterval,
            String persistDuration,
            String signing,
            String encryption) {}

    record CertificateJson(String id, String subject, String issuer, String notBefore, String notAfter) {}

    static Details of(CompiledCpa compiled, Long messageCount, int version, List<CpaVersion> earlier, OurParties ours) {
        DigikoppelingProfile profile = compiled.profile();
        return new Details(
                CpaApi.summary(compiled, messageCount),
                version,
                earlier.stream()
                        .map(v -> new VersionJson(
                                v.version(),
                                v.inUseFrom().toString(),
                                v.replacedAt().toString()))
                        .toList(),
                profile.reliable(),
                profile.signed(),
                profile.encrypted(),
                compiled.cpa().parties().stream()
                        .map(party -> party(party, ours))
                        .toList());
    }

    private static PartyDetails party(PartyInfo party, OurParties ours) {
        List<ActionJson> sends = new ArrayList<>();
        List<ActionJson> receives = new ArrayList<>();
        for (CollaborationRole role : party.roles()) {
            for (ServiceBinding binding : role.serviceBindings()) {
                binding.canSend().forEach(action -> sends.add(action(binding, action)));
                binding.canReceive().forEach(action -> receives.add(action(binding, action)));
            }
        }
        return new PartyDetails(
                party.partyName(),
                ours.isOurs(party.partyIds()),
                party.partyIds().stream()
                        .map(id -> new CpaApi.PartyIdJson(id.type(), id.value()))
                        .toList(),
                party.roles().stream().map(CollaborationRole::roleName).toList(),
                party.defaultMshChannelId(),
                sends,
                receives,
                party.deliveryChannels().values().stream()
                        .map(channel -> channel(party, channel))
                        .toList(),
                party.certificates().values().stream()
                        .map(CpaDetails::certificate)
                        .toList());
    }

    private static ActionJson action(ServiceBinding binding, ActionBinding action) {
        return new ActionJson(
                binding.service() == null ? null : binding.service().value(),
                binding.service() == null ? null : binding.service().type(),
                action.action(),
                action.channelIds().isEmpty() ? null : action.channelIds().get(0));
    }

    private static ChannelJson channel(PartyInfo party, DeliveryChannel channel) {
        Optional<Transport> transport = party.transport(channel.transportId());
        Optional<EbxmlBinding> sender =
                party.docExchange(channel.docExchangeId()).map(DocExchange::senderBinding);
        Optional<ReliableMessaging> reliable = sender.map(EbxmlBinding::reliableMessaging);
        MessagingCharacteristics traits = channel.characteristics();
        return new ChannelJson(
                channel.channelId(),
                transport.map(Transport::receiver).map(TransportReceiver::endpoints).orElse(List.of()).stream()
                        .map(Endpoint::uri)
                        .toList(),
                transport
                        .map(Transport::receiver)
                        .map(receiver -> join(receiver.protocol(), receiver.protocolVersion()))
                        .orElse(null),
                transport
                        .map(Transport::sender)
                        .map(TransportSender::clientSecurity)
                        .map(security -> security.certificateRef())
                        .orElse(null),
                transport
                        .map(Transport::receiver)
                        .map(TransportReceiver::serverSecurity)
                        .map(security -> security.certificateRef())
                        .orElse(null),
                traits.syncReplyMode().name(),
                traits.ackRequested().name(),
                traits.ackSignatureRequested().name(),
                traits.duplicateElimination().name(),
                reliable.map(ReliableMessaging::retries).orElse(null),
                reliable.map(ReliableMessaging::retryInterval)
                        .map(Object::toString)
                        .orElse(null),
                sender.map(EbxmlBinding::persistDuration).map(Object::toString).orElse(null),
                sender.map(EbxmlBinding::nonRepudiation)
                        .map(signing -> String.join(" ", signing.signatureAlgorithms()))
                        .orElse(null),
                sender.map(EbxmlBinding::digitalEnvelope)
                        .map(envelope -> String.join(" ", envelope.encryptionAlgorithms()))
                        .orElse(null));
    }

    private static CertificateJson certificate(Certificate certificate) {
        X509Certificate x509 = certificate.x509();
        if (x509 == null) {
            return new CertificateJson(certificate.certId(), null, null, null, null);
        }
        return new CertificateJson(
                certificate.certId(),
                CertificateNames.of(x509.getSubjectX500Principal()),
                CertificateNames.of(x509.getIssuerX500Principal()),
                x509.getNotBefore().toInstant().toString(),
                x509.getNotAfter().toInstant().toString());
    }

    private static String join(String protocol, String version) {
        if (protocol == null) {
            return null;
        }
        return version == null ? protocol : protocol + " " + version;
    }
}
