package nl.opendk.ebms.console.hawtio;

import static nl.opendk.ebms.console.observe.ConsoleLogEvent.HAWTIO_START_FAILED;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Hawtio's start on a thread of its own, begun once the adapter takes messages. Unpacking Hawtio's war and starting
 * its web application takes seconds (twice the rest of a start on two slow cores), and a gateway must not wait for
 * its monitoring view to take messages: until Hawtio is up, {@link HawtioProxy} answers 503 with {@code Retry-After}.
 * When Hawtio cannot start, the adapter goes on without it and says so in the log and at /hawtio.
 */
public final class HawtioStart implements AutoCloseable {

    /** The name it is bound under in the Camel registry, where operators' tooling and tests find Hawtio's port. */
    public static final String REGISTRY_NAME = "ebms-hawtio";

    private static final Logger LOG = LoggerFactory.getLogger(HawtioStart.class);

    /** How long stopping waits for a start under way to finish, so that its Jetty is stopped too. */
    private static final long STOP_WAIT_SECONDS = 30;

    private final Supplier<HawtioServer> starter;
    private final CompletableFuture<HawtioServer> server = new CompletableFuture<>();
    private volatile boolean begun;

    public HawtioStart() {
        this(HawtioServer::start);
    }

    HawtioStart(Supplier<HawtioServer> starter) {
        this.starter = starter;
    }

    /** Starts Hawtio on a daemon thread; later calls do nothing. */
    public synchronized void begin() {
        if (begun) {
            return;
        }
        begun = true;
        Thread thread = new Thread(this::run, "ebms-hawtio-start");
        thread.setDaemon(true);
        thread.start();
    }

    private void run() {
        try {
            server.complete(starter.get());
        } catch (RuntimeException | Error e) {
            LOG.error(
                    HAWTIO_START_FAILED.line("Hawtio did not start; the adapter runs on without it (set"
                            + " hawtio.enabled=false to leave it off): {}"),
                    String.valueOf(e),
                    e);
            server.completeExceptionally(e);
        }
    }

    /** Hawtio's server once it is up; empty while it starts, or when it did not start. */
    public HawtioServer serverNow() {
        return server.isDone() && !server.isCompletedExceptionally() ? server.join() : null;
    }

    /** Whether Hawtio's start ended in a failure (then it is not coming). */
    public boolean failed() {
        return server.isCompletedExceptionally();
    }

    /** Hawtio's server, waiting for its start: for tests and tooling that need its port. */
    public HawtioServer await(long timeout, TimeUnit unit) throws Exception {
        return server.get(timeout, unit);
    }

    /** Stops Hawtio; a start under way is waited for and its server stopped. */
    @Override
    public void close() {
        if (!begun) {
            return;
        }
        try {
            server.get(STOP_WAIT_SECONDS, TimeUnit.SECONDS).close();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (Exception e) {
            LOG.debug("Hawtio was not running at the stop: {}", e.toString());
        }
    }
}
