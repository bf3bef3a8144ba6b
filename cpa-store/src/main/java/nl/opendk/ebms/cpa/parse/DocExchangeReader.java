package nl.opendk.ebms.cpa.parse;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import nl.opendk.ebms.cpa.model.DigitalEnvelope;
import nl.opendk.ebms.cpa.model.DocExchange;
import nl.opendk.ebms.cpa.model.EbxmlBinding;
import nl.opendk.ebms.cpa.model.MessageOrderSemantics;
import nl.opendk.ebms.cpa.model.NonRepudiation;
import nl.opendk.ebms.cpa.model.ReliableMessaging;

/** CPPA 2.0 DocExchange with its ebXMLSenderBinding and ebXMLReceiverBinding. */
final class DocExchangeReader {

    private final ReadContext context;

    DocExchangeReader(ReadContext context) {
        this.context = context;
    }

    DocExchange read(XmlElement element, CpaPath path) {
        return new DocExchange(
                element.cppaAttribute("docExchangeId"),
                binding(element, path, "ebXMLSenderBinding", "Sender"),
                binding(element, path, "ebXMLReceiverBinding", "Receiver"));
    }

    /** The sender and receiver bindings differ only in the prefix of their non-repudiation and envelope. */
    private EbxmlBinding binding(XmlElement docExchange, CpaPath parent, String name, String side) {
        Optional<XmlElement> found = docExchange.cppaChild(name);
        if (found.isEmpty()) {
            return null;
        }
        XmlElement element = found.get();
        CpaPath path = parent.child(name);
        return new EbxmlBinding(
                element.cppaAttribute("version"),
                element.cppaChild("ReliableMessaging")
                        .map(reliable -> reliableMessaging(reliable, path.child("ReliableMessaging")))
                        .orElse(null),
                element.cppaChild("PersistDuration")
                        .map(persist -> context.duration(persist, path.child("PersistDuration")))
                        .orElse(null),
                element.cppaChild(side + "NonRepudiation").map(DocExchangeReader::nonRepudiation).orElse(null),
                element.cppaChild(side + "DigitalEnvelope").map(DocExchangeReader::digitalEnvelope).orElse(null));
    }

    /**
     * The schema makes Retries and RetryInterval optional, but a reliable channel without them gives the adapter
     * nothing to resend by (ebMS 2.0 §6.4.3, §6.4.4; DK-BP ch03 sets 8 retries every 3 hours).
     */
    private ReliableMessaging reliableMessaging(XmlElement element, CpaPath path) {
        Integer retries = element.cppaChild("Retries")
                .map(found -> context.nonNegativeInteger(found, path.child("Retries")))
                .orElseGet(() -> missing(path.child("Retries")));
        Duration retryInterval = element.cppaChild("RetryInterval")
                .map(found -> context.duration(found, path.child("RetryInterval")))
                .orElseGet(() -> missing(path.child("RetryInterval")));
        CpaPath orderPath = path.child("MessageOrderSemantics");
        MessageOrderSemantics order = element.cppaChild("MessageOrderSemantics")
                .map(found -> context.enumeration(found.trimmedText() == null ? "" : found.trimmedText(), orderPath,
                        MessageOrderSemantics::fromWire, null, "Guaranteed, NotGuaranteed"))
                .orElseGet(() -> missing(orderPath));
        return new ReliableMessaging(retries, retryInterval, order);
    }

    private <T> T missing(CpaPath path) {
        context.problem(path, "ReliableMessaging has no " + path.leafName());
        return null;
    }

    private static NonRepudiation nonRepudiation(XmlElement element) {
        return new NonRepudiation(
                text(element, "NonRepudiationProtocol"),
                text(element, "HashFunction"),
                texts(element, "SignatureAlgorithm"),
                element.cppaChild("SigningCertificateRef").map(ref -> ref.cppaAttribute("certId")).orElse(null),
                element.cppaChild("SigningSecurityDetailsRef").map(ref -> ref.cppaAttribute("securityId")).orElse(null));
    }

    private static DigitalEnvelope digitalEnvelope(XmlElement element) {
        return new DigitalEnvelope(
                text(element, "DigitalEnvelopeProtocol"),
                texts(element, "EncryptionAlgorithm"),
                element.cppaChild("EncryptionSecurityDetailsRef").map(ref -> ref.cppaAttribute("securityId")).orElse(null),
                element.cppaChild("EncryptionCertificateRef").map(ref -> ref.cppaAttribute("certId")).orElse(null));
    }

    private static String text(XmlElement parent, String name) {
        return parent.cppaChild(name).map(XmlElement::trimmedText).orElse(null);
    }

    private static List<String> texts(XmlElement parent, String name) {
        return parent.cppaChildren(name).stream().map(XmlElement::trimmedText).filter(t -> t != null).toList();
    }
}
