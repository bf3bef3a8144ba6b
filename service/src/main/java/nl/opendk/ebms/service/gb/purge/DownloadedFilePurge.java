package nl.opendk.ebms.service.gb.purge;

import static nl.opendk.ebms.service.observe.FlowLogEvent.GB_FILES_PURGED;

import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import nl.opendk.ebms.db.gb.Downloads;
import nl.opendk.ebms.service.gb.FileStorage;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Removes received and partial files whose download is gone: the retention purge deletes a message with its
 * download rows, and its files go with them here; a download a back end asked for without a message is forgotten
 * once it is old enough, and its file goes too. A file is only removed when it is older than the grace period
 * as well, so nothing a download is still writing is touched.
 */
public final class DownloadedFilePurge {

    private static final Logger LOG = LoggerFactory.getLogger(DownloadedFilePurge.class);

    private static final int BATCH = 500;

    private final Downloads downloads;
    private final FileStorage storage;
    private final Duration grace;
    private final Duration keepRequested;
    private final Clock clock;

    /**
     * @param keepRequested how long the file of a download a back end asked for (no message) stays after it finished
     */
    public DownloadedFilePurge(
            Downloads downloads, FileStorage storage, Duration grace, Duration keepRequested, Clock clock) {
        this.downloads = downloads;
        this.storage = storage;
        this.grace = grace;
        this.keepRequested = keepRequested;
        this.clock = clock;
    }

    /** Returns how many files it removed. */
    public int purge() throws IOException {
        downloads.forgetRequested(clock.instant().minus(keepRequested));
        Instant before = clock.instant().minus(grace);
        List<FileStorage.DownloadFile> old = new ArrayList<>();
        for (FileStorage.DownloadFile file : storage.downloadFiles()) {
            if (file.modified().isBefore(before)) {
                old.add(file);
            }
        }
        int removed = 0;
        for (int start = 0; start < old.size(); start += BATCH) {
            List<FileStorage.DownloadFile> batch = old.subList(start, Math.min(old.size(), start + BATCH));
            Set<Long> existing = downloads.existing(
                    batch.stream().map(FileStorage.DownloadFile::downloadId).toList());
            for (FileStorage.DownloadFile file : batch) {
                if (!existing.contains(file.downloadId())) {
                    storage.delete(file.storedAs());
                    removed++;
                }
            }
        }
        if (removed > 0) {
            LOG.info(
                    GB_FILES_PURGED.line("Removed {} received Grote Berichten file(s) whose messages were purged"),
                    removed);
        }
        return removed;
    }
}
