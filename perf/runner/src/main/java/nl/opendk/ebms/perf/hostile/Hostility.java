package nl.opendk.ebms.perf.hostile;

import java.util.function.BiFunction;
import nl.opendk.ebms.perf.sink.PingId;
import nl.opendk.ebms.perf.traffic.PingFields;
import nl.opendk.ebms.perf.traffic.PingFields.Field;
import nl.opendk.ebms.perf.traffic.Request;

/**
 * The ways the poison scenario makes one Ping of a round hostile. Each is a value a partner could send by mistake
 * or on purpose that the adapter must refuse for that message alone, permanently (an ebMS ErrorList or a SOAP
 * Client Fault), without its neighbours in the same receive transaction paying for it: values longer than the
 * database's columns (255 characters), a header longer than any real one, and MessageIds that carry characters a
 * log, a database or an operator's screen may mishandle.
 */
public enum Hostility {
    CONVERSATION_ID(
            "ConversationId of 300 characters",
            (valid, id) -> valid.with(Field.CONVERSATION_ID, longer(valid.conversationId()))),
    CPA_ID("CPAId of 300 characters", (valid, id) -> valid.with(Field.CPA_ID, longer(valid.cpaId()))),
    PARTY_ID("From PartyId of 300 characters", (valid, id) -> valid.with(Field.FROM_PARTY, longer(valid.fromParty()))),
    PARTY_ID_TYPE(
            "From PartyId type of 300 characters",
            (valid, id) -> valid.with(Field.FROM_PARTY_TYPE, longer(valid.fromPartyType()))),
    ROLE("From Role of 300 characters", (valid, id) -> valid.with(Field.FROM_ROLE, longer("Afzender"))),
    SERVICE("Service of 300 characters", (valid, id) -> valid.with(Field.SERVICE, longer(valid.service()))),
    SERVICE_TYPE(
            "Service type of 300 characters",
            (valid, id) -> valid.with(Field.SERVICE_TYPE, longer("urn:osb:services"))),
    ACTION("Action of 300 characters", (valid, id) -> valid.with(Field.ACTION, longer(valid.action()))),
    CONTENT_TYPE("Content-Type header of 1,100 characters", (valid, id) -> valid) {
        @Override
        Request request(PingFields fields) {
            return fields.request().withContentType(Request.TEXT_XML + "; x-padding=\"" + "p".repeat(1_060) + "\"");
        }
    },
    MESSAGE_ID_NEWLINE("MessageId with a line feed", (valid, id) -> valid.with(Field.MESSAGE_ID, withUnique(id, "\n"))),
    MESSAGE_ID_BIDI(
            "MessageId with a right-to-left override (U+202E)",
            (valid, id) -> valid.with(Field.MESSAGE_ID, withUnique(id, "\u202E"))),
    MESSAGE_ID_ZERO_WIDTH(
            "MessageId with a zero-width space (U+200B)",
            (valid, id) -> valid.with(Field.MESSAGE_ID, withUnique(id, "\u200B"))),
    MESSAGE_ID_WITHOUT_AT(
            "MessageId without '@'",
            (valid, id) -> valid.with(Field.MESSAGE_ID, id.messageId().replace('@', '.')));

    /** Over the 255 characters of the adapter's text columns with room to spare. */
    public static final int LONG = 300;

    private final String description;
    private final BiFunction<PingFields, PingId, PingFields> change;

    Hostility(String description, BiFunction<PingFields, PingId, PingFields> change) {
        this.description = description;
        this.change = change;
    }

    public String description() {
        return description;
    }

    /** The hostile Ping for this id: the valid Ping with one thing changed. */
    public HostilePing ping(PingId id, PingFields valid) {
        PingFields fields = change.apply(valid, id);
        return new HostilePing(this, fields.messageId(), request(fields));
    }

    /** The request: by default the changed fields as a normal Ping request. */
    Request request(PingFields fields) {
        return fields.request();
    }

    /** The value padded with letters to {@link #LONG} characters. */
    static String longer(String value) {
        return value + "x".repeat(Math.max(1, LONG - value.length()));
    }

    /** The id with a character added to its unique part, so it is still the sink's form apart from that. */
    private static String withUnique(PingId id, String character) {
        return new PingId(id.run(), id.stream(), id.unique() + character, id.sentAtMillis()).messageId();
    }
}
