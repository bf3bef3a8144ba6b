package nl.opendk.ebms.cpa.parse;

import java.util.List;
import nl.opendk.ebms.cpa.model.ActionBinding;
import nl.opendk.ebms.cpa.model.CollaborationRole;
import nl.opendk.ebms.cpa.model.PartyInfo;
import nl.opendk.ebms.cpa.model.SecurityDetails;
import nl.opendk.ebms.cpa.model.ServiceBinding;
import nl.opendk.ebms.protocol.message.PartyId;
import nl.opendk.ebms.protocol.message.Service;

/** CPPA 2.0 PartyInfo: identity, roles and service bindings here; channels and security in the readers it uses. */
final class PartyReader {

    private final ReadContext context;
    private final CertificateReader certificates;
    private final ChannelReader channels;
    private final DocExchangeReader docExchanges;

    PartyReader(ReadContext context) {
        this.context = context;
        this.certificates = new CertificateReader(context);
        this.channels = new ChannelReader(context);
        this.docExchanges = new DocExchangeReader(context);
    }

    PartyInfo read(XmlElement element, CpaPath path) {
        return new PartyInfo(
                element.cppaAttribute("partyName"),
                element.cppaChildren("PartyId").stream()
                        .map(id -> new PartyId(id.cppaAttribute("type"), id.trimmedText()))
                        .toList(),
                element.cppaAttribute("defaultMshChannelId"),
                element.cppaAttribute("defaultMshPackageId"),
                context.positional(element.cppaChildren("CollaborationRole"), path, "CollaborationRole", this::role),
                context.keyed(element.cppaChildren("Certificate"), path, "Certificate", "certId", certificates::read),
                context.keyed(
                        element.cppaChildren("SecurityDetails"),
                        path,
                        "SecurityDetails",
                        "securityId",
                        PartyReader::securityDetails),
                context.keyed(
                        element.cppaChildren("DeliveryChannel"),
                        path,
                        "DeliveryChannel",
                        "channelId",
                        channels::deliveryChannel),
                context.keyed(element.cppaChildren("Transport"), path, "Transport", "transportId", channels::transport),
                context.keyed(
                        element.cppaChildren("DocExchange"), path, "DocExchange", "docExchangeId", docExchanges::read));
    }

    private CollaborationRole role(XmlElement element, CpaPath path) {
        return new CollaborationRole(
                element.cppaChild("Role")
                        .map(role -> role.cppaAttribute("name"))
                        .orElse(null),
                element.cppaChildren("ApplicationCertificateRef").stream()
                        .map(ref -> ref.cppaAttribute("certId"))
                        .toList(),
                context.positional(
                        element.cppaChildren("ServiceBinding"), path, "ServiceBinding", this::serviceBinding));
    }

    private ServiceBinding serviceBinding(XmlElement element, CpaPath path) {
        Service service = element.cppaChild("Service")
                .map(found -> new Service(found.cppaAttribute("type"), found.trimmedText()))
                .orElse(null);
        return new ServiceBinding(service, actions(element, "CanSend"), actions(element, "CanReceive"));
    }

    private static List<ActionBinding> actions(XmlElement serviceBinding, String name) {
        return serviceBinding.cppaChildren(name).stream()
                .map(PartyReader::thisPartyActionBinding)
                .toList();
    }

    /** A CanSend or CanReceive without ThisPartyActionBinding keeps its place, with nothing bound. */
    private static ActionBinding thisPartyActionBinding(XmlElement canSendOrReceive) {
        return canSendOrReceive
                .cppaChild("ThisPartyActionBinding")
                .map(binding -> new ActionBinding(
                        binding.cppaAttribute("id"),
                        binding.cppaAttribute("action"),
                        binding.cppaAttribute("packageId"),
                        binding.cppaChildren("ChannelId").stream()
                                .map(XmlElement::trimmedText)
                                .toList()))
                .orElseGet(() -> new ActionBinding(null, null, null, List.of()));
    }

    private static SecurityDetails securityDetails(XmlElement element, CpaPath path) {
        List<String> anchors = element.cppaChild("TrustAnchors")
                .map(trust -> trust.cppaChildren("AnchorCertificateRef").stream()
                        .map(ref -> ref.cppaAttribute("certId"))
                        .toList())
                .orElse(List.of());
        return new SecurityDetails(element.cppaAttribute("securityId"), anchors);
    }
}
