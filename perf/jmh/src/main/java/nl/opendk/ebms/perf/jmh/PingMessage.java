package nl.opendk.ebms.perf.jmh;

import nl.opendk.ebms.perf.agreement.PerfAgreement;

/** A Ping of the perf CPA, written as the JMeter plan (perf/jmeter/src/test/jmeter/ebms-load.jmx) writes it. */
final class PingMessage {

    private PingMessage() {}

    static String text(String messageId, String conversationId) {
        return """
                <?xml version="1.0" encoding="UTF-8"?>
                <soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" \
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
                        <eb:Timestamp>2026-06-01T12:00:00.000Z</eb:Timestamp>
                      </eb:MessageData>
                    </eb:MessageHeader>
                  </soap:Header>
                  <soap:Body/>
                </soap:Envelope>
                """
                .formatted(
                        PerfAgreement.SENDER_OIN,
                        PerfAgreement.ADAPTER_OIN,
                        PerfAgreement.CPA_ID,
                        conversationId,
                        messageId);
    }
}
