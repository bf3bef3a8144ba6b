package nl.opendk.ebms.cpa.parse;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
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
                element.cppaChild(side + "NonRepudiation")
                        .map(DocExchangeReader::nonRepudiation)
                        .orElse(null),
                element.cppaChild(side + "DigitalEnvelope")
                        .map(DocExchangeReader::digitalEnvelope)
                        .orElse(null));
    }

    /**
     * The schema makes Retries and RetryInterval optional, but a reliable channel without them gives the adapter
     * nothing to resend by (ebMS 2.0 §6.4.3, §6.4.4; DK-BP ch03 sets 8 retries every 3 hours).
     */
    private ReliableMessaging reliableMessaging(XmlElement element, CpaPath path) {
        Integer retries = required(element, path, "Retries", context::nonNegativeInteger);
        Duration retryInterval = required(element, path, "RetryInterval", context::duration);
        MessageOrderSemantics order = required(
                element,
                path,
                "MessageOrderSemantics",
                (found, orderPath) -> context.enumeration(
                        found.trimmedText() == null ? "" : found.trimmedText(),
                        orderPath,
                        MessageOrderSemantics::fromWire,
                        null,
                        "Guaranteed, NotGuaranteed"));
        return new ReliableMessaging(retries, retryInterval, order);
    }

    /** A child of ReliableMessaging that must be present; when present, its reader reports a bad value. */
    private <T> T required(
            XmlElement parent, CpaPath parentPath, String name, BiFunction<XmlElement, CpaPath, T> reader) {
        CpaPath path = parentPath.child(name);
        Optional<XmlElement> found = parent.cppaChild(name);
        if (found.isEmpty()) {
            context.problem(path, "ReliableMessaging has no " + name);
            return null;
        }
        return reader.apply(found.get(), path);
    }

    private static NonRepudiation nonRepudiation(XmlElement element) {
        return new NonRepudiation(
                text(element, "NonRepudiationProtocol"),
                text(element, "HashFunction"),
                texts(element, "SignatureAlgorithm"),
                reference(element, "SigningCertificateRef", "certId"),
                reference(element, "SigningSecurityDetailsRef", "securityId"));
    }

    private static DigitalEnvelope digitalEnvelope(XmlElement element) {
        return new DigitalEnvelope(
                text(element, "DigitalEnvelopeProtocol"),
                texts(element, "EncryptionAlgorithm"),
                reference(element, "EncryptionSecurityDetailsRef", "securityId"),
                reference(element, "EncryptionCertificateRef", "certId"));
    }

    /** The id a CertificateRef or SecurityDetailsRef child points at, or null when there is no such child. */
    private static String reference(XmlElement parent, String name, String idAttribute) {
        return parent.cppaChild(name).map(ref -> ref.cppaAttribute(idAttribute)).orElse(null);
    }

    private static String text(XmlElement parent, String name) {
        return parent.cppaChild(name).map(XmlElement::trimmedText).orElse(null);
    }

    private static List<String> texts(XmlElement parent, String name) {
        return parent.cppaChildren(name).stream()
                .map(XmlElement::trimmedText)
                .filter(t -> t != null)
                .toList();
    }
}
