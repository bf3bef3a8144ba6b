package nl.opendk.ebms.protocol.check;

import static nl.opendk.ebms.protocol.error.EbmsErrorCode.INCONSISTENT;
import static nl.opendk.ebms.protocol.error.EbmsErrorCode.NOT_SUPPORTED;
import static nl.opendk.ebms.protocol.error.EbmsErrorCode.OTHER_XML;
import static nl.opendk.ebms.protocol.error.EbmsErrorCode.VALUE_NOT_RECOGNIZED;

import java.util.List;
import nl.opendk.ebms.protocol.error.EbmsError;
import nl.opendk.ebms.protocol.error.ErrorLocation;
import nl.opendk.ebms.protocol.message.AckRequested;
import nl.opendk.ebms.protocol.message.EbmsEnvelope;
import nl.opendk.ebms.protocol.message.SyncReply;

/** The header extension elements besides MessageHeader: AckRequested, SyncReply, MessageOrder (digest §1.2). */
final class ExtensionElementChecks {

    void check(EbmsEnvelope envelope, List<EbmsError> errors) {
        if (envelope.messageOrder()) {
            // §9 is optional and Digikoppeling strongly discourages it; an order we cannot guarantee must not be
            // accepted silently, so this NotSupported is raised to Error.
            errors.add(EbmsError.fatal(NOT_SUPPORTED, ErrorLocation.MESSAGE_ORDER, "MessageOrder is not supported"));
        }
        if (envelope.ackRequested() != null) {
            checkAckRequested(envelope.ackRequested(), errors);
        }
        if (envelope.syncReply() != null) {
            checkSyncReply(envelope.syncReply(), errors);
        }
    }

    /** §6.3.1; DK-ebMS2 ch05: only toPartyMSH may be asked for an Ack, never nextMSH (no multi-hop). */
    private static void checkAckRequested(AckRequested ackRequested, List<EbmsError> errors) {
        checkVersionAndMustUnderstand(
                ackRequested.version(), ackRequested.mustUnderstand(), ErrorLocation.ACK_REQUESTED, errors);
        if (AckRequested.NEXT_MSH.equals(ackRequested.actor())) {
            errors.add(EbmsError.fatal(
                    NOT_SUPPORTED,
                    ErrorLocation.ACK_REQUESTED_ACTOR,
                    "AckRequested for nextMSH is not supported: Digikoppeling uses no intermediaries"));
        } else if (!AckRequested.TO_PARTY_MSH.equals(ackRequested.actor())) {
            errors.add(EbmsError.of(
                    VALUE_NOT_RECOGNIZED,
                    ErrorLocation.ACK_REQUESTED_ACTOR,
                    "AckRequested actor must be " + AckRequested.TO_PARTY_MSH));
        }
    }

    /** §4.3.1: SyncReply is addressed to the next SOAP node. */
    private static void checkSyncReply(SyncReply syncReply, List<EbmsError> errors) {
        checkVersionAndMustUnderstand(
                syncReply.version(), syncReply.mustUnderstand(), ErrorLocation.SYNC_REPLY, errors);
        if (!SyncReply.NEXT_ACTOR.equals(syncReply.actor())) {
            errors.add(EbmsError.of(
                    VALUE_NOT_RECOGNIZED, ErrorLocation.SYNC_REPLY, "SyncReply actor must be " + SyncReply.NEXT_ACTOR));
        }
    }

    private static void checkVersionAndMustUnderstand(
            String version, String mustUnderstand, String location, List<EbmsError> errors) {
        if (version == null) {
            errors.add(EbmsError.of(OTHER_XML, location, "version attribute is missing"));
        } else if (!"2.0".equals(version)) {
            errors.add(EbmsError.of(VALUE_NOT_RECOGNIZED, location, "version " + version + " is not supported"));
        }
        if (!"1".equals(mustUnderstand) && !"true".equals(mustUnderstand)) {
            errors.add(EbmsError.of(INCONSISTENT, location, "soap:mustUnderstand must be 1"));
        }
    }
}
