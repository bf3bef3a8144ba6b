package nl.opendk.ebms.service.gb.purge;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import nl.opendk.ebms.db.gb.PublishedFile;
import nl.opendk.ebms.db.gb.PublishedFiles;
import nl.opendk.ebms.db.testing.FreshDatabase;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.service.gb.FileStorage;
import nl.opendk.ebms.testkit.time.MutableClock;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** G32 (MD004): a published file stays until its expirationTime and the grace after it, and then goes. */
class PublishedFilePurgeIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static final Instant EXPIRES = Instant.parse("2026-12-05T10:00:00Z");
    private static final Duration GRACE = Duration.ofDays(1);

    @TempDir
    Path directory;

    @Test
    void aFileIsRemovedOnlyAfterItsExpirationTimeAndTheGrace() throws Exception {
        FreshDatabase database = DB.newDatabase();
        MutableClock clock = new MutableClock(EXPIRES.minus(Duration.ofDays(7)));
        PublishedFiles files = new PublishedFiles(database.dataSource(), clock);
        FileStorage storage = new FileStorage(directory, 0);
        FileStorage.Stored stored = storage.publish(new ByteArrayInputStream(new byte[] {1, 2, 3}), 3);
        files.insert(new PublishedFile(
                0,
                "token-1",
                null,
                "cpa",
                "00000099000000000002",
                "a.bin",
                "application/octet-stream",
                3,
                "SHA256",
                stored.checksum().hex(),
                stored.storedAs(),
                clock.instant(),
                EXPIRES,
                0));
        PublishedFilePurge purge = new PublishedFilePurge(files, storage, GRACE, clock);

        clock.set(EXPIRES.plus(GRACE).minusSeconds(1));
        assertThat(purge.purge())
                .as("within the grace after its expirationTime")
                .isZero();
        assertThat(Files.exists(storage.resolve(stored.storedAs()))).isTrue();

        clock.set(EXPIRES.plus(GRACE).plusSeconds(1));
        assertThat(purge.purge()).isEqualTo(1);
        assertThat(files.byToken("token-1")).isEmpty();
        assertThat(Files.exists(storage.resolve(stored.storedAs()))).isFalse();
    }
}
