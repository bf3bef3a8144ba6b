package nl.opendk.ebms.db.cpa;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class StoredCpaTest {

    private static final Instant START = Instant.parse("2026-01-01T00:00:00Z");

    @Test
    void computesTheSha256OfTheContent() {
        StoredCpa cpa = StoredCpa.of("cpa", "agreed", START, START, "abc".getBytes(StandardCharsets.US_ASCII));

        assertThat(cpa.sha256()).isEqualTo("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    }

    @Test
    void showsTheSizeButNotTheContentInLogs() {
        StoredCpa cpa = StoredCpa.of("cpa", "agreed", START, START, "<secret-ish/>".getBytes(StandardCharsets.UTF_8));

        assertThat(cpa.toString()).contains("cpa", "13 bytes").doesNotContain("secret-ish");
    }
}
