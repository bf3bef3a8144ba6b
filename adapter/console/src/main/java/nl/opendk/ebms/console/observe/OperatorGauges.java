package nl.opendk.ebms.console.observe;

import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.MultiGauge;
import io.micrometer.core.instrument.Tags;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import nl.opendk.ebms.component.observe.BuildInfo;
import nl.opendk.ebms.cpa.lookup.CompiledCpa;
import nl.opendk.ebms.cpa.lookup.CpaRegistry;
import nl.opendk.ebms.cpa.model.Certificate;
import nl.opendk.ebms.cpa.model.PartyInfo;
import nl.opendk.ebms.service.expiry.Expiries;
import org.apache.camel.CamelContext;
import org.apache.camel.StartupListener;
import org.apache.camel.health.HealthCheck;
import org.apache.camel.health.HealthCheckHelper;
import org.apache.camel.support.service.ServiceSupport;

/**
 * The gauges an operator's alerts need besides the message counters (docs/observability): the build, readiness, when
 * each CPA ends, when the first certificate in each CPA expires, when our own does, and when each thing the console's
 * "Ending soon" lists ends (every certificate in CPAs and WUS services too). Readiness and the CPAs are read
 * every {@code every} on a thread of their own, never on a scrape: a readiness check may wait up to 2 s for the
 * database, and CPAs come and go while the adapter runs.
 */
public final class OperatorGauges extends ServiceSupport {

    private final CamelContext context;
    private final CpaRegistry cpas;
    private final Duration every;
    private final AtomicInteger ready = new AtomicInteger();
    private final MultiGauge cpaEnds;
    private final MultiGauge cpaCertificates;
    private final Expiries expiries;
    private final MultiGauge ends;
    private ScheduledExecutorService refresher;

    private OperatorGauges(
            CamelContext context, MeterRegistry meters, CpaRegistry cpas, Expiries expiries, Duration every) {
        this.context = context;
        this.cpas = cpas;
        this.expiries = expiries;
        this.every = every;
        this.ends = MultiGauge.builder("ebms.expiry.timestamp")
                .description("When each thing with an end stops working: our certificate, each CPA's End, each"
                        + " certificate a CPA or a WUS service names (the console's \"Ending soon\")")
                .baseUnit("seconds")
                .register(meters);
        this.cpaEnds = MultiGauge.builder("ebms.cpa.end.timestamp")
                .description("When the CPA's agreed period ends (CPA End), per loaded CPA")
                .baseUnit("seconds")
                .register(meters);
        this.cpaCertificates = MultiGauge.builder("ebms.cpa.certificate.not.after.timestamp")
                .description("When the first certificate in the CPA expires (notAfter), per loaded CPA")
                .baseUnit("seconds")
                .register(meters);
        Gauge.builder("ebms.ready", ready, AtomicInteger::get)
                .description("1 when the adapter can take messages (its readiness checks, the database included)")
                .strongReference(true)
                .register(meters);
    }

    /**
     * Registers the gauges and reads readiness and the CPAs now and then every {@code every} while the context runs.
     *
     * @param ownCertificate our primary key's certificate in use, when there is a key
     */
    public static void install(
            CamelContext context,
            MeterRegistry meters,
            CpaRegistry cpas,
            Expiries expiries,
            Supplier<Optional<X509Certificate>> ownCertificate,
            BuildInfo build,
            Duration every)
            throws Exception {
        Gauge.builder("ebms.build.info", () -> 1)
                .description("The adapter's version and the commit it was built from, as labels; always 1")
                .tags("version", build.version(), "commit", build.commit())
                .register(meters);
        if (ownCertificate.get().isPresent()) {
            Gauge.builder("ebms.certificate.not.after.timestamp", () -> ownCertificate
                            .get()
                            .map(certificate ->
                                    seconds(certificate.getNotAfter().toInstant()))
                            .orElse(Double.NaN))
                    .description("When our own certificate (ebms.keystore.alias) expires (notAfter)")
                    .baseUnit("seconds")
                    .register(meters);
        }
        OperatorGauges gauges = new OperatorGauges(context, meters, cpas, expiries, every);
        context.addService(gauges, true, true);
        // the first reading, while the routes start, finds the adapter not ready yet: read again once they have
        context.addStartupListener(new StartupListener() {
            @Override
            public void onCamelContextStarted(CamelContext started, boolean alreadyStarted) {
                // not yet: the routes are still starting
            }

            @Override
            public void onCamelContextFullyStarted(CamelContext started, boolean alreadyStarted) {
                gauges.refresher.execute(gauges::refresh);
            }
        });
    }

    @Override
    protected void doStart() {
        refresher = context.getExecutorServiceManager().newSingleThreadScheduledExecutor(this, "ebms-operator-gauges");
        refresher.scheduleWithFixedDelay(this::refresh, 0, every.toMillis(), TimeUnit.MILLISECONDS);
    }

    @Override
    protected void doStop() {
        if (refresher != null) {
            context.getExecutorServiceManager().shutdownNow(refresher);
        }
    }

    /** Never throws: a failed reading leaves the last values and is tried again next time. */
    void refresh() {
        try {
            ready.set(isReady(HealthCheckHelper.invokeReadiness(context)) ? 1 : 0);
        } catch (RuntimeException e) {
            ready.set(0);
        }
        List<MultiGauge.Row<?>> ends = new ArrayList<>();
        List<MultiGauge.Row<?>> certificates = new ArrayList<>();
        for (CompiledCpa cpa : cpas.all()) {
            Tags tags = Tags.of("cpa", cpa.cpaId());
            ends.add(MultiGauge.Row.of(tags, seconds(cpa.cpa().end())));
            firstExpiry(cpa).ifPresent(notAfter -> certificates.add(MultiGauge.Row.of(tags, seconds(notAfter))));
        }
        // overwrite: a CPA that was removed drops out of both
        cpaEnds.register(ends, true);
        cpaCertificates.register(certificates, true);
        this.ends.register(
                expiries.all().stream()
                        .<MultiGauge.Row<?>>map(expiry -> MultiGauge.Row.of(
                                Tags.of(
                                        "kind", expiry.kind().name().toLowerCase(Locale.ROOT),
                                        "owner", expiry.owner(),
                                        "subject", expiry.subject()),
                                seconds(expiry.endsAt())))
                        .collect(Collectors.toList()),
                true);
    }

    static boolean isReady(Collection<HealthCheck.Result> results) {
        return !results.isEmpty() && results.stream().allMatch(result -> result.getState() == HealthCheck.State.UP);
    }

    private static Optional<Instant> firstExpiry(CompiledCpa cpa) {
        return cpa.cpa().parties().stream()
                .map(PartyInfo::certificates)
                .flatMap(certificates -> certificates.values().stream())
                .map(Certificate::x509)
                .map(x509 -> x509.getNotAfter().toInstant())
                .min(Instant::compareTo);
    }

    private static double seconds(Instant instant) {
        return instant.toEpochMilli() / 1000.0;
    }
}
