package nl.opendk.ebms.component.ebms;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** What an {@code ebms:} endpoint does: the part of its URI after the scheme. */
public enum EbmsOperation {
    /** Consumer: received business messages, each confirmed by its exchange completing. */
    inbox,
    /** Consumer: what became of messages (received, delivered, failed, expired). */
    events,
    /** Producer: sends the body as a business message. */
    send,
    /**
     * Producer: sends the body, a file of any size, as Grote Berichten: published on the file service, its metadata
     * sent as a business message (DK-GB 3.8.1).
     */
    sendfile,
    /** Producer: pings a partner (ebMS 2.0 §8). */
    ping,
    /** Producer: asks a partner what became of a message we sent (ebMS 2.0 §7). */
    status;

    static EbmsOperation of(String remaining) {
        try {
            return valueOf(remaining.toLowerCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("ebms:" + remaining + " is not an operation: use one of "
                    + Arrays.stream(values()).map(Enum::name).collect(Collectors.joining(", ")));
        }
    }

    boolean consumes() {
        return this == inbox || this == events;
    }
}
