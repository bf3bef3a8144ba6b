package nl.opendk.ebms.routes.gb;

import java.time.Duration;
import nl.opendk.ebms.routes.RouteIds;
import nl.opendk.ebms.service.gb.purge.DownloadedFilePurge;
import nl.opendk.ebms.service.gb.purge.PublishedFilePurge;
import nl.opendk.ebms.service.gb.purge.PushPurge;
import org.apache.camel.builder.RouteBuilder;

/**
 * Grote Berichten in the background: new metadata messages are read, due downloads run on a fixed number of
 * downloaders, due push uploads on as many uploaders, published and pushed files are removed after their validity
 * and received files after their messages.
 */
public final class GroteBerichtenRoute extends RouteBuilder {

    private static final Duration PURGE_INTERVAL = Duration.ofMinutes(10);

    private final DownloadSteps steps;
    private final UploadSteps uploads;
    private final PublishedFilePurge purge;
    private final DownloadedFilePurge downloaded;
    private final PushPurge pushed;
    private final int concurrency;
    private final Duration pollInterval;

    public GroteBerichtenRoute(
            DownloadSteps steps,
            UploadSteps uploads,
            PublishedFilePurge purge,
            DownloadedFilePurge downloaded,
            PushPurge pushed,
            int concurrency,
            Duration pollInterval) {
        this.steps = steps;
        this.uploads = uploads;
        this.purge = purge;
        this.downloaded = downloaded;
        this.pushed = pushed;
        this.concurrency = concurrency;
        this.pollInterval = pollInterval;
    }

    @Override
    public void configure() {
        long period = Math.max(1, pollInterval.toMillis());
        from("timer:" + RouteIds.GB_INTAKE + "?period=" + period + "&delay=" + period)
                .routeId(RouteIds.GB_INTAKE)
                .bean(steps, "takeIn");

        from("timer:" + RouteIds.GB_DOWNLOAD_POLL + "?period=" + period + "&delay=" + period)
                .routeId(RouteIds.GB_DOWNLOAD_POLL)
                .bean(steps, "claimDue")
                .split(body())
                .to("seda:gb-download?waitForTaskToComplete=Never&blockWhenFull=true")
                .end();

        from("seda:gb-download?concurrentConsumers=" + concurrency)
                .routeId(RouteIds.GB_DOWNLOAD)
                .bean(steps, "download");

        from("timer:" + RouteIds.GB_UPLOAD_POLL + "?period=" + period + "&delay=" + period)
                .routeId(RouteIds.GB_UPLOAD_POLL)
                .bean(uploads, "claimDue")
                .split(body())
                .to("seda:gb-upload?waitForTaskToComplete=Never&blockWhenFull=true")
                .end();

        from("seda:gb-upload?concurrentConsumers=" + concurrency)
                .routeId(RouteIds.GB_UPLOAD)
                .bean(uploads, "upload");

        long purgePeriod = PURGE_INTERVAL.toMillis();
        from("timer:" + RouteIds.GB_PURGE + "?period=" + purgePeriod + "&delay=" + period)
                .routeId(RouteIds.GB_PURGE)
                .bean(purge, "purge")
                .bean(downloaded, "purge")
                .bean(pushed, "purge");
    }
}
