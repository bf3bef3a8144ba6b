package nl.opendk.ebms.service.gb.purge;

import static nl.opendk.ebms.service.observe.FlowLogEvent.GB_FILES_PURGED;

import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import nl.opendk.ebms.db.gb.PublishedFile;
import nl.opendk.ebms.db.gb.PublishedFiles;
import nl.opendk.ebms.service.gb.FileStorage;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Removes published files once their validity has ended plus a grace period (MD004: never before their
 * expirationTime). A stored file several receivers share goes with the last row that names it.
 */
public final class PublishedFilePurge {

    private static final Logger LOG = LoggerFactory.getLogger(PublishedFilePurge.class);

    private static final int BATCH = 100;

    private final PublishedFiles files;
    private final FileStorage storage;
    private final Duration grace;
    private final Clock clock;

    public PublishedFilePurge(PublishedFiles files, FileStorage storage, Duration grace, Clock clock) {
        this.files = files;
        this.storage = storage;
        this.grace = grace;
        this.clock = clock;
    }

    /** Removes up to one batch; returns how many files it removed. */
    public int purge() {
        Instant before = clock.instant().minus(grace);
        int removed = 0;
        for (PublishedFile file : files.expiredBefore(before, BATCH)) {
            files.delete(file.id());
            if (!files.isStoredFileInUse(file.storedAs())) {
                try {
                    storage.delete(file.storedAs());
                } catch (IOException e) {
                    LOG.warn(
                            GB_FILES_PURGED.line("Expired file {} could not be removed: {}"),
                            file.storedAs(),
                            e.getMessage());
                }
            }
            removed++;
        }
        if (removed > 0) {
            LOG.info(
                    GB_FILES_PURGED.line("Removed {} published Grote Berichten file(s) after their validity"), removed);
        }
        return removed;
    }
}
