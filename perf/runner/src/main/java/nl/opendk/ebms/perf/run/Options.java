package nl.opendk.ebms.perf.run;

import java.util.Locale;
import nl.opendk.ebms.perf.load.ArrivalKind;
import nl.opendk.ebms.perf.load.MessageKind;

/** Option readers shared by the commands. */
final class Options {

    private Options() {}

    static ArrivalKind arrivals(Arguments arguments) {
        String value = arguments.text("arrivals", "poisson");
        try {
            return ArrivalKind.valueOf(value.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--arrivals is poisson or even, not " + value);
        }
    }

    static MessageKind message(Arguments arguments) {
        return MessageKind.fromWire(arguments.text("message", "ping"));
    }

    /** The sampler label: "Ping", "Business 1024 B" or "Signed 1024 B". */
    static String label(MessageKind message, int payloadBytes) {
        return switch (message) {
            case PING -> "Ping";
            case BUSINESS -> "Business " + payloadBytes + " B";
            case SIGNED -> "Signed " + payloadBytes + " B";
        };
    }
}
