package nl.opendk.ebms.perf.run;

import java.time.Duration;
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

    /** --payload-bytes (1024 by default) for the messages that carry a payload, 0 for Pings. */
    static int payloadBytes(Arguments arguments, MessageKind message) {
        return message.hasPayload() ? (int) arguments.number("payload-bytes", 1024) : 0;
    }

    /**
     * --warmup: how long the adapter is warmed up before the first measured step. A signed run warms up for 60 s by
     * default whatever the command: on a cold JVM that signs, verifies and handshakes, the first 20 s at 100/s
     * answered in up to 4.6 s and CPU per message was still falling a minute later, and that belongs to a restart,
     * not to the rate under test.
     */
    static Duration warmUp(Arguments arguments, MessageKind message, Duration unsignedDefault) {
        return arguments.duration("warmup", message.signed() ? Duration.ofSeconds(60) : unsignedDefault);
    }

    /** The sampler label: "Ping", "Business 1024 B", "Signed 1024 B", "WUS 2W-be" or "WUS 2W-be-S". */
    static String label(MessageKind message, int payloadBytes) {
        return switch (message) {
            case PING -> "Ping";
            case BUSINESS -> "Business " + payloadBytes + " B";
            case SIGNED -> "Signed " + payloadBytes + " B";
            case WUS_BE -> "WUS 2W-be";
            case WUS_S -> "WUS 2W-be-S";
        };
    }
}
