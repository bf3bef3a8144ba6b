package nl.opendk.ebms.cpa.model;

import java.util.Optional;

/** CPPA 2.0 Status/@value (XSD {@code statusValue.type}). Only an agreed CPA is used for messages. */
public enum CpaStatus {
    AGREED("agreed"),
    SIGNED("signed"),
    PROPOSED("proposed");

    private final String wireValue;

    CpaStatus(String wireValue) {
        this.wireValue = wireValue;
    }

    public String wireValue() {
        return wireValue;
    }

    public static Optional<CpaStatus> fromWire(String value) {
        for (CpaStatus status : values()) {
            if (status.wireValue.equals(value)) {
                return Optional.of(status);
            }
        }
        return Optional.empty();
    }
}
