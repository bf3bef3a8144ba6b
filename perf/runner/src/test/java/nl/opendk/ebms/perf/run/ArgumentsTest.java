package nl.opendk.ebms.perf.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ArgumentsTest {

    @Test
    void readsTypedOptionsWithDefaults() {
        Arguments arguments = Arguments.parse(
                "capacity",
                "--rates",
                "250,500.5",
                "--step-hold",
                "PT45S",
                "--keep-db",
                "--adapter-property",
                "db.pool.size=64",
                "--adapter-property",
                "outbox.send.concurrency=48");

        assertThat(arguments.command()).isEqualTo("capacity");
        assertThat(arguments.numbers("rates", List.of())).containsExactly(250.0, 500.5);
        assertThat(arguments.duration("step-hold", Duration.ZERO)).isEqualTo(Duration.ofSeconds(45));
        assertThat(arguments.duration("hold", Duration.ofMinutes(30))).isEqualTo(Duration.ofMinutes(30));
        assertThat(arguments.flag("keep-db")).isTrue();
        assertThat(arguments.properties("adapter-property"))
                .isEqualTo(Map.of("db.pool.size", "64", "outbox.send.concurrency", "48"));
    }

    @Test
    void refusesUnknownOptionsAndMissingValues() {
        assertThatThrownBy(() -> Arguments.parse("nominal", "--hodl", "PT1M"))
                .hasMessageStartingWith("unknown option --hodl");
        assertThatThrownBy(() -> Arguments.parse("nominal", "--hold")).hasMessage("--hold needs a value");
        assertThatThrownBy(() -> Arguments.parse("--hold", "PT1M")).hasMessage("the first argument is the command");
        assertThatThrownBy(() -> Arguments.parse("nominal", "--hold", "30m").duration("hold", Duration.ZERO))
                .hasMessageContaining("ISO-8601");
    }

    @Test
    void theCommandLineForReportsMasksPasswordsAndQuotesSpaces() {
        Arguments arguments = Arguments.parse("peak", "--db-password", "secret", "--adapter-jvm", "-Xmx2g -XX:+UseZGC");

        assertThat(arguments.commandLine())
                .isEqualTo("perf/run peak --db-password *** --adapter-jvm '-Xmx2g -XX:+UseZGC'");
    }
}
