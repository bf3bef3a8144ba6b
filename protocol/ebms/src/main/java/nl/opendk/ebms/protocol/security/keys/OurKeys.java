package nl.opendk.ebms.protocol.security.keys;

import java.util.Objects;
import java.util.Optional;

/**
 * Our key store as it is now: replaced whole when the file changes, so every use reads one consistent ring. The ring
 * before the current one is kept, so that a TLS handshake that chose an entry just before a reload still finds it.
 */
public final class OurKeys {

    private volatile KeyRing current;
    private volatile KeyRing previous;

    public OurKeys(KeyRing ring) {
        this.current = Objects.requireNonNull(ring, "ring");
    }

    public KeyRing current() {
        return current;
    }

    /** Makes a newly loaded ring current; its generation must be newer than the current one's. */
    public synchronized void replace(KeyRing ring) {
        if (ring.generation() <= current.generation()) {
            throw new IllegalArgumentException(
                    "a reloaded key ring needs a newer generation than " + current.generation());
        }
        previous = current;
        current = ring;
    }

    /** The ring of this generation: the current one, or the one just replaced; empty when older. */
    public Optional<KeyRing> generation(long generation) {
        KeyRing now = current;
        if (now.generation() == generation) {
            return Optional.of(now);
        }
        KeyRing before = previous;
        return before != null && before.generation() == generation ? Optional.of(before) : Optional.empty();
    }
}
