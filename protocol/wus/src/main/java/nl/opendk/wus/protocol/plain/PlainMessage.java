package nl.opendk.wus.protocol.plain;

import java.util.Objects;
import org.w3c.dom.Element;

/**
 * A plain SOAP 1.1 message as the adapter and its own back ends exchange it: no WS-Addressing, no WS-Security, one
 * element in the Body. Either a payload (a request or a normal response) or a Fault.
 *
 * @param payload the Body's one element; null for a fault
 * @param fault the Fault; null for a payload
 */
public record PlainMessage(Element payload, PlainFault fault) {

    public PlainMessage {
        if ((payload == null) == (fault == null)) {
            throw new IllegalArgumentException("a plain message holds either a payload or a fault");
        }
    }

    public static PlainMessage of(Element payload) {
        return new PlainMessage(Objects.requireNonNull(payload, "payload"), null);
    }

    public static PlainMessage of(PlainFault fault) {
        return new PlainMessage(null, Objects.requireNonNull(fault, "fault"));
    }

    public boolean isFault() {
        return fault != null;
    }
}
