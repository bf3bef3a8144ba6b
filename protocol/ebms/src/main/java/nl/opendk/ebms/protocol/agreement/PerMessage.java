package nl.opendk.ebms.protocol.agreement;

import java.util.Optional;

/** CPPA 2.0 perMessageCharacteristics.type: the values of ackRequested, duplicateElimination and friends. */
public enum PerMessage {
    ALWAYS("always"),
    NEVER("never"),
    PER_MESSAGE("perMessage");

    private final String wireValue;

    PerMessage(String wireValue) {
        this.wireValue = wireValue;
    }

    public static Optional<PerMessage> fromWire(String value) {
        for (PerMessage perMessage : values()) {
            if (perMessage.wireValue.equals(value)) {
                return Optional.of(perMessage);
            }
        }
        return Optional.empty();
    }
}
