package nl.opendk.ebms.perf.run;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import nl.opendk.ebms.perf.agreement.PerfAgreement;
import nl.opendk.ebms.perf.agreement.PerfWusService;
import nl.opendk.ebms.perf.load.ArrivalFile;
import nl.opendk.ebms.perf.load.ClosedLoad;
import nl.opendk.ebms.perf.load.OpenLoad;
import nl.opendk.ebms.perf.load.Step;

/**
 * The files and properties JMeter needs for one step: the arrival schedule (open model), the payload file and the
 * perf.* properties the plan reads (documented in perf/README.md).
 *
 * @param scheduled arrivals per phase (open model); a single -1 in the closed model
 * @param threads JMeter threads: open-model senders, or the closed model's senders
 * @param systemProperties JMeter's -D system properties: its TLS client key in a signed run
 */
record StepInputs(Map<String, String> properties, Map<String, String> systemProperties, long[] scheduled, int threads) {

    /** JMeter's wait for an answer; longer than any answer the capacity knee allows. */
    static final int RESPONSE_TIMEOUT_MS = 60_000;

    static StepInputs prepare(Session session, Step step, String run) {
        Map<String, String> properties = new HashMap<>();
        properties.put("perf.host", session.adapter().base().getHost());
        properties.put("perf.port", String.valueOf(session.adapter().base().getPort()));
        properties.put("perf.path", session.adapter().ebmsEndpoint().getPath());
        properties.put("perf.response-timeout-ms", String.valueOf(RESPONSE_TIMEOUT_MS));
        properties.put("perf.run-id", run);
        properties.put("perf.cpa-id", PerfAgreement.CPA_ID);
        properties.put("perf.sender-party", PerfAgreement.SENDER_OIN);
        properties.put("perf.sender-role", PerfAgreement.SENDER_ROLE);
        properties.put("perf.adapter-party", PerfAgreement.ADAPTER_OIN);
        properties.put("perf.adapter-role", PerfAgreement.ADAPTER_ROLE);
        properties.put("perf.service-type", PerfAgreement.SERVICE_TYPE);
        properties.put("perf.service", PerfAgreement.SERVICE);
        properties.put("perf.action", PerfAgreement.ACTION);
        properties.put("perf.message", step.message().wireValue());
        properties.put("perf.label", step.label());
        properties.put(
                "perf.payload-file", session.payloadFile(step.payloadBytes()).toString());
        properties.put("perf.protocol", session.adapter().base().getScheme());
        if (step.message().wus()) {
            String path = "/wus/" + PerfWusService.name(step.message());
            properties.put("perf.path", path);
            // DK-WUS WA001: To may carry the receiver's OIN; the adapter checks it against its own
            properties.put("perf.wus-to", session.adapter().base().resolve(path) + "?OIN=" + PerfAgreement.ADAPTER_OIN);
            properties.put("perf.wus-action", PerfWusService.REQUEST_ACTION);
            properties.put("perf.accepted-status", "200");
        }
        Map<String, String> systemProperties = new HashMap<>();
        session.keys().ifPresent(keys -> {
            properties.putAll(keys.jmeterProperties());
            systemProperties.putAll(keys.jmeterSystemProperties());
            // the signed branch calls perf/sink's SignedBusinessMessages: its jar and its jars on JMeter's class path
            Path sink = session.settings().sinkJar().toAbsolutePath();
            properties.put("user.classpath", sink + File.pathSeparator + sink.resolveSibling("lib"));
        });
        Path arrivals = session.work().resolve(run + "-arrivals.csv");
        properties.put("perf.arrivals-file", arrivals.toString());
        if (step.load() instanceof OpenLoad open) {
            long[] scheduled = ArrivalFile.write(open, session.seed(run), arrivals);
            int threads = session.openThreads(open);
            properties.putAll(Map.of(
                    "perf.open.threads", String.valueOf(threads),
                    "perf.open.seconds",
                            String.valueOf(open.lead().plus(open.length()).toSeconds() + 60)));
            properties.putAll(closed(0, 1, 0, "none"));
            return new StepInputs(properties, systemProperties, scheduled, threads);
        }
        ClosedLoad closed = (ClosedLoad) step.load();
        empty(arrivals);
        properties.putAll(Map.of("perf.open.threads", "0", "perf.open.seconds", "1"));
        properties.putAll(closed(
                closed.senders(), closed.length().toSeconds(), closed.rampUp().toSeconds(), step.label()));
        return new StepInputs(properties, systemProperties, new long[] {-1}, closed.senders());
    }

    private static Map<String, String> closed(int threads, long seconds, long rampSeconds, String phase) {
        return Map.of(
                "perf.closed.threads", String.valueOf(threads),
                "perf.closed.seconds", String.valueOf(seconds),
                "perf.closed.ramp-seconds", String.valueOf(rampSeconds),
                "perf.closed.phase", phase.replace(",", " "));
    }

    private static void empty(Path file) {
        try {
            Files.writeString(file, "");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }
}
