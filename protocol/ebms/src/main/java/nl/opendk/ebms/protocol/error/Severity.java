package nl.opendk.ebms.protocol.error;

/** ebMS 2.0 §4.2.3.2.3: the two severities an Error can carry (XSD {@code severity.type}). */
public enum Severity {
    WARNING("Warning"),
    ERROR("Error");

    private final String wireValue;

    Severity(String wireValue) {
        this.wireValue = wireValue;
    }

    public String wireValue() {
        return wireValue;
    }

    public static Severity fromWire(String value) {
        for (Severity severity : values()) {
            if (severity.wireValue.equals(value)) {
                return severity;
            }
        }
        throw new IllegalArgumentException("Not an ebMS severity: " + value);
    }
}
