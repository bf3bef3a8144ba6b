package nl.opendk.ebms.routes.gb;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import nl.opendk.ebms.db.gb.Upload;
import nl.opendk.ebms.service.gb.send.UploadRuns;
import org.apache.camel.Body;

/**
 * What the push upload routes call. Uploads are claimed only as far as this node has uploaders free, as downloads
 * are: a claimed upload waiting behind a long one would hold its lease for nothing.
 */
public final class UploadSteps {

    private final UploadRuns runs;
    private final int concurrency;
    private final AtomicInteger running = new AtomicInteger();

    public UploadSteps(UploadRuns runs, int concurrency) {
        this.runs = runs;
        this.concurrency = concurrency;
    }

    public List<Upload> claimDue() {
        int free = concurrency - running.get();
        if (free <= 0) {
            return List.of();
        }
        List<Upload> claimed = runs.claim(free);
        running.addAndGet(claimed.size());
        return claimed;
    }

    public boolean upload(@Body Upload upload) {
        try {
            return runs.run(upload);
        } finally {
            running.decrementAndGet();
        }
    }
}
