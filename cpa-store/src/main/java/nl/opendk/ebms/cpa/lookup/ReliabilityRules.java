package nl.opendk.ebms.cpa.lookup;

import java.util.List;
import nl.opendk.ebms.protocol.agreement.ChannelTerms;
import nl.opendk.ebms.protocol.agreement.PerMessage;
import nl.opendk.ebms.protocol.check.Assessment;
import nl.opendk.ebms.protocol.error.EbmsError;
import nl.opendk.ebms.protocol.error.EbmsErrorCode;
import nl.opendk.ebms.protocol.error.ErrorLocation;
import nl.opendk.ebms.protocol.message.AckRequested;

/**
 * The reliable-messaging elements of a business message must match the sender's channel (CPPA 2.0
 * MessagingCharacteristics): osb-rm channels say ackRequested and duplicateElimination "always" (DK-BP ch03), osb-be
 * channels "never" (DK-ebMS2 ch03: best effort uses no Acks and no duplicate elimination). A mismatch means the two
 * MSHs would not agree on whether the message was delivered.
 */
final class ReliabilityRules {

    private ReliabilityRules() {}

    static void check(Assessment assessment, ChannelTerms channel, List<EbmsError> errors) {
        AckRequested ackRequested = assessment.message().envelope().ackRequested();
        agree(
                channel.ackRequested(),
                ackRequested != null,
                ErrorLocation.ACK_REQUESTED,
                "AckRequested",
                "ackRequested",
                channel,
                errors);
        agree(
                channel.duplicateElimination(),
                assessment.message().header().duplicateElimination(),
                ErrorLocation.DUPLICATE_ELIMINATION,
                "DuplicateElimination",
                "duplicateElimination",
                channel,
                errors);
        if (ackRequested != null) {
            agree(
                    channel.ackSignatureRequested(),
                    ackRequested.signed(),
                    ErrorLocation.ACK_REQUESTED,
                    "a signed Acknowledgment (AckRequested signed=true)",
                    "ackSignatureRequested",
                    channel,
                    errors);
        }
    }

    private static void agree(
            PerMessage agreed,
            boolean present,
            String location,
            String element,
            String attribute,
            ChannelTerms channel,
            List<EbmsError> errors) {
        if (agreed == PerMessage.ALWAYS && !present) {
            errors.add(EbmsError.of(
                    EbmsErrorCode.INCONSISTENT,
                    location,
                    element + " is missing, but channel " + channel.channelId() + " has " + attribute + " always"));
        } else if (agreed == PerMessage.NEVER && present) {
            errors.add(EbmsError.of(
                    EbmsErrorCode.INCONSISTENT,
                    location,
                    element + " is present, but channel " + channel.channelId() + " has " + attribute + " never"));
        }
    }
}
