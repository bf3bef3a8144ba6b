package nl.opendk.ebms.component.observe;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import java.util.Locale;
import nl.opendk.ebms.service.gb.DownloadResult;
import nl.opendk.ebms.service.gb.TransferObserver;

/**
 * Grote Berichten transfers in Prometheus: {@code ebms_gb_download_attempts_total} by outcome (complete, retry,
 * failed, lease_lost), {@code ebms_gb_download_resumes_total}, and {@code ebms_gb_bytes_total} by direction
 * (downloaded, served, published). Throughput is the rate of the bytes counters.
 */
public final class GbMetrics implements TransferObserver {

    private final MeterRegistry registry;
    private final Counter published;
    private final Counter served;
    private final Counter downloaded;
    private final Counter resumes;

    public GbMetrics(MeterRegistry registry) {
        this.registry = registry;
        this.published = bytes("published");
        this.served = bytes("served");
        this.downloaded = bytes("downloaded");
        this.resumes = Counter.builder("ebms.gb.download.resumes")
                .description("Grote Berichten download attempts that continued a partial file with a range request")
                .register(registry);
    }

    @Override
    public void downloadAttempted(DownloadResult result) {
        Counter.builder("ebms.gb.download.attempts")
                .description("Grote Berichten download attempts, by outcome")
                .tag("outcome", result.name().toLowerCase(Locale.ROOT))
                .register(registry)
                .increment();
    }

    @Override
    public void downloaded(long bytes, boolean resumed) {
        downloaded.increment(bytes);
        if (resumed) {
            resumes.increment();
        }
    }

    @Override
    public void published(long bytes) {
        published.increment(bytes);
    }

    @Override
    public void served(long bytes) {
        served.increment(bytes);
    }

    private Counter bytes(String direction) {
        return Counter.builder("ebms.gb.bytes")
                .description("Grote Berichten bytes: downloaded from partners, the ranges our file service began to"
                        + " send to partners, published by our back end")
                .baseUnit("bytes")
                .tag("direction", direction)
                .register(registry);
    }
}
