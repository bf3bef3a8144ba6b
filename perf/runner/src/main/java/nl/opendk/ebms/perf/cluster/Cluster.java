package nl.opendk.ebms.perf.cluster;

import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import nl.opendk.ebms.perf.adapter.AdapterApi;
import nl.opendk.ebms.perf.adapter.AdapterSetup;
import nl.opendk.ebms.perf.adapter.DatabaseTarget;
import nl.opendk.ebms.perf.agreement.PerfAgreement;
import nl.opendk.ebms.perf.traffic.Target;

/**
 * The adapter nodes of a fault run on their one database. The first node starts alone, so that it creates the
 * schema (Flyway) before the others look for it. The perf CPA is loaded once, through the first node's REST API;
 * the others start after that and read it from the shared database. Every node counts as started when its /ebms
 * accepts a Ping (see {@link Readiness}). Closing it stops the nodes, then the database.
 */
public final class Cluster implements AutoCloseable {

    static final Duration START_TIMEOUT = Duration.ofMinutes(5);

    private final ClusterDatabase database;
    private final List<Node> nodes;

    private Cluster(ClusterDatabase database, List<Node> nodes) {
        this.database = database;
        this.nodes = List.copyOf(nodes);
    }

    /**
     * @param template the nodes' java, jar, JVM options and extra properties; its database is replaced by this one
     */
    public static Cluster of(ClusterDatabase database, AdapterSetup template, int count, Path work) {
        DatabaseLogin login = database.login();
        AdapterSetup setup = new AdapterSetup(
                template.java(),
                template.jar(),
                template.jvmOptions(),
                Map.copyOf(template.properties()),
                new DatabaseTarget.External(database.url(), login.user(), login.password(), -1));
        List<Node> nodes = new ArrayList<>();
        for (int i = 1; i <= count; i++) {
            nodes.add(new Node("n" + i, setup, work));
        }
        return new Cluster(database, nodes);
    }

    /**
     * Starts every node, loads the perf CPA and waits until each accepts a Ping.
     *
     * @return each node's startup, in node order
     */
    public List<Startup> start(Readiness readiness, URI sinkEndpoint, String apiUser, String apiPassword) {
        Node first = nodes.get(0);
        first.start();
        List<Startup> startups = new ArrayList<>();
        awaitHealthy(readiness, first);
        new AdapterApi(first.base(), apiUser, apiPassword, null)
                .uploadCpa(PerfAgreement.cpa(sinkEndpoint, first.target().endpoint()));
        startups.add(readiness.await(first, START_TIMEOUT));
        nodes.subList(1, nodes.size()).forEach(Node::start);
        for (Node node : nodes.subList(1, nodes.size())) {
            startups.add(readiness.await(node, START_TIMEOUT));
        }
        return startups;
    }

    private static void awaitHealthy(Readiness readiness, Node node) {
        long deadline = System.nanoTime() + START_TIMEOUT.toNanos();
        while (!readiness.healthy(node)) {
            if (!node.isAlive() || System.nanoTime() > deadline) {
                throw new IllegalStateException(node.name() + " did not start:\n" + node.logTail());
            }
            try {
                Thread.sleep(Readiness.POLL.toMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted", e);
            }
        }
    }

    public ClusterDatabase database() {
        return database;
    }

    public List<Node> nodes() {
        return nodes;
    }

    public List<Target> targets() {
        return nodes.stream().map(Node::target).toList();
    }

    /** Stops every node (also when one fails to stop), then the database. */
    @Override
    public void close() {
        RuntimeException failure = null;
        for (Node node : nodes) {
            try {
                node.close();
            } catch (RuntimeException e) {
                failure = e;
            }
        }
        database.close();
        if (failure != null) {
            throw failure;
        }
    }
}
