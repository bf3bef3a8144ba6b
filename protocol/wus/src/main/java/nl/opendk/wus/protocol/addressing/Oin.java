package nl.opendk.wus.protocol.addressing;

import java.util.Locale;
import java.util.Optional;

/**
 * An Organisatie-identificatienummer: 20 digits. WUS lets wsa:To carry the receiver's OIN and wsa:From/Address the
 * sender's, as the query parameter {@code ?OIN=<20 digits>} (DK-WUS 3.6, WS-Addressing table of DK-WUS ch02).
 */
public record Oin(String value) {

    public Oin {
        if (value == null || !isOin(value)) {
            throw new IllegalArgumentException("an OIN is 20 digits");
        }
    }

    /** Whether the value is 20 ASCII digits. */
    public static boolean isOin(String value) {
        return value.length() == 20 && value.chars().allMatch(c -> c >= '0' && c <= '9');
    }

    /**
     * The value of the OIN query parameter of an address, as written (not validated), or empty when the address has
     * no query or no OIN parameter. The parameter name is matched in any case, since senders differ.
     */
    static Optional<String> parameter(String address) {
        int query = address.indexOf('?');
        if (query < 0) {
            return Optional.empty();
        }
        int fragment = address.indexOf('#', query);
        String parameters = fragment < 0 ? address.substring(query + 1) : address.substring(query + 1, fragment);
        for (String parameter : parameters.split("&")) {
            int equals = parameter.indexOf('=');
            String name = equals < 0 ? parameter : parameter.substring(0, equals);
            if (name.toLowerCase(Locale.ROOT).equals("oin")) {
                return Optional.of(equals < 0 ? "" : parameter.substring(equals + 1));
            }
        }
        return Optional.empty();
    }

    /** The OIN an address carries, or empty when it carries none or not a valid one. */
    public static Optional<Oin> fromAddress(String address) {
        if (address == null) {
            return Optional.empty();
        }
        return parameter(address).filter(Oin::isOin).map(Oin::new);
    }

    @Override
    public String toString() {
        return value;
    }
}
