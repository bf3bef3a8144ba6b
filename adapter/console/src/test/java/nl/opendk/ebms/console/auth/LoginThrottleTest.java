package nl.opendk.ebms.console.auth;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import nl.opendk.ebms.testkit.time.MutableClock;
import org.junit.jupiter.api.Test;

class LoginThrottleTest {

    private final MutableClock clock = new MutableClock(Instant.parse("2026-01-01T10:00:00Z"));
    private final LoginThrottle throttle = new LoginThrottle(clock, 3, Duration.ofMinutes(15));

    @Test
    void aUserNameIsBlockedAfterTooManyFailuresUntilTheWindowPasses() {
        for (int i = 0; i < 3; i++) {
            assertThat(throttle.blockedFor("alice", "10.0.0." + i)).isEmpty();
            throttle.failed("Alice", "10.0.0." + i);
        }

        assertThat(throttle.blockedFor("alice", "10.0.0.9")).hasValue(Duration.ofMinutes(15));
        clock.advance(Duration.ofMinutes(10));
        assertThat(throttle.blockedFor("alice", "10.0.0.9")).hasValue(Duration.ofMinutes(5));
        assertThat(throttle.blockedFor("bob", "10.0.0.9")).isEmpty();
        clock.advance(Duration.ofMinutes(6));
        assertThat(throttle.blockedFor("alice", "10.0.0.9")).isEmpty();
    }

    @Test
    void oneAddressTryingManyNamesIsBlockedToo() {
        for (int i = 0; i < 12; i++) {
            throttle.failed("user" + i, "10.0.0.1");
        }

        assertThat(throttle.blockedFor("someone-else", "10.0.0.1")).isPresent();
        assertThat(throttle.blockedFor("someone-else", "10.0.0.2")).isEmpty();
    }

    @Test
    void aSuccessClearsTheUserNamesCount() {
        throttle.failed("alice", "10.0.0.1");
        throttle.failed("alice", "10.0.0.1");
        throttle.succeeded("alice");
        throttle.failed("alice", "10.0.0.1");

        assertThat(throttle.blockedFor("alice", "10.0.0.3")).isEmpty();
    }
}
