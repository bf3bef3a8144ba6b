package nl.opendk.ebms.service.wus;

import java.util.Optional;

/**
 * The Digikoppeling WUS profiles (DK-WUS ch02 "Ondersteunde varianten"), one per service (WB011). The only place
 * the use cases name them: the WUS rules' own profile type, with the same constants and names, takes its place.
 */
public enum WusProfile {
    /** Best effort: two-way TLS and WS-Addressing. */
    BE("2W-be"),
    /** Best effort, signed end to end (WS-Security). */
    BE_S("2W-be-S"),
    /** Best effort, signed and with the Body encrypted. */
    BE_SE("2W-be-SE");

    private final String profileName;

    WusProfile(String profileName) {
        this.profileName = profileName;
    }

    /** The name as Digikoppeling writes it and the database stores it, e.g. {@code 2W-be-S}. */
    public String profileName() {
        return profileName;
    }

    public static Optional<WusProfile> fromName(String name) {
        for (WusProfile profile : values()) {
            if (profile.profileName.equals(name)) {
                return Optional.of(profile);
            }
        }
        return Optional.empty();
    }
}
