package nl.opendk.wus.protocol.fault;

import java.util.Objects;
import nl.opendk.wus.protocol.xml.XmlText;

/**
 * One problem found in a WUS message: which fault it calls for and, for logs and (for Body faults only) the fault
 * detail, what exactly is wrong. The detail may quote what the sender sent, so characters that cannot be shown are
 * escaped and its length is bounded here, once for every finding.
 */
public record WusFinding(WusFault fault, String detail) {

    /** Longest detail kept; a quoted header value is cut well before this. */
    public static final int MAX_DETAIL = 1000;

    public WusFinding {
        Objects.requireNonNull(fault, "fault");
        Objects.requireNonNull(detail, "detail");
        detail = XmlText.printable(detail, MAX_DETAIL);
    }
}
