package nl.opendk.ebms.service.gb.purge;

import static nl.opendk.ebms.service.observe.FlowLogEvent.GB_FILES_PURGED;

import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import nl.opendk.ebms.db.gb.Upload;
import nl.opendk.ebms.db.gb.Uploads;
import nl.opendk.ebms.service.gb.FileStorage;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Removes push files once nobody needs them: ours, sent to partners, when their upload finished more than the
 * validity and its grace ago (the sender may have to put a file again until then, GB018); and files partners put on
 * our push service, that old as well (what was checked and handed on lives on under received/).
 */
public final class PushPurge {

    private static final Logger LOG = LoggerFactory.getLogger(PushPurge.class);

    private static final int BATCH = 100;

    private final Uploads uploads;
    private final FileStorage storage;
    private final Duration keep;
    private final Clock clock;

    /** @param keep how long after an upload finished, or a file was put, it is kept: validity plus grace */
    public PushPurge(Uploads uploads, FileStorage storage, Duration keep, Clock clock) {
        this.uploads = uploads;
        this.storage = storage;
        this.keep = keep;
        this.clock = clock;
    }

    /** Returns how many files it removed. */
    public int purge() throws IOException {
        Instant before = clock.instant().minus(keep);
        int removed = 0;
        for (Upload upload : uploads.finishedBefore(before, BATCH)) {
            uploads.delete(upload.id());
            if (!uploads.isStoredFileInUse(upload.storedAs())) {
                storage.delete(upload.storedAs());
                removed++;
            }
        }
        removed += storage.purgePushed(before);
        if (removed > 0) {
            LOG.info(GB_FILES_PURGED.line("Removed {} pushed Grote Berichten file(s) after their validity"), removed);
        }
        return removed;
    }
}
