package nl.opendk.ebms.protocol.agreement;

/** The six Digikoppeling ebMS2 profiles (DK-ebMS2 ch02), derived from a CPA's channel characteristics. */
public enum DigikoppelingProfile {
    OSB_BE("osb-be", false, false, false),
    OSB_RM("osb-rm", true, false, false),
    OSB_BE_S("osb-be-s", false, true, false),
    OSB_RM_S("osb-rm-s", true, true, false),
    OSB_BE_E("osb-be-e", false, true, true),
    OSB_RM_E("osb-rm-e", true, true, true);

    private final String cpaName;
    private final boolean reliable;
    private final boolean signed;
    private final boolean encrypted;

    DigikoppelingProfile(String cpaName, boolean reliable, boolean signed, boolean encrypted) {
        this.cpaName = cpaName;
        this.reliable = reliable;
        this.signed = signed;
        this.encrypted = encrypted;
    }

    public String cpaName() {
        return cpaName;
    }

    public boolean reliable() {
        return reliable;
    }

    public boolean signed() {
        return signed;
    }

    public boolean encrypted() {
        return encrypted;
    }

    /** The profile with these characteristics; encryption implies signing (DK-ebMS2 ch02 profile table). */
    public static DigikoppelingProfile of(boolean reliable, boolean signed, boolean encrypted) {
        for (DigikoppelingProfile profile : values()) {
            if (profile.reliable == reliable
                    && profile.signed == (signed || encrypted)
                    && profile.encrypted == encrypted) {
                return profile;
            }
        }
        throw new IllegalStateException("unreachable");
    }
}
