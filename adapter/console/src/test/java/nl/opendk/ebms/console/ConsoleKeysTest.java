package nl.opendk.ebms.console;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import nl.opendk.ebms.component.config.Settings;
import org.junit.jupiter.api.Test;

/** The console's keys and defaults as the README states them ("Admin UI", "Hawtio", "Health and metrics"). */
class ConsoleKeysTest {

    @Test
    void withoutKeysTheDefaultsApply() {
        ConsoleSettings settings = ConsoleKeys.read(new Settings(key -> Optional.empty()));

        assertThat(settings)
                .isEqualTo(new ConsoleSettings(
                        "",
                        Duration.ofMinutes(30),
                        Duration.ofHours(12),
                        true,
                        5,
                        Duration.ofMinutes(15),
                        Duration.ofMinutes(5),
                        true,
                        Duration.ofSeconds(5)));
    }

    @Test
    void everyKeyIsRead() {
        Map<String, String> values = Map.of(
                "admin.users", "alice:hash",
                "admin.session.idle-timeout", "PT1M",
                "admin.session.max-age", "PT2H",
                "admin.session.secure-cookie", "false",
                "admin.login.max-failures", "3",
                "admin.login.lockout", "PT3S",
                "admin.basic-auth.cache", "PT10S",
                "hawtio.enabled", "false",
                "metrics.outbox-depth.cache", "PT1S");

        ConsoleSettings settings = ConsoleKeys.read(new Settings(key -> Optional.ofNullable(values.get(key))));

        assertThat(settings)
                .isEqualTo(new ConsoleSettings(
                        "alice:hash",
                        Duration.ofMinutes(1),
                        Duration.ofHours(2),
                        false,
                        3,
                        Duration.ofSeconds(3),
                        Duration.ofSeconds(10),
                        false,
                        Duration.ofSeconds(1)));
    }
}
