package nl.opendk.ebms.protocol.message;

import nl.opendk.ebms.protocol.text.MsgIdSyntax;
import nl.opendk.ebms.protocol.text.Printable;

/**
 * What a received value must be before it is stored: short enough for its column and free of characters that
 * cannot be shown (see {@link Printable}), and for MessageId and RefToMessageId an RFC 2822 msg-id (ebMS 2.0
 * §3.1.6.1). The widths here are the widths of the database columns that hold these values (db/migration); a
 * database test compares the two, so a message the checks let through always fits.
 */
public final class StoredValues {

    /**
     * MessageId, RefToMessageId, ConversationId, CPAId, PartyId and its type, Role, Service and its type, Action, and
     * a payload part's Content-ID.
     */
    public static final int IDENTIFIER_LENGTH = 255;

    /** A payload part's Content-Type. */
    public static final int PART_CONTENT_TYPE_LENGTH = 255;

    /** The HTTP Content-Type of a whole message: multipart parameters (boundary, start, type) make it long. */
    public static final int CONTENT_TYPE_LENGTH = 1000;

    /** The endpoint an outgoing message is sent to, from the CPA. */
    public static final int ENDPOINT_LENGTH = 1000;

    private StoredValues() {}

    /** True when the value (possibly absent) fits a column of {@code width} and holds only printable characters. */
    public static boolean fits(String value, int width) {
        return value == null || (value.length() <= width && Printable.isPrintable(value));
    }

    /** True when the value (possibly absent) fits an identifier column and holds only printable characters. */
    public static boolean isIdentifier(String value) {
        return fits(value, IDENTIFIER_LENGTH);
    }

    /** True for a storable MessageId or RefToMessageId: an identifier in RFC 2822 msg-id form. */
    public static boolean isMessageId(String value) {
        return value != null && value.length() <= IDENTIFIER_LENGTH && MsgIdSyntax.isMsgId(value);
    }

    /**
     * True when every value of the header that is stored in its own column can be: a MessageId, and the other
     * identifiers where present. A header that fails this is answered without being stored.
     */
    public static boolean canStore(MessageHeader header) {
        return header != null
                && isMessageId(header.messageId())
                && (header.refToMessageId() == null || isMessageId(header.refToMessageId()))
                && isIdentifier(header.cpaId())
                && isIdentifier(header.conversationId())
                && isIdentifier(header.action())
                && (header.service() == null
                        || (isIdentifier(header.service().value())
                                && isIdentifier(header.service().type())))
                && canStore(header.from())
                && canStore(header.to());
    }

    /** True when the party's values can be stored, or when there is no party. */
    public static boolean canStore(Party party) {
        if (party == null) {
            return true;
        }
        if (!isIdentifier(party.role())) {
            return false;
        }
        for (PartyId id : party.partyIds()) {
            if (!isIdentifier(id.value()) || !isIdentifier(id.type())) {
                return false;
            }
        }
        return true;
    }
}
