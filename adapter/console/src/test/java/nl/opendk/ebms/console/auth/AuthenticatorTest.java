package nl.opendk.ebms.console.auth;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import nl.opendk.ebms.console.auth.Authenticator.Result;
import nl.opendk.ebms.testkit.time.MutableClock;
import org.junit.jupiter.api.Test;

class AuthenticatorTest {

    private static final String ADDRESS = "192.0.2.7";

    private final MutableClock clock = new MutableClock(Instant.parse("2026-01-01T10:00:00Z"));
    private final Authenticator authenticator = new Authenticator(
            AdminUsers.parse("alice:"
                    + PasswordHash.create("right password".toCharArray(), 100).encoded()),
            new LoginThrottle(clock, 3, Duration.ofMinutes(15)),
            clock,
            Duration.ofMinutes(5));

    @Test
    void aRememberedSuccessAnswersWithoutTheSlowCheck() {
        assertThat(authenticator.check("alice", "right password", ADDRESS).result())
                .isEqualTo(Result.ACCEPTED);

        assertThat(authenticator.quick("alice", "right password", ADDRESS))
                .hasValueSatisfying(verdict -> assertThat(verdict.result()).isEqualTo(Result.ACCEPTED));
        assertThat(authenticator.quick("alice", "a guess", ADDRESS)).isEmpty();
    }

    @Test
    void theLockoutIsCheckedBeforeARememberedSuccess() {
        authenticator.check("alice", "right password", ADDRESS);
        for (int i = 0; i < 3; i++) {
            assertThat(authenticator.check("alice", "guess " + i, ADDRESS).result())
                    .isEqualTo(Result.REFUSED);
        }

        assertThat(authenticator.quick("alice", "right password", ADDRESS))
                .as("while guesses at alice are refused, her cached password is refused too")
                .hasValueSatisfying(verdict -> {
                    assertThat(verdict.result()).isEqualTo(Result.THROTTLED);
                    assertThat(verdict.retryAfter()).isEqualTo(Duration.ofMinutes(15));
                });
        assertThat(authenticator.check("alice", "right password", ADDRESS).result())
                .isEqualTo(Result.THROTTLED);

        clock.advance(Duration.ofMinutes(16));
        assertThat(authenticator.check("alice", "right password", ADDRESS).result())
                .isEqualTo(Result.ACCEPTED);
    }
}
