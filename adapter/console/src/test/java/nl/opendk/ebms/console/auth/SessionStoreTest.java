package nl.opendk.ebms.console.auth;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import nl.opendk.ebms.testkit.time.MutableClock;
import org.junit.jupiter.api.Test;

class SessionStoreTest {

    private final MutableClock clock = new MutableClock(Instant.parse("2026-01-01T10:00:00Z"));
    private final SessionStore sessions = new SessionStore(clock, Duration.ofMinutes(30), Duration.ofHours(2));

    @Test
    void aSessionHasItsUserAndAnUnguessableCsrfToken() {
        String id = sessions.open("alice");
        AdminSession session = sessions.find(id).orElseThrow();

        assertThat(session.user()).isEqualTo("alice");
        assertThat(id).hasSizeGreaterThanOrEqualTo(43);
        assertThat(session.csrfToken()).hasSizeGreaterThanOrEqualTo(43).isNotEqualTo(id);
        assertThat(sessions.open("alice")).isNotEqualTo(id);
        assertThat(sessions.find("forged")).isEmpty();
        assertThat(sessions.find(null)).isEmpty();
    }

    @Test
    void useKeepsASessionAliveUntilItsMaximumAge() {
        String id = sessions.open("alice");
        for (int i = 0; i < 4; i++) {
            clock.advance(Duration.ofMinutes(25));
            assertThat(sessions.find(id)).isPresent();
        }
        clock.advance(Duration.ofMinutes(25));
        assertThat(sessions.find(id)).isEmpty();
    }

    @Test
    void anIdleSessionEndsAndSigningOutEndsItAtOnce() {
        String idle = sessions.open("alice");
        String closed = sessions.open("bob");
        sessions.close(closed);
        clock.advance(Duration.ofMinutes(31));

        assertThat(sessions.find(idle)).isEmpty();
        assertThat(sessions.find(closed)).isEmpty();
    }
}
