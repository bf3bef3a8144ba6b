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
 * downloads under way under {@code partial/}, verified downloads under {@code received/}, files partners put on our
 * push service under {@code pushed/<their OIN>/<token>/}. Files stream through: no
 * file is ever held in memory, and its checksum is computed while it is written. Room is checked before a file is
 * taken, not when the disk is full halfway.
 */
public final class FileStorage {

    private static final int BUFFER = 1 << 20;

    private static final String[] FOLDERS = {"published", "partial", "received", "pushed"};

    /** Files staged for a push intake (partial/push-...): placed for the back end, or purged as orphans. */
    private static final String STAGED = "push-";

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

    /**
     * Stores a file a partner put (push, GB016: every PUT overwrites). It is written aside and moved into place
     * whole, so a reader sees the old file or the new one, never half of either.
     *
     * @return whether it replaced a file
     */
    public boolean storePushed(String oin, String token, String name, InputStream in, long declaredLength)
            throws IOException {
        ensureRoom(Math.max(declaredLength, 0));
        Path target = pushed(oin, token, name);
        Files.createDirectories(target.getParent());
        Path partial = target.resolveSibling("." + name + "." + UUID.randomUUID() + ".part");
        try (OutputStream out = Files.newOutputStream(partial)) {
            copy(in, out, null, declaredLength < 0);
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(partial);
            throw e;
        }
        boolean replaced = Files.exists(target);
        Files.move(partial, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        return replaced;
    }

    /** Where a partner's pushed file is; never outside its own folder, whatever the names. */
    public Path pushed(String oin, String token, String name) {
        for (String segment : new String[] {oin, token, name}) {
            if (!isPlainName(segment)) {
                throw new IllegalArgumentException("not a name a pushed file is kept under: " + segment);
            }
        }
        return resolve("pushed/" + oin + "/" + token + "/" + name);
    }

    /** Letters, digits, '.', '_' and '-' (MD007), at most 200, and not a name of the folder itself or its parent. */
    public static boolean isPlainName(String name) {
        return name != null
                && name.matches("[A-Za-z0-9._-]{1,200}")
                && !name.equals(".")
                && !name.equals("..")
                && !name.startsWith(".");
    }

    /**
     * Removes the files partners put that are older than {@code before}, and the folders left empty; returns how
     * many files went. A file that was checked and handed on has a link of its own under received/ and stays there.
     */
    public int purgePushed(Instant before) throws IOException {
        Path pushed = root.resolve("pushed");
        if (!Files.isDirectory(pushed)) {
            return 0;
        }
        List<Path> old = new ArrayList<>();
        List<Path> folders = new ArrayList<>();
        try (java.util.stream.Stream<Path> walk = Files.walk(pushed, 3)) {
            for (Path path : (Iterable<Path>) walk::iterator) {
                if (Files.isDirectory(path)) {
                    // dated before the files go (removing one dates its folder now); a new one is left for its PUT
                    if (Files.getLastModifiedTime(path).toInstant().isBefore(before)) {
                        folders.add(path);
                    }
                } else if (Files.getLastModifiedTime(path).toInstant().isBefore(before)) {
                    old.add(path);
                }
            }
        }
        for (Path file : old) {
            Files.deleteIfExists(file);
        }
        // deepest first; a folder still holding files stays
        for (int i = folders.size() - 1; i >= 0; i--) {
            Path folder = folders.get(i);
            if (folder.equals(pushed)) {
                continue;
            }
            try (DirectoryStream<Path> entries = Files.newDirectoryStream(folder)) {
                if (!entries.iterator().hasNext()) {
                    Files.deleteIfExists(folder);
                }
            } catch (java.nio.file.DirectoryNotEmptyException e) {
                // a PUT wrote into it just now
            }
        }
        return old.size();
    }

    /** A new name under partial/ for a file a push intake prepares; see {@link #place}. */
    public String stage() throws IOException {
        folders();
        return "partial/" + STAGED + UUID.randomUUID();
    }

    /** Moves a staged, verified file to its place for the back end; returns its name under the root. */
    public String place(String staged, long downloadId, String filename) throws IOException {
        folders();
        String name = "received/" + downloadId + "-" + filename;
        Files.move(resolve(staged), root.resolve(name), StandardCopyOption.ATOMIC_MOVE);
        return name;
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

    /**
     * Every received and partial file, each with its download's id (the number its name starts with; -1 for a file
     * staged for a push intake, which no download owns until it is placed).
     */
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
                    if (name.startsWith(STAGED)) {
                        // no download owns it (yet): it goes once it is older than the grace period
                        files.add(new DownloadFile(
                                -1,
                                folder + "/" + name,
                                Files.getLastModifiedTime(entry).toInstant()));
                    } else if (digits > 0 && digits < 19) {
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
            if (digest != null) {
                digest.update(buffer, 0, read);
            }
            size += read;
            if (recheck && size - checkedAt >= RECHECK_EVERY) {
                ensureRoom(RECHECK_EVERY);
                checkedAt = size;
            }
        }
        return size;
    }
}
