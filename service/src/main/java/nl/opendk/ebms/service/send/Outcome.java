package nl.opendk.ebms.service.send;

import java.util.Objects;

/**
 * What became of a request to send: the message stored and handed to the sender, or why nothing was stored.
 *
 * @param value what was sent; null when refused
 * @param problem what is wrong, in words for the caller; null when sent
 */
public record Outcome<T>(T value, Refusal refusal, String problem) {

    public static <T> Outcome<T> sent(T value) {
        return new Outcome<>(Objects.requireNonNull(value, "value"), null, null);
    }

    public static <T> Outcome<T> refused(Refusal refusal, String problem) {
        return new Outcome<>(null, Objects.requireNonNull(refusal, "refusal"), problem);
    }

    public boolean isSent() {
        return refusal == null;
    }
}
