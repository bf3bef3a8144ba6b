package nl.opendk.ebms.service.gb.receive;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PushbackInputStream;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.security.MessageDigest;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipInputStream;
import nl.opendk.ebms.service.gb.FileStorage;
import nl.opendk.gb.protocol.GbErrorCode;
import nl.opendk.gb.protocol.metadata.Checksum;
import nl.opendk.gb.protocol.push.PushOutcome;
import nl.opendk.gb.protocol.push.PushPart;
import nl.opendk.gb.protocol.push.PushReference;

/**
 * Checks a file a partner put on our push service against its metadata (DK-GB 3.8.1 ch02 push, §3.3, §3.4): that
 * it is there, put by the OIN that sent the metadata, of its size (GB014) and checksum (GB015), and, with parts, that
 * every part is, in order. A ZIP4J file (GB017) must also unpack: every entry is read through and its CRC checked;
 * the back end gets the archive as sent. The outcome carries a status for the file and each part, as the push
 * response must (§3.4); a file that passes is staged for its download row.
 */
public final class PushedFiles {

    private static final int BUFFER = 1 << 20;

    /**
     * A ZIP that unpacks to more than this many times its size is refused: a ZIP bomb costs no more than reading that
     * much (DEFLATE reaches about 1000:1; real files seldom pass 100:1).
     */
    private static final long MAX_RATIO = 100;

    /** The first bytes of a split archive (PKWARE APPNOTE 8.5.3), before its first local header. */
    private static final byte[] SPLIT_SIGNATURE = {0x50, 0x4b, 0x07, 0x08};

    private final FileStorage storage;
    private final String pushUrl;

    /** @param pushUrl our push service as partners reach it ({@code ebms.gb.push-url}), ending in '/' */
    public PushedFiles(FileStorage storage, URI pushUrl) {
        this.storage = storage;
        this.pushUrl = pushUrl.toString();
    }

    /**
     * What the check came to.
     *
     * @param staged where the verified file waits for its row (see {@link FileStorage#place}); null when not ok
     */
    public record Checked(PushOutcome outcome, String staged) {}

    /** @param senderOin the OIN of the party that sent the metadata: only its files are looked at */
    public Checked check(String senderOin, PushReference reference) throws IOException {
        String rest = reference.receiverUrl().toString().startsWith(pushUrl)
                ? reference.receiverUrl().toString().substring(pushUrl.length())
                : null;
        int slash = rest == null ? -1 : rest.indexOf('/');
        String token = slash < 0 ? null : rest.substring(0, slash);
        // with parts the receiverUrl is their folder, each part's URL the folder and its filename (§3.5 item 10)
        String name = slash < 0 ? null : rest.substring(slash + 1);
        if (token == null || !FileStorage.isPlainName(token) || !FileStorage.isPlainName(senderOin)) {
            return refused(reference, GbErrorCode.FILE_NOT_FOUND, "the receiverUrl is not a file on our push service");
        }
        // each byte is read once: parts are only looked at here, and digested while they are joined below
        List<PushOutcome.PartOutcome> parts = new ArrayList<>();
        for (PushPart part : reference.parts()) {
            parts.add(lookAt(senderOin, token, part));
        }
        boolean compressed = "ZIP4J".equals(reference.compression());
        Optional<Checksum> expected = reference.parsedChecksum();
        boolean joinable = (compressed || "NONE".equals(reference.compression()))
                && expected.isPresent()
                && parts.stream().allMatch(PushOutcome.PartOutcome::isOk);
        if (!joinable) {
            // no join follows: the parts that are there are digested on their own, for a complete response (§3.4)
            List<PushOutcome.PartOutcome> digested = new ArrayList<>();
            for (PushOutcome.PartOutcome part : parts) {
                digested.add(part.isOk() ? digestAlone(senderOin, token, part.part()) : part);
            }
            return new Checked(refusal(reference, expected.isPresent(), digested), null);
        }
        List<Path> pieces = new ArrayList<>();
        if (reference.parts().isEmpty()) {
            if (!FileStorage.isPlainName(name) || !Files.isRegularFile(storage.pushed(senderOin, token, name))) {
                return new Checked(
                        new PushOutcome(
                                reference, GbErrorCode.FILE_NOT_FOUND, "nothing was put at the receiverUrl", parts),
                        null);
            }
            pieces.add(storage.pushed(senderOin, token, name));
        } else {
            for (PushPart part : reference.parts()) {
                pieces.add(storage.pushed(senderOin, token, part.filename()));
            }
        }
        List<MessageDigest> pieceDigests = new ArrayList<>();
        for (PushPart part : reference.parts()) {
            pieceDigests.add(part.parsedChecksum().orElseThrow().type().newDigest());
        }
        String staged = storage.stage();
        Path whole = storage.resolve(staged);
        MessageDigest digest = expected.get().type().newDigest();
        long size = join(pieces, whole, digest, pieceDigests);
        for (int i = 0; i < parts.size(); i++) {
            if (!parts.get(i)
                    .part()
                    .parsedChecksum()
                    .orElseThrow()
                    .matches(pieceDigests.get(i).digest())) {
                parts.set(
                        i,
                        new PushOutcome.PartOutcome(
                                parts.get(i).part(), GbErrorCode.CHECKSUM_ERROR, "the part's checksum differs"));
            }
        }
        Optional<PushOutcome.PartOutcome> badPart =
                parts.stream().filter(part -> !part.isOk()).findFirst();
        GbErrorCode error = null;
        String reason = null;
        if (badPart.isPresent()) {
            error = badPart.get().error();
            reason = "part " + badPart.get().part().filename() + ": "
                    + badPart.get().reason();
        } else if (size != reference.size()) {
            error = GbErrorCode.INCORRECT_FILE_SIZE;
            reason = "the file is " + size + " bytes; the metadata gives " + reference.size() + " (GB014)";
        } else if (!expected.get().matches(digest.digest())) {
            error = GbErrorCode.CHECKSUM_ERROR;
            reason = "the file's " + expected.get().type() + " checksum is not the metadata's (GB015)";
        } else if (compressed) {
            reason = unpackProblem(whole);
            error = reason == null ? null : GbErrorCode.DECOMPRESSION_ERROR;
        }
        if (error != null) {
            Files.deleteIfExists(whole);
            return new Checked(new PushOutcome(reference, error, reason, parts), null);
        }
        return new Checked(new PushOutcome(reference, null, null, parts), staged);
    }

    /** Why a file that is not joined is refused: its compression, its checksum type, else its first bad part. */
    private static PushOutcome refusal(
            PushReference reference, boolean knownChecksumType, List<PushOutcome.PartOutcome> parts) {
        if (!"NONE".equals(reference.compression()) && !"ZIP4J".equals(reference.compression())) {
            return new PushOutcome(
                    reference,
                    GbErrorCode.COMPRESSION_NOT_SUPPORTED,
                    "compression " + reference.compression() + " is not NONE or ZIP4J (GB017)",
                    parts);
        }
        if (!knownChecksumType) {
            return new PushOutcome(
                    reference,
                    GbErrorCode.CHECKSUM_TYPE_NOT_SUPPORTED,
                    "checksum type " + reference.checksumType() + " is not MD5, SHA1, SHA256, SHA384 or SHA512"
                            + " (MD006)",
                    parts);
        }
        PushOutcome.PartOutcome bad =
                parts.stream().filter(part -> !part.isOk()).findFirst().orElseThrow();
        return new PushOutcome(reference, bad.error(), "part " + bad.part().filename() + ": " + bad.reason(), parts);
    }

    /** A part as it lies: there, of its size, with a checksum type we know; its bytes are not read here. */
    private PushOutcome.PartOutcome lookAt(String oin, String token, PushPart part) throws IOException {
        if (!FileStorage.isPlainName(part.filename())
                || !Files.isRegularFile(storage.pushed(oin, token, part.filename()))) {
            return new PushOutcome.PartOutcome(part, GbErrorCode.FILE_NOT_FOUND, "nothing was put for this part");
        }
        long size = Files.size(storage.pushed(oin, token, part.filename()));
        if (size != part.size()) {
            return new PushOutcome.PartOutcome(
                    part,
                    GbErrorCode.INCORRECT_FILE_SIZE,
                    "the part is " + size + " bytes; the metadata gives " + part.size());
        }
        if (part.parsedChecksum().isEmpty()) {
            return new PushOutcome.PartOutcome(
                    part, GbErrorCode.CHECKSUM_TYPE_NOT_SUPPORTED, "checksum type " + part.checksumType());
        }
        return new PushOutcome.PartOutcome(part, null, null);
    }

    /** A part's checksum, read on its own: for a file that is not joined. */
    private PushOutcome.PartOutcome digestAlone(String oin, String token, PushPart part) throws IOException {
        Checksum expected = part.parsedChecksum().orElseThrow();
        MessageDigest digest = expected.type().newDigest();
        try (InputStream in = Files.newInputStream(storage.pushed(oin, token, part.filename()))) {
            digestAll(in, digest, null);
        }
        return expected.matches(digest.digest())
                ? new PushOutcome.PartOutcome(part, null, null)
                : new PushOutcome.PartOutcome(part, GbErrorCode.CHECKSUM_ERROR, "the part's checksum differs");
    }

    /**
     * The pieces, in order, as one file, digested on the way, each piece in its own digest too (one per part; none
     * for a file put whole). One piece is linked rather than copied where the file system allows: a later PUT
     * replaces the pushed file by a new one and leaves the link as it was checked.
     */
    private static long join(List<Path> pieces, Path whole, MessageDigest digest, List<MessageDigest> pieceDigests)
            throws IOException {
        if (pieces.size() == 1) {
            try {
                Files.createLink(whole, pieces.get(0));
                // the link shares the pushed file's times: dated now, the purge of orphaned staged files leaves it
                Files.setLastModifiedTime(whole, FileTime.from(Instant.now()));
                try (InputStream in = Files.newInputStream(whole)) {
                    return digestAll(in, digest, pieceDigests.isEmpty() ? null : pieceDigests.get(0));
                }
            } catch (UnsupportedOperationException | IOException e) {
                Files.deleteIfExists(whole);
                pieceDigests.forEach(MessageDigest::reset);
                digest.reset();
            }
        }
        long size = 0;
        byte[] buffer = new byte[BUFFER];
        try (OutputStream out = Files.newOutputStream(whole)) {
            for (int i = 0; i < pieces.size(); i++) {
                MessageDigest piece = pieceDigests.isEmpty() ? null : pieceDigests.get(i);
                try (InputStream in = Files.newInputStream(pieces.get(i))) {
                    int read;
                    while ((read = in.read(buffer)) != -1) {
                        out.write(buffer, 0, read);
                        digest.update(buffer, 0, read);
                        if (piece != null) {
                            piece.update(buffer, 0, read);
                        }
                        size += read;
                    }
                }
            }
        }
        return size;
    }

    /** @param second a second digest of the same bytes, or null */
    private static long digestAll(InputStream in, MessageDigest digest, MessageDigest second) throws IOException {
        byte[] buffer = new byte[BUFFER];
        long size = 0;
        int read;
        while ((read = in.read(buffer)) != -1) {
            digest.update(buffer, 0, read);
            if (second != null) {
                second.update(buffer, 0, read);
            }
            size += read;
        }
        return size;
    }

    /**
     * Reads every entry of the archive through, so each CRC is checked; null when it unpacks. A split archive's
     * pieces joined in order read as one archive once its leading split signature is skipped.
     */
    private static String unpackProblem(Path archive) {
        try (PushbackInputStream raw = new PushbackInputStream(Files.newInputStream(archive), 4)) {
            byte[] head = raw.readNBytes(4);
            if (!java.util.Arrays.equals(head, SPLIT_SIGNATURE)) {
                raw.unread(head);
            }
            try (ZipInputStream zip = new ZipInputStream(raw)) {
                int entries = 0;
                long unpacked = 0;
                long limit = Math.multiplyHigh(Files.size(archive), MAX_RATIO) > 0
                        ? Long.MAX_VALUE
                        : Files.size(archive) * MAX_RATIO;
                byte[] buffer = new byte[BUFFER];
                for (ZipEntry entry = zip.getNextEntry(); entry != null; entry = zip.getNextEntry()) {
                    int read;
                    // read through: ZipInputStream checks the entry's CRC at its end
                    while ((read = zip.read(buffer)) != -1) {
                        unpacked += read;
                        if (unpacked > limit) {
                            return "the ZIP unpacks to more than " + MAX_RATIO + " times its size";
                        }
                    }
                    entries++;
                }
                return entries == 0 ? "the file holds no ZIP entry" : null;
            }
        } catch (ZipException e) {
            return "the ZIP does not unpack: " + e.getMessage();
        } catch (IOException e) {
            return "the ZIP could not be read: " + e.getMessage();
        }
    }

    private static Checked refused(PushReference reference, GbErrorCode error, String reason) {
        List<PushOutcome.PartOutcome> parts = new ArrayList<>();
        for (PushPart part : reference.parts()) {
            parts.add(new PushOutcome.PartOutcome(part, error, reason));
        }
        return new Checked(new PushOutcome(reference, error, reason, parts), null);
    }
}
