package nl.opendk.ebms.perf.cluster;

import java.net.URI;
import java.nio.file.Path;
import nl.opendk.ebms.perf.adapter.AdapterProcess;
import nl.opendk.ebms.perf.adapter.AdapterSetup;
import nl.opendk.ebms.perf.traffic.Target;

/**
 * One adapter node of a fault run: a JVM of its own with its own HTTP and management ports and node id, which stay
 * the same when it is killed and started again. Each start gets its own log (n2.log, n2-start2.log, ...).
 */
public final class Node implements AutoCloseable {

    private final String name;
    private final AdapterSetup setup;
    private final Path work;
    private final AdapterProcess.Ports ports;
    private AdapterProcess process;
    private String firstCommand;
    private int starts;
    private long startedAtNanos;

    public Node(String name, AdapterSetup setup, Path work) {
        this.name = name;
        this.setup = setup;
        this.work = work;
        this.ports = AdapterProcess.Ports.free();
    }

    public String name() {
        return name;
    }

    /** Starts the process; the start time is where its time to ready counts from. */
    public synchronized void start() {
        if (process != null && process.isAlive()) {
            throw new IllegalStateException(name + " is running");
        }
        starts++;
        String log = starts == 1 ? name : name + "-start" + starts;
        startedAtNanos = System.nanoTime();
        process = AdapterProcess.start(setup, null, work, log, ports, "perf-" + name);
        if (firstCommand == null) {
            firstCommand = process.command();
        }
    }

    /** kill -9. */
    public synchronized void kill() {
        process.kill();
    }

    public synchronized boolean isAlive() {
        return process != null && process.isAlive();
    }

    public synchronized long startedAtNanos() {
        return startedAtNanos;
    }

    public Target target() {
        return new Target(name, base().resolve("/ebms"));
    }

    /** The REST API and /ebms. */
    public URI base() {
        return URI.create("http://127.0.0.1:" + ports.http());
    }

    public URI readyUri() {
        return URI.create("http://127.0.0.1:" + ports.management() + "/observe/health/ready");
    }

    /** The command line of the first start, for the report. */
    public synchronized String command() {
        return firstCommand == null ? "(not started)" : firstCommand;
    }

    /** The end of this start's log, to explain a failure. */
    public synchronized String logTail() {
        return process == null ? "" : process.logTail(30);
    }

    @Override
    public synchronized void close() {
        if (process != null) {
            process.close();
        }
    }
}
