package nl.opendk.ebms.service.gb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Where large files are kept: whole or not at all, with their checksum, never outside the directory. */
class FileStorageTest {

    @TempDir
    Path directory;

    @Test
    void aPublishedFileIsStoredWholeWithItsSha256() throws Exception {
        FileStorage storage = new FileStorage(directory, 0);

        FileStorage.Stored stored =
                storage.publish(new ByteArrayInputStream("test".getBytes(StandardCharsets.US_ASCII)), -1);

        assertThat(stored.size()).isEqualTo(4);
        assertThat(stored.checksum().hex())
                .isEqualTo("9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08");
        assertThat(Files.readString(storage.resolve(stored.storedAs()))).isEqualTo("test");
        try (var published = Files.list(directory.resolve("published"))) {
            assertThat(published).as("no partial file is left").hasSize(1);
        }
    }

    @Test
    void aFileThatWouldLeaveLessThanTheReserveIsRefusedBeforeItIsTaken() {
        FileStorage storage = new FileStorage(directory, Long.MAX_VALUE / 2);

        assertThatThrownBy(() -> storage.publish(new ByteArrayInputStream(new byte[10]), 10))
                .isInstanceOf(FileStorage.NoRoom.class)
                .hasMessageContaining("reserve");
    }

    @Test
    void aDirectoryThatCannotBeMadeIsReportedAndRefusesFiles() throws Exception {
        Path file = Files.writeString(directory.resolve("a-file"), "x");
        FileStorage storage = new FileStorage(file.resolve("gb"), 0);

        assertThat(storage.problem()).get().asString().contains("not writable");
        assertThatThrownBy(() -> storage.publish(new ByteArrayInputStream(new byte[1]), 1))
                .isInstanceOf(FileStorage.NoRoom.class);
    }

    @Test
    void aStoredNameNeverLeadsOutOfTheDirectory() {
        FileStorage storage = new FileStorage(directory, 0);

        assertThatThrownBy(() -> storage.resolve("../etc/passwd")).isInstanceOf(IllegalArgumentException.class);
    }
}
