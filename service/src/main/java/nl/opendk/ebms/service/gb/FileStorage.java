package nl.opendk.ebms.service.gb;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import nl.opendk.gb.protocol.metadata.Checksum;
import nl.opendk.gb.protocol.metadata.ChecksumType;

/**
 * The directory Grote Berichten files live in ({@code ebms.gb.directory}): files we publish under {@code published/},
 * downloads under way under {@code partial/}, verified downloads under {@code received/}. Files stream through: no
 * file is ever held in memory, and its checksum is computed while it is written. Room is checked before a file is
 * taken, not when the disk is full halfway.
 */
public final class FileStorage {

    private static final int BUFFER = 1 << 20;

    private static final String[] FOLDERS = {"published", "partial", "received"};

    /** How often an upload of unknown length checks the free space again. */
    private static final long RECHECK_EVERY = 64L << 20;

    private final Path root;
    private final long reserveBytes;

    /**
     * The folders are made when they are first needed: an adapter whose directory is not writable (a read-only
     * container without its volume) still starts and does everything else; {@link #problem()} says why files
     * cannot be kept.
     *
     * @param reserveBytes the free space every write leaves on the disk ({@code ebms.gb.min-free-space})
     */
    public FileStorage(Path root, long reserveBytes) {
        this.root = root.toAbsolutePath().normalize();
        this.reserveBytes = reserveBytes;
    }

    /** Why files cannot be kept now (the directory cannot be made or written), or empty when they can. */
    public Optional<String> problem() {
        try {
            folders();
            Path probe = Files.createTempFile(root.resolve("partial"), "probe", ".tmp");
            Files.delete(probe);
            return Optional.empty();
        } catch (IOException e) {
            return Optional.of("the Grote Berichten directory " + root + " is not writable: " + e);
        }
    }

    private void folders() throws IOException {
        for (String folder : FOLDERS) {
            Files.createDirectories(root.resolve(folder));
        }
    }

    /** A file taken into storage: its name under the root, its size and checksum. */
    public record Stored(String storedAs, long size, Checksum checksum) {}

    /** Refused up front: the disk has not the room for the file and the reserve, or cannot be written at all. */
    public static final class NoRoom extends IOException {
        private static final long serialVersionUID = 1L;

        NoRoom(String message) {
            super(message);
        }
    }

    /**
     * Stores a file to publish, computing its checksum as it goes. The file appears under its final name only
     * when complete.
     *
     * @param declaredLength the length the sender announced, or -1 when unknown
     */
    public Stored publish(InputStream in, long declaredLength) throws IOException {
        ensureRoom(Math.max(declaredLength, 0));
        String name = "published/" + UUID.randomUUID();
        Path partial = root.resolve(name + ".part");
        MessageDigest digest = ChecksumType.SHA256.newDigest();
        long size;
        try (OutputStream out = Files.newOutputStream(partial)) {
            size = copy(in, out, digest, declaredLength < 0);
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(partial);
            throw e;
        }
        Files.move(partial, root.resolve(name), StandardCopyOption.ATOMIC_MOVE);
        return new Stored(name, size, Checksum.of(ChecksumType.SHA256, digest.digest()));
    }

    /** The partial file of a download; its folder is made when missing. */
    public Path partial(long downloadId) throws IOException {
        folders();
        return root.resolve("partial/" + downloadId + ".part");
    }

    /** Moves a verified download to its place for the back end; returns its name under the root. */
    public String receive(long downloadId, String filename) throws IOException {
        folders();
        String name = "received/" + downloadId + "-" + filename;
        Files.move(partial(downloadId), root.resolve(name), StandardCopyOption.ATOMIC_MOVE);
        return name;
    }

    /** The file a stored name stands for; never outside the root, whatever the name. */
    public Path resolve(String storedAs) {
        Path path = root.resolve(storedAs).normalize();
        if (!path.startsWith(root)) {
            throw new IllegalArgumentException("not a stored file: " + storedAs);
        }
        return path;
    }

    /** A received or partial file on disk, with the id of the download it belongs to. */
    public record DownloadFile(long downloadId, String storedAs, Instant modified) {}

    /** Every received and partial file, each with its download's id (the number its name starts with). */
    public List<DownloadFile> downloadFiles() throws IOException {
        List<DownloadFile> files = new ArrayList<>();
        for (String folder : new String[] {"partial", "received"}) {
            if (!Files.isDirectory(root.resolve(folder))) {
                continue;
            }
            try (DirectoryStream<Path> entries = Files.newDirectoryStream(root.resolve(folder))) {
                for (Path entry : entries) {
                    String name = entry.getFileName().toString();
                    int digits = 0;
                    while (digits < name.length() && Character.isDigit(name.charAt(digits))) {
                        digits++;
                    }
                    if (digits > 0 && digits < 19) {
                        files.add(new DownloadFile(
                                Long.parseLong(name.substring(0, digits)),
                                folder + "/" + name,
                                Files.getLastModifiedTime(entry).toInstant()));
                    }
                }
            }
        }
        return files;
    }

    public void delete(String storedAs) throws IOException {
        Files.deleteIfExists(resolve(storedAs));
    }

    /** Refuses a file of {@code bytes} when it would leave less than the reserve free. */
    public void ensureRoom(long bytes) throws IOException {
        try {
            folders();
        } catch (IOException e) {
            throw new NoRoom("the Grote Berichten directory " + root + " is not writable: " + e);
        }
        long usable = Files.getFileStore(root).getUsableSpace();
        if (usable - bytes < reserveBytes) {
            throw new NoRoom("the Grote Berichten directory has " + usable + " bytes free; " + bytes
                    + " more would leave less than the reserve of " + reserveBytes);
        }
    }

    private long copy(InputStream in, OutputStream out, MessageDigest digest, boolean recheck) throws IOException {
        byte[] buffer = new byte[BUFFER];
        long size = 0;
        long checkedAt = 0;
        int read;
        while ((read = in.read(buffer)) != -1) {
            out.write(buffer, 0, read);
            digest.update(buffer, 0, read);
            size += read;
            if (recheck && size - checkedAt >= RECHECK_EVERY) {
                ensureRoom(RECHECK_EVERY);
                checkedAt = size;
            }
        }
        return size;
    }
}
