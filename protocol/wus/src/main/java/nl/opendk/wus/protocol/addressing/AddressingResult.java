package nl.opendk.wus.protocol.addressing;

import java.util.List;
import java.util.Objects;
import nl.opendk.wus.protocol.fault.WusFinding;

/** The addressing headers of a message as read, and every finding about them, in the order found. */
public record AddressingResult(Addressing addressing, List<WusFinding> findings) {

    public AddressingResult {
        Objects.requireNonNull(addressing, "addressing");
        findings = List.copyOf(findings);
    }
}
