package nl.opendk.ebms.cpa.lookup;

import java.time.Instant;
import java.util.List;
import nl.opendk.ebms.cpa.testing.TestCpas;
import nl.opendk.ebms.protocol.handle.Assessment;
import nl.opendk.ebms.protocol.message.EbmsEnvelope;
import nl.opendk.ebms.protocol.message.MessageHeader;
import nl.opendk.ebms.protocol.message.Party;
import nl.opendk.ebms.protocol.message.PartyId;
import nl.opendk.ebms.protocol.message.ReceivedMessage;
import nl.opendk.ebms.protocol.message.Service;
import nl.opendk.ebms.protocol.message.SyncReply;

/** An inbound message as the header checks leave it, by default party A sending its action to party B. */
record Inbound(String cpaId, Party from, Party to, Service service, String action, SyncReply syncReply) {

    static final SyncReply SYNC_REPLY = new SyncReply("2.0", "1", SyncReply.NEXT_ACTOR);

    static Inbound business() {
        return new Inbound(
                TestCpas.CPA_ID,
                Party.of(TestCpas.PARTY_A.partyId(), null),
                Party.of(TestCpas.PARTY_B.partyId(), null),
                TestCpas.SERVICE,
                TestCpas.A_SENDS,
                null);
    }

    static Inbound ping() {
        return business().withService(Service.MSH, "Ping");
    }

    Inbound withCpaId(String value) {
        return new Inbound(value, from, to, service, action, syncReply);
    }

    Inbound withFrom(PartyId partyId, String role) {
        return new Inbound(cpaId, partyId == null ? null : Party.of(partyId, role), to, service, action, syncReply);
    }

    Inbound withTo(PartyId partyId, String role) {
        return new Inbound(cpaId, from, partyId == null ? null : Party.of(partyId, role), service, action, syncReply);
    }

    Inbound withService(Service value, String actionValue) {
        return new Inbound(cpaId, from, to, value, actionValue, syncReply);
    }

    Inbound withSyncReply() {
        return new Inbound(cpaId, from, to, service, action, SYNC_REPLY);
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
                false);
    }

    Assessment assessment() {
        return assessment(header(), syncReply);
    }

    static Assessment assessment(MessageHeader header, SyncReply syncReply) {
        EbmsEnvelope envelope =
                new EbmsEnvelope(header, null, syncReply, false, null, null, null, null, null, false, List.of());
        return Assessment.of(received(envelope), List.of());
    }

    private static ReceivedMessage received(EbmsEnvelope envelope) {
        return new ReceivedMessage(
                new byte[0], "text/xml; charset=UTF-8", envelope, List.of(), Instant.parse("2026-01-15T12:00:00Z"));
    }
}
