package nl.opendk.wus.protocol.profile;

import java.util.Locale;
import java.util.Optional;

/**
 * The three Digikoppeling WUS profiles (DK-WUS ch03). A service uses one profile for every operation and message,
 * request and response (DK-WUS WB011). All three are synchronous request/response over two-way TLS.
 */
public enum WusProfile {
    /** Best effort: WS-Addressing headers only. */
    BE("Digikoppeling 2W-be", "2W-be", false, false),
    /** Best effort, signed end to end (DK-WUS WB001-WB014). */
    BE_S("Digikoppeling 2W-be-S", "2W-be-S", true, false),
    /** Best effort, signed and the Body encrypted (DK-WUS WB005, WB006, WB012). */
    BE_SE("Digikoppeling 2W-be-SE", "2W-be-SE", true, true);

    private static final String PREFIX = "digikoppeling ";

    private final String wireName;
    private final String shortName;
    private final boolean signed;
    private final boolean encrypted;

    WusProfile(String wireName, String shortName, boolean signed, boolean encrypted) {
        this.wireName = wireName;
        this.shortName = shortName;
        this.signed = signed;
        this.encrypted = encrypted;
    }

    /** The name as the Digikoppeling documents write it, e.g. "Digikoppeling 2W-be-S". */
    public String wireName() {
        return wireName;
    }

    /** The short name, e.g. "2W-be-S". */
    public String shortName() {
        return shortName;
    }

    /** Messages carry a wsse:Security header with a signature (and a Timestamp). */
    public boolean signed() {
        return signed;
    }

    /** The Body content is encrypted. */
    public boolean encrypted() {
        return encrypted;
    }

    /**
     * The profile a name means, leniently: the wire name or the short name, any case, surrounding space ignored, the
     * "Digikoppeling " prefix optional, and the constant name (BE_S). Empty for anything else.
     */
    public static Optional<WusProfile> parse(String name) {
        if (name == null) {
            return Optional.empty();
        }
        String wanted = name.strip().toLowerCase(Locale.ROOT);
        if (wanted.startsWith(PREFIX)) {
            wanted = wanted.substring(PREFIX.length()).strip();
        }
        for (WusProfile profile : values()) {
            if (profile.shortName.toLowerCase(Locale.ROOT).equals(wanted)
                    || profile.name().toLowerCase(Locale.ROOT).equals(wanted)) {
                return Optional.of(profile);
            }
        }
        return Optional.empty();
    }
}
