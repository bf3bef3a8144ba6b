package nl.opendk.ebms.routes.wus.security;

/**
 * The Digikoppeling WUS profiles (DK-WUS 3.8 ch03) as far as message security goes: whether a service's requests and
 * responses are signed, and whether their Body is encrypted. Chosen per service (DK-WUS WB011).
 */
public enum WusSecurityProfile {
    /** 2W-be: WS-Addressing over two-way TLS, no WS-Security. */
    BEST_EFFORT("2W-be", false, false),
    /** 2W-be-S: signed end to end (WB003-WB014). */
    SIGNED("2W-be-S", true, false),
    /** 2W-be-SE: signed, then the Body content encrypted (WB005, WB006). */
    SIGNED_ENCRYPTED("2W-be-SE", true, true);

    private final String wireName;
    private final boolean signed;
    private final boolean encrypted;

    WusSecurityProfile(String wireName, boolean signed, boolean encrypted) {
        this.wireName = wireName;
        this.signed = signed;
        this.encrypted = encrypted;
    }

    public String wireName() {
        return wireName;
    }

    public boolean signed() {
        return signed;
    }

    public boolean encrypted() {
        return encrypted;
    }
}
