package nl.opendk.ebms.protocol.agreement;

import java.util.Optional;

/**
 * CPPA 2.0 MessagingCharacteristics/@syncReplyMode. Digikoppeling allows only {@link #NONE} (the default) and,
 * in the reliable profiles, {@link #MSH_SIGNALS_ONLY} (DK-ebMS2 ch05 "SyncReply", DK-BP EB015).
 */
public enum SyncReplyMode {
    NONE("none"),
    MSH_SIGNALS_ONLY("mshSignalsOnly"),
    SIGNALS_ONLY("signalsOnly"),
    RESPONSE_ONLY("responseOnly"),
    SIGNALS_AND_RESPONSE("signalsAndResponse");

    private final String wireValue;

    SyncReplyMode(String wireValue) {
        this.wireValue = wireValue;
    }

    public String wireValue() {
        return wireValue;
    }

    public static Optional<SyncReplyMode> fromWire(String value) {
        for (SyncReplyMode mode : values()) {
            if (mode.wireValue.equals(value)) {
                return Optional.of(mode);
            }
        }
        return Optional.empty();
    }
}
