package nl.opendk.ebms.perf.traffic;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import nl.opendk.ebms.perf.agreement.PerfAgreement;
import nl.opendk.ebms.perf.sink.PingId;

/**
 * The header fields of a Ping of the perf CPA (ebMS 2.0 §8.1) and its envelope, written as the JMeter plan writes
 * it. Every field can be replaced, so the poison scenario can make one of them hostile while the rest stays valid.
 *
 * @param fromRole the sender's eb:Role, or null for none (commonly left out of MSH signals)
 * @param serviceType the eb:Service's eb:type, or null for none (the MSH service has no type)
 */
public record PingFields(
        String fromParty,
        String fromPartyType,
        String fromRole,
        String toParty,
        String cpaId,
        String conversationId,
        String service,
        String serviceType,
        String action,
        String messageId,
        String timestamp) {

    public static final String MSH_SERVICE = "urn:oasis:names:tc:ebxml-msg:service";
    public static final String OIN_TYPE = "urn:osb:oin";

    private static final DateTimeFormatter UTC =
            DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(ZoneOffset.UTC);

    /** A valid Ping from the load generator to the adapter with this id, in the id's conversation. */
    public static PingFields valid(PingId id, Instant timestamp) {
        return new PingFields(
                PerfAgreement.SENDER_OIN,
                OIN_TYPE,
                null,
                PerfAgreement.ADAPTER_OIN,
                PerfAgreement.CPA_ID,
                id.conversationId(),
                MSH_SERVICE,
                null,
                "Ping",
                id.messageId(),
                UTC.format(timestamp));
    }

    /** The Ping as a request: text/xml, SOAPAction "ebXML". */
    public Request request() {
        return Request.envelope(envelope().getBytes(StandardCharsets.UTF_8));
    }

    public String envelope() {
        return """
                <?xml version="1.0" encoding="UTF-8"?>
                <soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" \
                xmlns:eb="http://www.oasis-open.org/committees/ebxml-msg/schema/msg-header-2_0.xsd">
                  <soap:Header>
                    <eb:MessageHeader eb:version="2.0" soap:mustUnderstand="1">
                      <eb:From><eb:PartyId eb:type="%s">%s</eb:PartyId>%s</eb:From>
                      <eb:To><eb:PartyId eb:type="%s">%s</eb:PartyId></eb:To>
                      <eb:CPAId>%s</eb:CPAId>
                      <eb:ConversationId>%s</eb:ConversationId>
                      <eb:Service%s>%s</eb:Service>
                      <eb:Action>%s</eb:Action>
                      <eb:MessageData>
                        <eb:MessageId>%s</eb:MessageId>
                        <eb:Timestamp>%s</eb:Timestamp>
                      </eb:MessageData>
                    </eb:MessageHeader>
                  </soap:Header>
                  <soap:Body/>
                </soap:Envelope>
                """
                .formatted(
                        escape(fromPartyType),
                        escape(fromParty),
                        fromRole == null ? "" : "<eb:Role>" + escape(fromRole) + "</eb:Role>",
                        OIN_TYPE,
                        escape(toParty),
                        escape(cpaId),
                        escape(conversationId),
                        serviceType == null ? "" : " eb:type=\"" + escape(serviceType) + "\"",
                        escape(service),
                        escape(action),
                        escape(messageId),
                        escape(timestamp));
    }

    /** The header fields a hostile Ping may change. */
    public enum Field {
        FROM_PARTY,
        FROM_PARTY_TYPE,
        FROM_ROLE,
        CPA_ID,
        CONVERSATION_ID,
        SERVICE,
        SERVICE_TYPE,
        ACTION,
        MESSAGE_ID
    }

    /** The same Ping with one field replaced. */
    public PingFields with(Field field, String value) {
        return new PingFields(
                field == Field.FROM_PARTY ? value : fromParty,
                field == Field.FROM_PARTY_TYPE ? value : fromPartyType,
                field == Field.FROM_ROLE ? value : fromRole,
                toParty,
                field == Field.CPA_ID ? value : cpaId,
                field == Field.CONVERSATION_ID ? value : conversationId,
                field == Field.SERVICE ? value : service,
                field == Field.SERVICE_TYPE ? value : serviceType,
                field == Field.ACTION ? value : action,
                field == Field.MESSAGE_ID ? value : messageId,
                timestamp);
    }

    /** XML character escapes for text and attribute values; other characters, however odd, go in as they are. */
    static String escape(String value) {
        return value.replace("&", "&amp;")
                .replace("<", "&lt;")
                .replace(">", "&gt;")
                .replace("\"", "&quot;");
    }
}
