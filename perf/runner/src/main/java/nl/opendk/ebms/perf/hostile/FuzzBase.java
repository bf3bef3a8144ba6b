package nl.opendk.ebms.perf.hostile;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import nl.opendk.ebms.perf.agreement.PerfAgreement;
import nl.opendk.ebms.perf.load.Payload;
import nl.opendk.ebms.perf.sink.PingId;
import nl.opendk.ebms.perf.traffic.PingFields;
import nl.opendk.ebms.perf.traffic.Request;

/**
 * The valid messages the fuzz scenario damages: a Ping, and a business message of the perf CPA as the JMeter plan
 * sends it (SOAP with Attachments, ebMS 2.0 §2.1: multipart/related, the envelope first, then one 1 KB payload
 * referenced from eb:Manifest by cid:).
 */
final class FuzzBase {

    static final String BOUNDARY = "PERF_BOUNDARY";
    static final String MULTIPART =
            "multipart/related; boundary=\"" + BOUNDARY + "\"; type=\"text/xml\"; " + "start=\"<envelope@perf.test>\"";

    private FuzzBase() {}

    static Request ping(PingId id, Instant timestamp) {
        return PingFields.valid(id, timestamp).request();
    }

    static Request business(PingId id, Instant timestamp) {
        String timestampText = PingFields.valid(id, timestamp).timestamp();
        String envelope =
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" \
                xmlns:eb="http://www.oasis-open.org/committees/ebxml-msg/schema/msg-header-2_0.xsd" \
                xmlns:xlink="http://www.w3.org/1999/xlink">
                  <soap:Header>
                    <eb:MessageHeader eb:version="2.0" soap:mustUnderstand="1">
                      <eb:From><eb:PartyId eb:type="urn:osb:oin">%s</eb:PartyId><eb:Role>%s</eb:Role></eb:From>
                      <eb:To><eb:PartyId eb:type="urn:osb:oin">%s</eb:PartyId><eb:Role>%s</eb:Role></eb:To>
                      <eb:CPAId>%s</eb:CPAId>
                      <eb:ConversationId>%s</eb:ConversationId>
                      <eb:Service eb:type="%s">%s</eb:Service>
                      <eb:Action>%s</eb:Action>
                      <eb:MessageData>
                        <eb:MessageId>%s</eb:MessageId>
                        <eb:Timestamp>%s</eb:Timestamp>
                      </eb:MessageData>
                    </eb:MessageHeader>
                  </soap:Header>
                  <soap:Body>
                    <eb:Manifest eb:version="2.0"><eb:Reference xlink:href="cid:payload@perf.test"/></eb:Manifest>
                  </soap:Body>
                </soap:Envelope>
                """
                        .formatted(
                                PerfAgreement.SENDER_OIN,
                                PerfAgreement.SENDER_ROLE,
                                PerfAgreement.ADAPTER_OIN,
                                PerfAgreement.ADAPTER_ROLE,
                                PerfAgreement.CPA_ID,
                                id.conversationId(),
                                PerfAgreement.SERVICE_TYPE,
                                PerfAgreement.SERVICE,
                                PerfAgreement.ACTION,
                                id.messageId(),
                                timestampText);
        String body = "--" + BOUNDARY + "\r\nContent-Type: text/xml; charset=UTF-8\r\n"
                + "Content-ID: <envelope@perf.test>\r\n\r\n" + envelope.replace("\n", "\r\n") + "--" + BOUNDARY
                + "\r\nContent-Type: application/xml\r\nContent-ID: <payload@perf.test>\r\n\r\n"
                + new String(Payload.of(1024), StandardCharsets.US_ASCII) + "\r\n--" + BOUNDARY + "--\r\n";
        return new Request(MULTIPART, Request.SOAP_ACTION, body.getBytes(StandardCharsets.UTF_8));
    }
}
