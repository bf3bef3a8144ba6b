package nl.opendk.ebms.component.observe;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.time.Duration;
import java.util.Locale;
import nl.opendk.ebms.db.wus.WusDirection;
import nl.opendk.ebms.db.wus.WusExchangeStatus;
import nl.opendk.ebms.service.wus.WusObserver;

/**
 * The WUS calls in Prometheus: {@code ebms_wus_call_duration_seconds}, a histogram of every call (count, sum and
 * buckets) by direction, service, operation and outcome. Only configured services and operations become label values,
 * so a partner cannot add series by sending names.
 */
public final class WusMetrics implements WusObserver {

    private final MeterRegistry registry;

    public WusMetrics(MeterRegistry registry) {
        this.registry = registry;
    }

    @Override
    public void called(
            WusDirection direction, String service, String operation, WusExchangeStatus status, Duration took) {
        Timer.builder("ebms.wus.call.duration")
                .description("WUS calls, from the request's arrival to its answer, by direction, service, operation"
                        + " and outcome")
                .tag("direction", direction.name().toLowerCase(Locale.ROOT))
                .tag("service", service == null ? "none" : service)
                .tag("operation", operation == null ? "none" : operation)
                .tag("outcome", status.name().toLowerCase(Locale.ROOT))
                .serviceLevelObjectives(AdapterMetrics.BUCKETS)
                .register(registry)
                .record(took);
    }
}
