package nl.opendk.ebms.service.observe;

import nl.opendk.ebms.protocol.message.MessageHeader;
import nl.opendk.ebms.protocol.message.StoredValues;
import org.slf4j.MDC;

/**
 * The MessageId and CPAId of the message a thread works on, in the logging MDC, so every line about that message
 * carries them (docs/log-events.md). A step puts them as soon as it knows the message and {@link #clear()} takes them
 * off, so the next message on the same thread never carries them; the routes clear at both ends of every exchange.
 */
public final class MessageLogContext {

    /** The MDC key of the MessageId (ebMS 2.0 §3.1.6.1). */
    public static final String MESSAGE_ID = "ebms.messageId";
    /** The MDC key of the CPAId (ebMS 2.0 §3.1.2). */
    public static final String CPA_ID = "ebms.cpaId";

    private MessageLogContext() {}

    /**
     * The lines this thread logs from now on are about this message. An id that is absent, or that could not be
     * stored (too long, or with line breaks or other characters that would forge log lines), is left out.
     */
    public static void enter(String messageId, String cpaId) {
        put(MESSAGE_ID, messageId);
        put(CPA_ID, cpaId);
    }

    /** As {@link #enter(String, String)} for a received header, which may be absent. */
    public static void enter(MessageHeader header) {
        if (header == null) {
            clear();
        } else {
            enter(header.messageId(), header.cpaId());
        }
    }

    public static void clear() {
        MDC.remove(MESSAGE_ID);
        MDC.remove(CPA_ID);
    }

    private static void put(String key, String value) {
        if (value == null || !StoredValues.isIdentifier(value)) {
            MDC.remove(key);
        } else {
            MDC.put(key, value);
        }
    }
}
