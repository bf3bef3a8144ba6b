package nl.opendk.ebms.perf.resource;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
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
    private final Map<String, List<Long>> watched = new ConcurrentHashMap<>();
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
        watchAll(role, pid < 0 ? List.of() : List.of(pid));
    }

    /**
     * Watches several processes as one role (the nodes of a cluster): their CPU times and RSS are added up. No pids
     * stops.
     */
    public void watchAll(String role, List<Long> pids) {
        if (pids.isEmpty()) {
            watched.remove(role);
        } else {
            watched.put(role, List.copyOf(pids));
        }
    }

    /**
     * CPU time of the role's threads so far, by thread kind, added up over its processes; read now, not in
     * the series (a process has hundreds of threads).
     */
    public Map<String, ThreadCpu> threadCpu(String role) {
        Map<String, ThreadCpu> byKind = new TreeMap<>();
        for (long pid : watched.getOrDefault(role, List.of())) {
            proc.threadCpu(pid).forEach((kind, cpu) -> byKind.merge(kind, cpu, ThreadCpu::plus));
        }
        return byKind;
    }

    /** A reading now, also kept in the series. */
    public ResourceSample sample() {
        Map<String, ProcessReading> readings = new HashMap<>();
        watched.forEach((role, pids) -> {
            long cpu = 0;
            long rss = 0;
            boolean any = false;
            for (long pid : pids) {
                Optional<Long> millis = proc.cpuMillis(pid);
                if (millis.isPresent()) {
                    any = true;
                    cpu += millis.get();
                    rss += proc.rssKb(pid).orElse(0L);
                }
            }
            if (any) {
                readings.put(role, new ProcessReading(cpu, rss));
            }
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
