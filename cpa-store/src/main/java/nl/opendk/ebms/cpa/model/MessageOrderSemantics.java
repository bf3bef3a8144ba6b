package nl.opendk.ebms.cpa.model;

import java.util.Optional;

/** CPPA 2.0 MessageOrderSemantics. Digikoppeling strongly discourages Guaranteed (DK-BP ch04, EB011). */
public enum MessageOrderSemantics {
    GUARANTEED("Guaranteed"),
    NOT_GUARANTEED("NotGuaranteed");

    private final String wireValue;

    MessageOrderSemantics(String wireValue) {
        this.wireValue = wireValue;
    }

    public static Optional<MessageOrderSemantics> fromWire(String value) {
        for (MessageOrderSemantics semantics : values()) {
            if (semantics.wireValue.equals(value)) {
                return Optional.of(semantics);
            }
        }
        return Optional.empty();
    }
}
