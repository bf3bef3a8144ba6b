package nl.opendk.ebms.perf.sink;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import nl.opendk.ebms.protocol.agreement.ChannelTerms;
import nl.opendk.ebms.protocol.agreement.PerMessage;
import nl.opendk.ebms.protocol.agreement.SyncReplyMode;
import nl.opendk.ebms.protocol.codec.DecodingLimits;
import nl.opendk.ebms.protocol.codec.RequestDecoder;
import nl.opendk.ebms.protocol.message.MessageHeader;
import nl.opendk.ebms.protocol.message.PartyId;
import nl.opendk.ebms.protocol.message.ReceivedMessage;
import nl.opendk.ebms.protocol.signal.MessageIds;
import nl.opendk.ebms.protocol.signal.PongFactory;

/** Pings as the JMeter plan writes them, and the Pongs the adapter's own PongFactory makes of them. */
final class PongFixtures {

    static final String CPA_ID = "perf_00000099000000000011_00000099000000000012_1";
    static final String SENDER = "00000099000000000011";
    static final String ADAPTER = "00000099000000000012";
    static final Instant NOW = Instant.parse("2026-01-01T00:00:01Z");

    private static final RequestDecoder DECODER = new RequestDecoder(DecodingLimits.defaults());
    private static final PongFactory PONGS =
            new PongFactory(new MessageIds("adapter.test"), Clock.fixed(NOW, ZoneOffset.UTC));
    private static final ChannelTerms REPLY = new ChannelTerms(
            "sender_channel",
            URI.create("http://127.0.0.1:1/ebms"),
            SyncReplyMode.NONE,
            PerMessage.NEVER,
            PerMessage.NEVER,
            PerMessage.NEVER,
            null);

    private PongFixtures() {}

    static Expectation expectation() {
        return Expectation.pongs(CPA_ID, PartyId.oin(ADAPTER), PartyId.oin(SENDER));
    }

    static String ping(String cpaId, String conversationId, String messageId) {
        return """
                <?xml version="1.0" encoding="UTF-8"?>
                <soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"
                    xmlns:eb="http://www.oasis-open.org/committees/ebxml-msg/schema/msg-header-2_0.xsd">
                  <soap:Header>
                    <eb:MessageHeader eb:version="2.0" soap:mustUnderstand="1">
                      <eb:From><eb:PartyId eb:type="urn:osb:oin">%s</eb:PartyId></eb:From>
                      <eb:To><eb:PartyId eb:type="urn:osb:oin">%s</eb:PartyId></eb:To>
                      <eb:CPAId>%s</eb:CPAId>
                      <eb:ConversationId>%s</eb:ConversationId>
                      <eb:Service>urn:oasis:names:tc:ebxml-msg:service</eb:Service>
                      <eb:Action>Ping</eb:Action>
                      <eb:MessageData>
                        <eb:MessageId>%s</eb:MessageId>
                        <eb:Timestamp>2026-01-01T00:00:00Z</eb:Timestamp>
                      </eb:MessageData>
                    </eb:MessageHeader>
                  </soap:Header>
                  <soap:Body/>
                </soap:Envelope>
                """
                .formatted(SENDER, ADAPTER, cpaId, conversationId, messageId);
    }

    static PingId pingId() {
        return new PingId("r1", "s07", "6a1f0c3e-1b2d-4c5e-9f00-0123456789ab", NOW.toEpochMilli() - 25);
    }

    /** The Pong the adapter would send for this Ping text. */
    static String pongFor(String pingText) {
        MessageHeader ping = decode(pingText).header();
        return new String(PONGS.pong(ping, REPLY).envelope(), StandardCharsets.UTF_8);
    }

    static ReceivedMessage decode(String envelope) {
        return DECODER.decode("text/xml; charset=UTF-8", "\"ebXML\"", envelope.getBytes(StandardCharsets.UTF_8), NOW);
    }
}
