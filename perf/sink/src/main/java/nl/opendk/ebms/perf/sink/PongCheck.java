package nl.opendk.ebms.perf.sink;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import nl.opendk.ebms.protocol.check.HeaderChecks;
import nl.opendk.ebms.protocol.error.EbmsError;
import nl.opendk.ebms.protocol.message.ErrorList;
import nl.opendk.ebms.protocol.message.MessageHeader;
import nl.opendk.ebms.protocol.message.MshAction;
import nl.opendk.ebms.protocol.message.Party;
import nl.opendk.ebms.protocol.message.PartyId;
import nl.opendk.ebms.protocol.message.ReceivedMessage;
import nl.opendk.ebms.protocol.message.Service;
import nl.opendk.ebms.protocol.security.sign.AlgorithmPolicy;
import nl.opendk.ebms.protocol.security.sign.SignatureVerifier;
import nl.opendk.ebms.protocol.security.sign.VerificationResult;

/**
 * Judges one message the adapter sent to the sink. A correct Pong (ebMS 2.0 §8.2) passes the structural header
 * checks a partner MSH would apply, has the MSH service and Action Pong, the run's CPAId, the adapter as From and
 * the load generator as To, and refers to a perf Ping whose ConversationId it repeats. In a signed osb-rm-s run the
 * answer is an Acknowledgment (§6.3.2) held to the same rules, and its XMLDSig signature (§4.1) must verify against
 * the adapter's certificate from the CPA, as the sending MSH would check it. Anything else is recorded with every
 * problem found; a MessageError in particular means the adapter rejected a message it had answered with HTTP 204,
 * which only the sink can see.
 */
public final class PongCheck {

    private final Expectation expected;
    private final HeaderChecks headerChecks = new HeaderChecks();
    private final SignatureVerifier signatures = new SignatureVerifier();

    public PongCheck(Expectation expected) {
        this.expected = expected;
    }

    public PongRecord check(ReceivedMessage message, long receivedAtMillis) {
        MessageHeader header = message.header();
        if (header == null) {
            return new PongRecord(receivedAtMillis, "", "", "no MessageHeader");
        }
        List<String> problems = new ArrayList<>();
        for (EbmsError error : headerChecks.check(message).errors()) {
            if (error.isError()) {
                problems.add(describe(error));
            }
        }
        checkAction(message, header, problems);
        checkAgreement(header, problems);
        checkReference(header, problems);
        checkSignature(message, problems);
        return new PongRecord(receivedAtMillis, header.action(), header.refToMessageId(), String.join("; ", problems));
    }

    /** A request the protocol decoder could not read as a SOAP message at all. */
    public static PongRecord undecodable(String reason, long receivedAtMillis) {
        return new PongRecord(receivedAtMillis, "", "", "undecodable: " + reason);
    }

    private void checkAction(ReceivedMessage message, MessageHeader header, List<String> problems) {
        if (header.isMshAction(expected.answer())) {
            return;
        }
        if (header.isMshAction(MshAction.MESSAGE_ERROR)) {
            ErrorList errors = message.envelope().errorList();
            List<String> found = errors == null
                    ? List.of()
                    : errors.errors().stream().map(PongCheck::describe).toList();
            problems.add("MessageError from the adapter: " + String.join(", ", found));
            return;
        }
        problems.add("expected Service " + Service.MSH_SERVICE + " / Action "
                + expected.answer().wireValue() + ", got " + header.service() + " / " + header.action());
    }

    /** Only where the run expects signed answers; the policy is the Digikoppeling one the perf CPA names. */
    private void checkSignature(ReceivedMessage message, List<String> problems) {
        if (expected.signer() == null) {
            return;
        }
        VerificationResult result = signatures.verify(
                message.envelopeBytes(), message.parts(), expected.signer(), AlgorithmPolicy.DIGIKOPPELING);
        if (!result.isVerified()) {
            problems.add("signature: "
                    + String.join(
                            ", ",
                            result.errors().stream().map(PongCheck::describe).toList()));
        }
    }

    private void checkAgreement(MessageHeader header, List<String> problems) {
        if (!expected.cpaId().equals(header.cpaId())) {
            problems.add("CPAId " + header.cpaId() + " is not the perf CPA " + expected.cpaId());
        }
        if (!holds(header.from(), expected.adapterParty())) {
            problems.add("From " + partyIds(header.from()) + " is not the adapter's party " + expected.adapterParty());
        }
        if (!holds(header.to(), expected.senderParty())) {
            problems.add("To " + partyIds(header.to()) + " is not the pinging party " + expected.senderParty());
        }
    }

    private static void checkReference(MessageHeader header, List<String> problems) {
        String ref = header.refToMessageId();
        if (ref == null || ref.isBlank()) {
            problems.add("no RefToMessageId");
            return;
        }
        if (ref.equals(header.messageId())) {
            problems.add("MessageId equals the RefToMessageId");
        }
        Optional<PingId> ping = PingId.parse(ref);
        if (ping.isEmpty()) {
            problems.add("RefToMessageId " + ref + " is not a message id of the load generator");
        } else if (!ping.get().conversationId().equals(header.conversationId())) {
            problems.add("ConversationId " + header.conversationId() + " differs from the Ping's "
                    + ping.get().conversationId());
        }
    }

    private static boolean holds(Party party, PartyId partyId) {
        return party != null && party.partyIds().contains(partyId);
    }

    private static String partyIds(Party party) {
        return party == null ? "(none)" : party.partyIds().toString();
    }

    private static String describe(EbmsError error) {
        return error.code().wireValue() + " at " + error.location() + ": " + error.description();
    }
}
