package nl.opendk.ebms.service.gb.receive;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import nl.opendk.ebms.db.gb.DownloadRow;
import nl.opendk.ebms.db.gb.DownloadStatus;
import nl.opendk.ebms.db.gb.Downloads;
import nl.opendk.ebms.service.gb.FileStorage;

/**
 * The verified files of a received metadata message, as the back end gets them: a file reference with the
 * metadata, never the bytes in memory (a pushed message carries them in a header, a polling back end asks the API).
 */
public final class ReceivedFiles {

    private final Downloads downloads;
    private final FileStorage storage;

    public ReceivedFiles(Downloads downloads, FileStorage storage) {
        this.downloads = downloads;
        this.storage = storage;
    }

    /**
     * One verified file.
     *
     * @param id the download's id: {@code GET /api/gb/downloads/{id}/file} streams it
     * @param path where it lies, for a back end that shares the adapter's file system
     */
    public record ReceivedFile(
            long id,
            String filename,
            String contentType,
            long size,
            String checksumType,
            String checksum,
            String contextId,
            Path path) {}

    /** The message's verified files, in the order of its data-references; empty for any other message. */
    public List<ReceivedFile> of(long messagePk) {
        return downloads.ofMessage(messagePk).stream()
                .filter(row -> row.status() == DownloadStatus.COMPLETE)
                .map(this::file)
                .toList();
    }

    /** A verified file by its download's id. */
    public Optional<ReceivedFile> byId(long downloadId) {
        return downloads
                .byId(downloadId)
                .filter(row -> row.status() == DownloadStatus.COMPLETE)
                .map(this::file);
    }

    private ReceivedFile file(DownloadRow row) {
        return new ReceivedFile(
                row.id(),
                row.filename(),
                row.contentType(),
                row.size(),
                row.checksumType(),
                row.checksum(),
                row.contextId(),
                storage.resolve(row.storedAs()));
    }
}
