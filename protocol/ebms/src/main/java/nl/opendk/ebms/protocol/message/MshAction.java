package nl.opendk.ebms.protocol.message;

import java.util.Optional;

/** The actions of the MSH service {@value Service#MSH_SERVICE} (ebMS 2.0 §4.2.4, §6.3.2, §7, §8). */
public enum MshAction {
    PING("Ping"),
    PONG("Pong"),
    ACKNOWLEDGMENT("Acknowledgment"),
    MESSAGE_ERROR("MessageError"),
    STATUS_REQUEST("StatusRequest"),
    STATUS_RESPONSE("StatusResponse");

    private final String wireValue;

    MshAction(String wireValue) {
        this.wireValue = wireValue;
    }

    public String wireValue() {
        return wireValue;
    }

    public static Optional<MshAction> fromWire(String action) {
        for (MshAction value : values()) {
            if (value.wireValue.equals(action)) {
                return Optional.of(value);
            }
        }
        return Optional.empty();
    }
}
