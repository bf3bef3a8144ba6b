package nl.opendk.ebms.protocol.check;

import static nl.opendk.ebms.protocol.error.EbmsErrorCode.INCONSISTENT;
import static nl.opendk.ebms.protocol.error.EbmsErrorCode.OTHER_XML;
import static nl.opendk.ebms.protocol.error.EbmsErrorCode.TIME_TO_LIVE_EXPIRED;
import static nl.opendk.ebms.protocol.error.EbmsErrorCode.VALUE_NOT_RECOGNIZED;

import java.util.ArrayList;
import java.util.List;
import nl.opendk.ebms.protocol.error.EbmsError;
import nl.opendk.ebms.protocol.error.ErrorLocation;
import nl.opendk.ebms.protocol.message.EbmsEnvelope;
import nl.opendk.ebms.protocol.message.MessageHeader;
import nl.opendk.ebms.protocol.message.MshAction;
import nl.opendk.ebms.protocol.message.ReceivedMessage;

/**
 * The structural ebMS 2.0 rules a message must meet before its CPA is even looked at: a complete MessageHeader
 * (§3.1), the right version and mustUnderstand (§2.3.8, §2.3.9), what Digikoppeling forbids or requires (digest
 * §1.2-§1.5), and a Manifest that matches the attached parts (§3.2). Every finding is collected.
 *
 * <p>Missing or malformed required content is OtherXml (schema invalid, §4.2.3.4.1); a value present but
 * unusable is ValueNotRecognized; a value contradicting another is Inconsistent.
 */
public final class HeaderChecks {

    private final ExtensionElementChecks extensionChecks = new ExtensionElementChecks();
    private final ManifestChecks manifestChecks = new ManifestChecks();

    public Assessment check(ReceivedMessage message) {
        List<EbmsError> errors = new ArrayList<>(0);
        EbmsEnvelope envelope = message.envelope();
        MessageHeader header = envelope.messageHeader();
        if (header == null) {
            errors.add(EbmsError.of(OTHER_XML, ErrorLocation.MESSAGE_HEADER, "MessageHeader is missing"));
            return Assessment.of(message, errors);
        }
        checkAttributes(header, errors);
        PartyChecks.check(header.from(), PartyChecks.Side.FROM, errors);
        PartyChecks.check(header.to(), PartyChecks.Side.TO, errors);
        checkIdentifiers(header, errors);
        checkServiceAndAction(header, envelope, errors);
        checkMessageData(header, message, errors);
        extensionChecks.check(envelope, errors);
        manifestChecks.check(envelope.manifest(), message.parts(), errors);
        return Assessment.of(message, errors);
    }

    /** §2.3.8 version must be "2.0"; §2.3.9 mustUnderstand must be "1" on header extension elements. */
    private static void checkAttributes(MessageHeader header, List<EbmsError> errors) {
        if (header.version() == null) {
            errors.add(EbmsError.of(OTHER_XML, ErrorLocation.VERSION, "MessageHeader has no version attribute"));
        } else if (!"2.0".equals(header.version())) {
            errors.add(EbmsError.of(
                    VALUE_NOT_RECOGNIZED,
                    ErrorLocation.VERSION,
                    "version " + header.version() + " is not supported; only 2.0 is"));
        }
        if (header.mustUnderstand() == null) {
            errors.add(EbmsError.of(
                    OTHER_XML, ErrorLocation.MUST_UNDERSTAND, "MessageHeader has no soap:mustUnderstand attribute"));
        } else if (!"1".equals(header.mustUnderstand()) && !"true".equals(header.mustUnderstand())) {
            errors.add(EbmsError.of(
                    INCONSISTENT, ErrorLocation.MUST_UNDERSTAND, "MessageHeader must have soap:mustUnderstand=\"1\""));
        }
    }

    private static void checkIdentifiers(MessageHeader header, List<EbmsError> errors) {
        if (required(header.cpaId(), ErrorLocation.CPA_ID, "CPAId", errors)) {
            ValueChecks.identifier(header.cpaId(), ErrorLocation.CPA_ID, "CPAId", errors);
        }
        if (required(header.conversationId(), ErrorLocation.CONVERSATION_ID, "ConversationId", errors)) {
            ValueChecks.identifier(header.conversationId(), ErrorLocation.CONVERSATION_ID, "ConversationId", errors);
        }
        if (required(header.messageId(), ErrorLocation.MESSAGE_ID, "MessageId", errors)) {
            ValueChecks.messageId(header.messageId(), ErrorLocation.MESSAGE_ID, "MessageId", errors);
        }
        if (header.refToMessageId() != null
                && required(header.refToMessageId(), ErrorLocation.REF_TO_MESSAGE_ID, "RefToMessageId", errors)) {
            ValueChecks.messageId(header.refToMessageId(), ErrorLocation.REF_TO_MESSAGE_ID, "RefToMessageId", errors);
        }
    }

    /** §3.1.4, §3.1.5; DK-ebMS2 ch05: neither Service nor Action may contain whitespace. */
    private static void checkServiceAndAction(MessageHeader header, EbmsEnvelope envelope, List<EbmsError> errors) {
        if (header.service() == null || isBlank(header.service().value())) {
            errors.add(EbmsError.of(OTHER_XML, ErrorLocation.SERVICE, "Service is missing"));
        } else if (hasWhitespace(header.service().value())) {
            errors.add(EbmsError.of(VALUE_NOT_RECOGNIZED, ErrorLocation.SERVICE, "Service contains whitespace"));
        } else if (header.service().type() == null
                && !Uris.isAbsoluteUri(header.service().value())) {
            errors.add(EbmsError.of(
                    INCONSISTENT, ErrorLocation.SERVICE, "Service without a type must be a URI (ebMS 2.0 §3.1.4)"));
        }
        if (header.service() != null) {
            ValueChecks.identifier(header.service().value(), ErrorLocation.SERVICE, "Service", errors);
            ValueChecks.identifier(header.service().type(), ErrorLocation.SERVICE_TYPE, "Service type", errors);
        }
        ValueChecks.identifier(header.action(), ErrorLocation.ACTION, "Action", errors);
        if (isBlank(header.action())) {
            errors.add(EbmsError.of(OTHER_XML, ErrorLocation.ACTION, "Action is missing"));
            return;
        }
        if (hasWhitespace(header.action())) {
            errors.add(EbmsError.of(VALUE_NOT_RECOGNIZED, ErrorLocation.ACTION, "Action contains whitespace"));
        }
        if (header.isMshService()) {
            MshServiceChecks.check(header, envelope, errors);
        }
    }

    /** §3.1.6: Timestamp is required; §6.4.5: a message whose TimeToLive has passed is not delivered. */
    private static void checkMessageData(MessageHeader header, ReceivedMessage message, List<EbmsError> errors) {
        if (isBlank(header.timestampText())) {
            errors.add(EbmsError.of(OTHER_XML, ErrorLocation.TIMESTAMP, "Timestamp is missing"));
        } else if (header.timestamp() == null) {
            errors.add(EbmsError.of(
                    OTHER_XML,
                    ErrorLocation.TIMESTAMP,
                    "Timestamp '" + header.timestampText() + "' is not an xsd:dateTime"));
        }
        if (header.timeToLiveText() != null) {
            if (header.timeToLive() == null) {
                errors.add(EbmsError.of(
                        OTHER_XML,
                        ErrorLocation.TIME_TO_LIVE,
                        "TimeToLive '" + header.timeToLiveText() + "' is not an xsd:dateTime"));
            } else if (header.timeToLive().isBefore(message.receivedAt())) {
                errors.add(EbmsError.of(
                        TIME_TO_LIVE_EXPIRED,
                        ErrorLocation.TIME_TO_LIVE,
                        "TimeToLive " + header.timeToLiveText() + " passed before the message arrived"));
            }
        }
    }

    /** False (and an error) when the value is missing. */
    private static boolean required(String value, String location, String name, List<EbmsError> errors) {
        if (isBlank(value)) {
            errors.add(EbmsError.of(OTHER_XML, location, name + " is missing"));
            return false;
        }
        return true;
    }

    static boolean isBlank(String value) {
        return value == null || value.isBlank();
    }

    static boolean hasWhitespace(String value) {
        for (int i = 0; i < value.length(); i++) {
            if (Character.isWhitespace(value.charAt(i))) {
                return true;
            }
        }
        return false;
    }

    /** The rules specific to the MSH's own service messages (ebMS 2.0 §4.2.4, §6.3.2, §7, §8). */
    static final class MshServiceChecks {

        private MshServiceChecks() {}

        static void check(MessageHeader header, EbmsEnvelope envelope, List<EbmsError> errors) {
            MshAction action = MshAction.fromWire(header.action()).orElse(null);
            if (action == null) {
                errors.add(EbmsError.of(
                        VALUE_NOT_RECOGNIZED,
                        ErrorLocation.ACTION,
                        "Action " + header.action() + " is not an action of the MSH service"));
                return;
            }
            switch (action) {
                case PONG, STATUS_RESPONSE -> requireRef(header, action, errors);
                case MESSAGE_ERROR -> {
                    requireRef(header, action, errors);
                    requirePresent(envelope.errorList() != null, ErrorLocation.ERROR_LIST, action, errors);
                }
                case ACKNOWLEDGMENT -> {
                    requireRef(header, action, errors);
                    requirePresent(envelope.acknowledgment() != null, ErrorLocation.ACKNOWLEDGMENT, action, errors);
                }
                case STATUS_REQUEST -> requirePresent(
                        envelope.statusRequest() != null, ErrorLocation.STATUS_REQUEST, action, errors);
                case PING -> {
                    // §8.1: a Ping needs nothing beyond a complete MessageHeader
                }
            }
        }

        private static void requireRef(MessageHeader header, MshAction action, List<EbmsError> errors) {
            if (isBlank(header.refToMessageId())) {
                errors.add(EbmsError.of(
                        INCONSISTENT,
                        ErrorLocation.REF_TO_MESSAGE_ID,
                        action.wireValue() + " must carry the RefToMessageId of the message it answers"));
            }
        }

        private static void requirePresent(boolean present, String location, MshAction action, List<EbmsError> errors) {
            if (!present) {
                errors.add(EbmsError.of(
                        INCONSISTENT,
                        location,
                        "a " + action.wireValue() + " message must contain " + location.substring(2)));
            }
        }
    }
}
