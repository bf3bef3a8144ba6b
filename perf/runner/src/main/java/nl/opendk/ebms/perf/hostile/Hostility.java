package nl.opendk.ebms.perf.hostile;

import nl.opendk.ebms.perf.sink.PingId;
import nl.opendk.ebms.perf.traffic.PingFields;
import nl.opendk.ebms.perf.traffic.Request;

/**
 * The ways the poison scenario makes one Ping of a round hostile. Each is a value a partner could send by mistake
 * or on purpose that the adapter must refuse for that message alone, permanently (an ebMS ErrorList or a SOAP
 * Client Fault), without its neighbours in the same receive transaction paying for it: values longer than the
 * database's columns (255 characters), a header longer than any real one, and MessageIds that carry characters a
 * log, a database or an operator's screen may mishandle.
 */
public enum Hostility {
    CONVERSATION_ID("ConversationId of 300 characters") {
        @Override
        PingFields fields(PingFields valid, PingId id) {
            return valid.withConversationId(longer(valid.conversationId()));
        }
    },
    CPA_ID("CPAId of 300 characters") {
        @Override
        PingFields fields(PingFields valid, PingId id) {
            return valid.withCpaId(longer(valid.cpaId()));
        }
    },
    PARTY_ID("From PartyId of 300 characters") {
        @Override
        PingFields fields(PingFields valid, PingId id) {
            return valid.withFromParty(longer(valid.fromParty()), valid.fromPartyType());
        }
    },
    PARTY_ID_TYPE("From PartyId type of 300 characters") {
        @Override
        PingFields fields(PingFields valid, PingId id) {
            return valid.withFromParty(valid.fromParty(), longer(valid.fromPartyType()));
        }
    },
    ROLE("From Role of 300 characters") {
        @Override
        PingFields fields(PingFields valid, PingId id) {
            return valid.withFromRole(longer("Afzender"));
        }
    },
    SERVICE("Service of 300 characters") {
        @Override
        PingFields fields(PingFields valid, PingId id) {
            return valid.withService(longer(valid.service()), valid.serviceType());
        }
    },
    SERVICE_TYPE("Service type of 300 characters") {
        @Override
        PingFields fields(PingFields valid, PingId id) {
            return valid.withService(valid.service(), longer("urn:osb:services"));
        }
    },
    ACTION("Action of 300 characters") {
        @Override
        PingFields fields(PingFields valid, PingId id) {
            return valid.withAction(longer(valid.action()));
        }
    },
    CONTENT_TYPE("Content-Type header of 1,100 characters") {
        @Override
        Request request(PingFields valid, PingId id) {
            return valid.request().withContentType(Request.TEXT_XML + "; x-padding=\"" + "p".repeat(1_060) + "\"");
        }
    },
    MESSAGE_ID_NEWLINE("MessageId with a line feed") {
        @Override
        PingFields fields(PingFields valid, PingId id) {
            return valid.withMessageId(withUnique(id, "\n"));
        }
    },
    MESSAGE_ID_BIDI("MessageId with a right-to-left override (U+202E)") {
        @Override
        PingFields fields(PingFields valid, PingId id) {
            return valid.withMessageId(withUnique(id, "\u202E"));
        }
    },
    MESSAGE_ID_ZERO_WIDTH("MessageId with a zero-width space (U+200B)") {
        @Override
        PingFields fields(PingFields valid, PingId id) {
            return valid.withMessageId(withUnique(id, "\u200B"));
        }
    },
    MESSAGE_ID_WITHOUT_AT("MessageId without '@'") {
        @Override
        PingFields fields(PingFields valid, PingId id) {
            return valid.withMessageId(id.messageId().replace('@', '.'));
        }
    };

    /** Over the 255 characters of the adapter's text columns with room to spare. */
    public static final int LONG = 300;

    private final String description;

    Hostility(String description) {
        this.description = description;
    }

    public String description() {
        return description;
    }

    /** The hostile Ping for this id: the valid Ping with one thing changed. */
    public HostilePing ping(PingId id, PingFields valid) {
        Request request = request(valid, id);
        return new HostilePing(this, fields(valid, id).messageId(), request);
    }

    /** The request: by default the changed fields as a normal Ping request. */
    Request request(PingFields valid, PingId id) {
        return fields(valid, id).request();
    }

    /** The header fields with the hostile value; unchanged for hostilities that are not in the envelope. */
    PingFields fields(PingFields valid, PingId id) {
        return valid;
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
