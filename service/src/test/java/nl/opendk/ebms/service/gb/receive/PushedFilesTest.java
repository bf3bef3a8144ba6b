package nl.opendk.ebms.service.gb.receive;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import net.lingala.zip4j.ZipFile;
import net.lingala.zip4j.model.ZipParameters;
import nl.opendk.ebms.service.gb.FileStorage;
import nl.opendk.gb.protocol.GbErrorCode;
import nl.opendk.gb.protocol.push.PushOutcome;
import nl.opendk.gb.protocol.push.PushPart;
import nl.opendk.gb.protocol.push.PushReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The checks of a pushed file against its metadata (DK-GB 3.8.1 ch02 push, §3.4, GB014, GB015, GB017). */
class PushedFilesTest {

    private static final String OIN = "00000099000000000001";
    private static final URI PUSH_URL = URI.create("https://gb.example.nl/gb/push/");

    @TempDir
    Path root;

    @Test
    void aFilePutWholeIsStagedWhenItsSizeAndChecksumMatch() throws Exception {
        FileStorage storage = new FileStorage(root, 0);
        byte[] file = bytes(5000, 1);
        put(storage, "t1", "a.bin", file);

        PushedFiles.Checked checked =
                new PushedFiles(storage, PUSH_URL).check(OIN, reference("NONE", file, "t1/a.bin"));

        assertThat(checked.outcome().isOk()).isTrue();
        assertThat(Files.readAllBytes(storage.resolve(checked.staged()))).isEqualTo(file);
    }

    @Test
    void eachWayAFileFailsHasItsPushStatus() throws Exception {
        FileStorage storage = new FileStorage(root, 0);
        PushedFiles pushed = new PushedFiles(storage, PUSH_URL);
        byte[] file = bytes(5000, 1);
        put(storage, "t1", "a.bin", file);
        PushReference ok = reference("NONE", file, "t1/a.bin");

        assertThat(error(pushed.check(OIN, withUrl(ok, "t1/b.bin")))).isEqualTo(GbErrorCode.FILE_NOT_FOUND);
        assertThat(error(pushed.check("00000099000000000002", ok))).isEqualTo(GbErrorCode.FILE_NOT_FOUND);
        assertThat(error(pushed.check(OIN, withUrl(ok, "https://elsewhere.example.nl/gb/push/t1/a.bin"))))
                .isEqualTo(GbErrorCode.FILE_NOT_FOUND);
        assertThat(error(pushed.check(OIN, reference("NONE", bytes(4999, 1), "t1/a.bin"))))
                .isEqualTo(GbErrorCode.INCORRECT_FILE_SIZE);
        assertThat(error(pushed.check(OIN, reference("NONE", bytes(5000, 2), "t1/a.bin"))))
                .isEqualTo(GbErrorCode.CHECKSUM_ERROR);
        PushReference sha224 = new PushReference(
                null, "NONE", "application/octet-stream", "a.bin", "SHA-224", "ab", 5000, ok.receiverUrl(), List.of());
        assertThat(error(pushed.check(OIN, sha224))).isEqualTo(GbErrorCode.CHECKSUM_TYPE_NOT_SUPPORTED);
        assertThat(error(pushed.check(OIN, reference("GZIP", file, "t1/a.bin"))))
                .isEqualTo(GbErrorCode.COMPRESSION_NOT_SUPPORTED);
    }

    /** GB017: a split archive made by zip4j, put part by part, is joined in order and unpacks. */
    @Test
    void aSplitZip4jArchiveIsJoinedAndUnpacks() throws Exception {
        FileStorage storage = new FileStorage(root, 0);
        List<Path> pieces = splitArchive(bytes(150 * 1024, 3));
        List<PushPart> parts = new ArrayList<>();
        ByteArrayOutputStream whole = new ByteArrayOutputStream();
        for (Path piece : pieces) {
            byte[] content = Files.readAllBytes(piece);
            put(storage, "t2", piece.getFileName().toString(), content);
            parts.add(new PushPart(piece.getFileName().toString(), "SHA256", sha256(content), content.length));
            whole.writeBytes(content);
        }
        PushReference reference = new PushReference(
                null,
                "ZIP4J",
                "application/zip",
                "bundle.zip",
                "SHA256",
                sha256(whole.toByteArray()),
                whole.size(),
                PUSH_URL.resolve("t2/"),
                parts);

        PushedFiles.Checked checked = new PushedFiles(storage, PUSH_URL).check(OIN, reference);

        assertThat(checked.outcome().error()).isNull();
        assertThat(checked.outcome().parts())
                .extracting(PushOutcome.PartOutcome::error)
                .containsOnlyNulls();
        assertThat(Files.readAllBytes(storage.resolve(checked.staged()))).isEqualTo(whole.toByteArray());
    }

    /** A part whose bytes are not what its checksum says is CHECKSUM_ERROR, found as the parts are joined. */
    @Test
    void aPartWithAnotherChecksumIsReportedWhileJoining() throws Exception {
        FileStorage storage = new FileStorage(root, 0);
        byte[] first = bytes(4000, 7);
        byte[] second = bytes(3000, 8);
        put(storage, "t5", "p.001", first);
        put(storage, "t5", "p.002", second);
        ByteArrayOutputStream whole = new ByteArrayOutputStream();
        whole.writeBytes(first);
        whole.writeBytes(second);
        PushReference reference = new PushReference(
                null,
                "NONE",
                "application/octet-stream",
                "p.bin",
                "SHA256",
                sha256(whole.toByteArray()),
                whole.size(),
                PUSH_URL.resolve("t5/"),
                List.of(
                        new PushPart("p.001", "SHA256", sha256(first), first.length),
                        new PushPart("p.002", "SHA256", sha256(bytes(3000, 9)), second.length)));

        PushedFiles.Checked checked = new PushedFiles(storage, PUSH_URL).check(OIN, reference);

        assertThat(error(checked)).isEqualTo(GbErrorCode.CHECKSUM_ERROR);
        assertThat(checked.outcome().parts())
                .extracting(PushOutcome.PartOutcome::error)
                .containsExactly(null, GbErrorCode.CHECKSUM_ERROR);
    }

    /** A ZIP that arrived as sent (size and checksum match) but does not unpack: DECOMPRESSION_ERROR. */
    @Test
    void aZipThatDoesNotUnpackIsADecompressionError() throws Exception {
        FileStorage storage = new FileStorage(root, 0);
        byte[] archive = Files.readAllBytes(splitArchive(bytes(20 * 1024, 4)).get(0));
        archive[archive.length / 2] ^= 0x5a;
        put(storage, "t3", "broken.zip", archive);

        PushedFiles.Checked checked =
                new PushedFiles(storage, PUSH_URL).check(OIN, reference("ZIP4J", archive, "t3/broken.zip"));

        assertThat(error(checked)).isEqualTo(GbErrorCode.DECOMPRESSION_ERROR);
        assertThat(checked.staged()).isNull();
    }

    /** A ZIP that unpacks to more than 100 times its size (a ZIP bomb) is refused before it costs more. */
    @Test
    void aZipThatUnpacksFarBeyondItsSizeIsRefused() throws Exception {
        FileStorage storage = new FileStorage(root, 0);
        ByteArrayOutputStream archive = new ByteArrayOutputStream();
        try (java.util.zip.ZipOutputStream zip = new java.util.zip.ZipOutputStream(archive)) {
            zip.setLevel(java.util.zip.Deflater.BEST_COMPRESSION);
            zip.putNextEntry(new java.util.zip.ZipEntry("zeros"));
            byte[] zeros = new byte[1 << 20];
            for (int i = 0; i < 64; i++) {
                zip.write(zeros);
            }
            zip.closeEntry();
        }
        byte[] bomb = archive.toByteArray();
        assertThat(64L * (1 << 20) / bomb.length)
                .as("the ratio this test needs")
                .isGreaterThan(1000);
        put(storage, "t4", "bomb.zip", bomb);

        PushedFiles.Checked checked =
                new PushedFiles(storage, PUSH_URL).check(OIN, reference("ZIP4J", bomb, "t4/bomb.zip"));

        assertThat(error(checked)).isEqualTo(GbErrorCode.DECOMPRESSION_ERROR);
        assertThat(checked.outcome().reason()).contains("100 times");
    }

    /** Files partners put go once they are old enough, with their emptied folders; a checked one lives on staged. */
    @Test
    void oldPushedFilesArePurgedAndACheckedCopySurvives() throws Exception {
        FileStorage storage = new FileStorage(root, 0);
        byte[] file = bytes(3000, 6);
        put(storage, "old", "a.bin", file);
        PushedFiles.Checked checked =
                new PushedFiles(storage, PUSH_URL).check(OIN, reference("NONE", file, "old/a.bin"));
        java.time.Instant staged =
                Files.getLastModifiedTime(storage.resolve(checked.staged())).toInstant();
        java.nio.file.attribute.FileTime january =
                java.nio.file.attribute.FileTime.from(java.time.Instant.parse("2026-01-01T00:00:00Z"));
        Path old = storage.pushed(OIN, "old", "a.bin");
        // a new PUT replaces the file by another, so the staged link keeps what was checked, dated when checked
        Files.move(
                Files.copy(old, old.resolveSibling("a.tmp")), old, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        Files.setLastModifiedTime(old, january);
        Files.setLastModifiedTime(old.getParent(), january);
        put(storage, "new", "b.bin", file);

        assertThat(storage.purgePushed(java.time.Instant.parse("2026-06-01T00:00:00Z")))
                .isEqualTo(1);

        assertThat(old.getParent()).doesNotExist();
        assertThat(storage.pushed(OIN, "new", "b.bin")).exists();
        assertThat(Files.readAllBytes(storage.resolve(checked.staged()))).isEqualTo(file);
        assertThat(staged).as("the staged link is dated when it was checked").isAfter(january.toInstant());
    }

    private static GbErrorCode error(PushedFiles.Checked checked) {
        assertThat(checked.staged()).isNull();
        return checked.outcome().error();
    }

    private static PushReference reference(String compression, byte[] file, String path) throws Exception {
        String name = path.substring(path.lastIndexOf('/') + 1);
        return new PushReference(
                null,
                compression,
                "application/octet-stream",
                name,
                "SHA256",
                sha256(file),
                file.length,
                PUSH_URL.resolve(path),
                List.of());
    }

    private static PushReference withUrl(PushReference reference, String url) {
        return new PushReference(
                reference.contextId(),
                reference.compression(),
                reference.contentType(),
                reference.filename(),
                reference.checksumType(),
                reference.checksum(),
                reference.size(),
                PUSH_URL.resolve(url),
                reference.parts());
    }

    private static void put(FileStorage storage, String token, String name, byte[] content) throws Exception {
        storage.storePushed(OIN, token, name, new ByteArrayInputStream(content), content.length);
    }

    /** The archive's pieces in order: .z01, .z02, ..., then .zip (one piece when it is small). */
    private List<Path> splitArchive(byte[] content) throws Exception {
        Path folder = Files.createTempDirectory(root, "zip");
        Path source = Files.write(folder.resolve("export.dat"), content);
        try (ZipFile zip = new ZipFile(folder.resolve("bundle.zip").toFile())) {
            zip.createSplitZipFile(List.of(source.toFile()), new ZipParameters(), true, 64 * 1024);
        }
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(p -> p.getFileName().toString().startsWith("bundle."))
                    .sorted((a, b) -> key(a).compareTo(key(b)))
                    .toList();
        }
    }

    private static String key(Path piece) {
        String name = piece.getFileName().toString();
        return name.endsWith(".zip") ? "~" : name;
    }

    private static String sha256(byte[] bytes) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    }

    private static byte[] bytes(int size, long seed) {
        byte[] bytes = new byte[size];
        new Random(seed).nextBytes(bytes);
        return bytes;
    }
}
