package nl.opendk.ebms.cpa.lookup;

import java.time.Instant;
import java.util.List;
import nl.opendk.ebms.cpa.testing.TestCpaModel;
import nl.opendk.ebms.protocol.check.Assessment;
import nl.opendk.ebms.protocol.message.AckRequested;
import nl.opendk.ebms.protocol.message.EbmsEnvelope;
import nl.opendk.ebms.protocol.message.MessageHeader;
import nl.opendk.ebms.protocol.message.Party;
import nl.opendk.ebms.protocol.message.PartyId;
import nl.opendk.ebms.protocol.message.ReceivedMessage;
import nl.opendk.ebms.protocol.message.Service;
import nl.opendk.ebms.protocol.message.SyncReply;
import nl.opendk.ebms.testkit.cpa.TestCpas;

/** An inbound message as the header checks leave it, by default party A sending its action to party B. */
record Inbound(
        String cpaId,
        Party from,
        Party to,
        Service service,
        String action,
        SyncReply syncReply,
        AckRequested ackRequested,
        boolean duplicateElimination) {

    static final SyncReply SYNC_REPLY = new SyncReply("2.0", "1", SyncReply.NEXT_ACTOR);
    static final AckRequested ACK_REQUESTED = new AckRequested("2.0", "1", AckRequested.TO_PARTY_MSH, false);

    /** A business message as osb-rm sends it (the test CPA's default profile): AckRequested and DuplicateElimination. */
    static Inbound business() {
        return new Inbound(
                TestCpas.CPA_ID,
                Party.of(TestCpaModel.PARTY_A, null),
                Party.of(TestCpaModel.PARTY_B, null),
                TestCpaModel.SERVICE,
                TestCpas.A_SENDS,
                null,
                ACK_REQUESTED,
                true);
    }

    static Inbound ping() {
        return business().withService(Service.MSH, "Ping").bestEffort();
    }

    /** Without AckRequested and DuplicateElimination, as osb-be sends. */
    Inbound bestEffort() {
        return new Inbound(cpaId, from, to, service, action, syncReply, null, false);
    }

    Inbound withAckRequested(AckRequested value) {
        return new Inbound(cpaId, from, to, service, action, syncReply, value, duplicateElimination);
    }

    Inbound withDuplicateElimination(boolean value) {
        return new Inbound(cpaId, from, to, service, action, syncReply, ackRequested, value);
    }

    Inbound withCpaId(String value) {
        return new Inbound(value, from, to, service, action, syncReply, ackRequested, duplicateElimination);
    }

    Inbound withFrom(PartyId partyId, String role) {
        return new Inbound(
                cpaId,
                partyId == null ? null : Party.of(partyId, role),
                to,
                service,
                action,
                syncReply,
                ackRequested,
                duplicateElimination);
    }

    Inbound withTo(PartyId partyId, String role) {
        return new Inbound(
                cpaId,
                from,
                partyId == null ? null : Party.of(partyId, role),
                service,
                action,
                syncReply,
                ackRequested,
                duplicateElimination);
    }

    Inbound withService(Service value, String actionValue) {
        return new Inbound(cpaId, from, to, value, actionValue, syncReply, ackRequested, duplicateElimination);
    }

    Inbound withSyncReply() {
        return new Inbound(cpaId, from, to, service, action, SYNC_REPLY, ackRequested, duplicateElimination);
    }

    MessageHeader header() {
        return new MessageHeader(
                "2.0",
                "1",
                from,
                to,
                cpaId,
                "conversation-1",
                service,
                action,
                "message-1@proefdorp.example.nl",
                "2026-01-15T12:00:00Z",
                Instant.parse("2026-01-15T12:00:00Z"),
                null,
                null,
                null,
                duplicateElimination);
    }

    Assessment assessment() {
        return assessment(header(), syncReply, ackRequested);
    }

    static Assessment assessment(MessageHeader header, SyncReply syncReply) {
        return assessment(header, syncReply, null);
    }

    static Assessment assessment(MessageHeader header, SyncReply syncReply, AckRequested ackRequested) {
        EbmsEnvelope envelope = new EbmsEnvelope(
                header, ackRequested, syncReply, false, null, null, null, null, null, false, List.of(), List.of());
        return Assessment.of(received(envelope), List.of());
    }

    private static ReceivedMessage received(EbmsEnvelope envelope) {
        return new ReceivedMessage(
                new byte[0], "text/xml; charset=UTF-8", envelope, List.of(), Instant.parse("2026-01-15T12:00:00Z"));
    }
}
