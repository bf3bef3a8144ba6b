package nl.opendk.ebms.console.auth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class PasswordHashTest {

    @Test
    void aHashMatchesItsPasswordOnlyAndSurvivesItsTextForm() {
        PasswordHash hash = PasswordHash.create("s3cret password".toCharArray(), 1000);

        PasswordHash reread = PasswordHash.parse(hash.encoded());

        assertThat(reread).isEqualTo(hash);
        assertThat(reread.matches("s3cret password".toCharArray())).isTrue();
        assertThat(reread.matches("s3cret passwore".toCharArray())).isFalse();
        assertThat(hash.encoded()).startsWith("pbkdf2-sha256$1000$").doesNotContain("s3cret");
    }

    @Test
    void theSamePasswordHashesDifferentlyEachTime() {
        assertThat(PasswordHash.create("pw".toCharArray(), 10).encoded())
                .isNotEqualTo(PasswordHash.create("pw".toCharArray(), 10).encoded());
    }

    @Test
    void aMalformedHashIsRefusedWithoutEchoingIt() {
        assertThatThrownBy(() -> PasswordHash.parse("md5$abc"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageNotContaining("abc");
        assertThatThrownBy(() -> PasswordHash.parse("pbkdf2-sha256$many$AAAA$AAAA"))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> PasswordHash.parse("pbkdf2-sha256$0$AAAA$AAAA"))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theCommandPrintsAHashOfAStrongEnoughPassword() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();

        assertThat(HashPassword.run("short".toCharArray(), print(out), print(err)))
                .isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("at least 12");
        assertThat(out.size()).isZero();
    }

    private static PrintStream print(ByteArrayOutputStream sink) {
        return new PrintStream(sink, true, StandardCharsets.UTF_8);
    }
}
