package nl.opendk.ebms.cpa.parse;

import java.util.List;
import nl.opendk.ebms.cpa.model.DeliveryChannel;
import nl.opendk.ebms.cpa.model.Endpoint;
import nl.opendk.ebms.cpa.model.MessagingCharacteristics;
import nl.opendk.ebms.cpa.model.Transport;
import nl.opendk.ebms.cpa.model.TransportReceiver;
import nl.opendk.ebms.cpa.model.TransportSecurity;
import nl.opendk.ebms.cpa.model.TransportSender;
import nl.opendk.ebms.protocol.agreement.PerMessage;
import nl.opendk.ebms.protocol.agreement.SyncReplyMode;

/** CPPA 2.0 DeliveryChannel with its MessagingCharacteristics, and Transport. */
final class ChannelReader {

    private static final String PER_MESSAGE_VALUES = "always, never, perMessage";
    private static final String SYNC_REPLY_VALUES =
            "none, mshSignalsOnly, signalsOnly, responseOnly, signalsAndResponse";
    private static final List<String> ENDPOINT_TYPES = List.of("allPurpose", "request", "response", "error", "login");

    private final ReadContext context;

    ChannelReader(ReadContext context) {
        this.context = context;
    }

    DeliveryChannel deliveryChannel(XmlElement element, CpaPath path) {
        CpaPath characteristicsPath = path.child("MessagingCharacteristics");
        MessagingCharacteristics characteristics = element.cppaChild("MessagingCharacteristics")
                .map(found -> characteristics(found, characteristicsPath))
                .orElseGet(() -> {
                    context.problem(characteristicsPath, "DeliveryChannel has no MessagingCharacteristics");
                    return MessagingCharacteristics.DEFAULTS;
                });
        return new DeliveryChannel(
                element.cppaAttribute("channelId"),
                element.cppaAttribute("transportId"),
                element.cppaAttribute("docExchangeId"),
                characteristics);
    }

    /** Absent attributes take the schema defaults (CPPA 2.0 XSD MessagingCharacteristics). */
    private MessagingCharacteristics characteristics(XmlElement element, CpaPath path) {
        MessagingCharacteristics defaults = MessagingCharacteristics.DEFAULTS;
        return new MessagingCharacteristics(
                context.enumeration(
                        element.cppaAttribute("syncReplyMode"),
                        path.attribute("syncReplyMode"),
                        SyncReplyMode::fromWire,
                        defaults.syncReplyMode(),
                        SYNC_REPLY_VALUES),
                perMessage(element, path, "ackRequested", defaults.ackRequested()),
                perMessage(element, path, "ackSignatureRequested", defaults.ackSignatureRequested()),
                perMessage(element, path, "duplicateElimination", defaults.duplicateElimination()),
                element.cppaAttribute("actor"));
    }

    private PerMessage perMessage(XmlElement element, CpaPath path, String attribute, PerMessage absent) {
        return context.enumeration(
                element.cppaAttribute(attribute),
                path.attribute(attribute),
                PerMessage::fromWire,
                absent,
                PER_MESSAGE_VALUES);
    }

    Transport transport(XmlElement element, CpaPath path) {
        TransportSender sender = element.cppaChild("TransportSender")
                .map(found -> new TransportSender(
                        protocol(found),
                        protocolVersion(found),
                        security(found, "TransportClientSecurity", "ClientCertificateRef", "ServerSecurityDetailsRef")))
                .orElse(null);
        TransportReceiver receiver = element.cppaChild("TransportReceiver")
                .map(found -> new TransportReceiver(
                        protocol(found),
                        protocolVersion(found),
                        endpoints(found, path.child("TransportReceiver")),
                        security(found, "TransportServerSecurity", "ServerCertificateRef", "ClientSecurityDetailsRef")))
                .orElse(null);
        return new Transport(element.cppaAttribute("transportId"), sender, receiver);
    }

    private List<Endpoint> endpoints(XmlElement receiver, CpaPath path) {
        return context.positional(receiver.cppaChildren("Endpoint"), path, "Endpoint", this::endpoint);
    }

    /** CPPA 2.0 XSD Endpoint: type defaults to allPurpose. */
    private Endpoint endpoint(XmlElement element, CpaPath path) {
        String type = element.cppaAttribute("type");
        if (type == null) {
            type = Endpoint.ALL_PURPOSE;
        } else if (!ENDPOINT_TYPES.contains(type)) {
            context.problem(
                    path.attribute("type"),
                    "Endpoint type '" + type + "' is not one of " + String.join(", ", ENDPOINT_TYPES));
        }
        return new Endpoint(element.cppaAttribute("uri"), type);
    }

    private static TransportSecurity security(XmlElement parent, String name, String certRef, String detailsRef) {
        return parent.cppaChild(name)
                .map(security -> {
                    XmlElement protocol =
                            security.cppaChild("TransportSecurityProtocol").orElse(null);
                    return new TransportSecurity(
                            protocol == null ? null : protocol.trimmedText(),
                            protocol == null ? null : protocol.cppaAttribute("version"),
                            security.cppaChild(certRef)
                                    .map(ref -> ref.cppaAttribute("certId"))
                                    .orElse(null),
                            security.cppaChild(detailsRef)
                                    .map(ref -> ref.cppaAttribute("securityId"))
                                    .orElse(null));
                })
                .orElse(null);
    }

    private static String protocol(XmlElement parent) {
        return parent.cppaChild("TransportProtocol")
                .map(XmlElement::trimmedText)
                .orElse(null);
    }

    private static String protocolVersion(XmlElement parent) {
        return parent.cppaChild("TransportProtocol")
                .map(found -> found.cppaAttribute("version"))
                .orElse(null);
    }
}
