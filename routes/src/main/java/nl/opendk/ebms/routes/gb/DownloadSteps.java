package nl.opendk.ebms.routes.gb;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import nl.opendk.ebms.db.gb.DownloadJob;
import nl.opendk.ebms.service.gb.DownloadResult;
import nl.opendk.ebms.service.gb.receive.DownloadRuns;
import nl.opendk.ebms.service.gb.receive.MetadataIntake;
import org.apache.camel.Body;

/**
 * What the Grote Berichten routes call. Downloads are claimed only as far as this node has downloaders free: a
 * claimed download waiting behind a long one would hold its lease for nothing.
 */
public final class DownloadSteps {

    private static final int INTAKE_BATCH = 100;

    private final MetadataIntake intake;
    private final DownloadRuns runs;
    private final int concurrency;
    private final AtomicInteger running = new AtomicInteger();

    public DownloadSteps(MetadataIntake intake, DownloadRuns runs, int concurrency) {
        this.intake = intake;
        this.runs = runs;
        this.concurrency = concurrency;
    }

    public int takeIn() {
        return intake.takeIn(INTAKE_BATCH);
    }

    public List<DownloadJob> claimDue() {
        int free = concurrency - running.get();
        if (free <= 0) {
            return List.of();
        }
        List<DownloadJob> claimed = runs.claim(free);
        running.addAndGet(claimed.size());
        return claimed;
    }

    public DownloadResult download(@Body DownloadJob job) {
        try {
            return runs.run(job);
        } finally {
            running.decrementAndGet();
        }
    }
}
