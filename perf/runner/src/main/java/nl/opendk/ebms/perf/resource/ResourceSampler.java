package nl.opendk.ebms.perf.resource;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import nl.opendk.ebms.perf.resource.ResourceSample.ProcessReading;

/**
 * Reads the CPU time and RSS of the watched processes and the machine's CPU use at a fixed interval, on a daemon
 * thread of the runner (reading a few /proc files costs well under a millisecond).
 */
public final class ResourceSampler implements AutoCloseable {

    private final ProcFs proc;
    private final Map<String, Long> watched = new ConcurrentHashMap<>();
    private final List<ResourceSample> samples = new ArrayList<>();
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(runnable -> {
        Thread thread = new Thread(runnable, "resource-sampler");
        thread.setDaemon(true);
        return thread;
    });

    public ResourceSampler(ProcFs proc, Duration interval) {
        this.proc = proc;
        timer.scheduleAtFixedRate(this::sample, 0, interval.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** Starts or stops watching a process under a role name; a pid of -1 stops. */
    public void watch(String role, long pid) {
        if (pid < 0) {
            watched.remove(role);
        } else {
            watched.put(role, pid);
        }
    }

    /** A reading now, also kept in the series. */
    public ResourceSample sample() {
        Map<String, ProcessReading> readings = new HashMap<>();
        watched.forEach((role, pid) -> {
            Optional<Long> cpu = proc.cpuMillis(pid);
            cpu.ifPresent(millis -> readings.put(
                    role, new ProcessReading(millis, proc.rssKb(pid).orElse(0L))));
        });
        ResourceSample sample = new ResourceSample(
                System.currentTimeMillis(), readings, proc.machine().orElse(new MachineTicks(0, 0)));
        synchronized (samples) {
            samples.add(sample);
        }
        return sample;
    }

    /** The readings taken between two times, in order. */
    public List<ResourceSample> between(long from, long to) {
        synchronized (samples) {
            return samples.stream().filter(s -> s.at() >= from && s.at() <= to).toList();
        }
    }

    @Override
    public void close() {
        timer.shutdownNow();
    }
}
