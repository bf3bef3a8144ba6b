package nl.opendk.ebms.routes.observe;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.event.Level;

/**
 * One kind of log line that anyone on the network can cause (a refused request, an oversized body, a database
 * that is down under load): at most one line per interval, and that line says how many like it were left out.
 * Without it, a sender that floods the endpoint floods the log too.
 */
public final class ThrottledLog {

    private final Logger logger;
    private final Level level;
    private final long intervalNanos;
    private final LongSupplier nanoTime;
    private final AtomicLong nextAllowed;
    private final LongAdder leftOut = new LongAdder();

    public ThrottledLog(Logger logger, Level level, Duration interval) {
        this(logger, level, interval, System::nanoTime);
    }

    ThrottledLog(Logger logger, Level level, Duration interval, LongSupplier nanoTime) {
        this.logger = logger;
        this.level = level;
        this.intervalNanos = interval.toNanos();
        this.nanoTime = nanoTime;
        this.nextAllowed = new AtomicLong(nanoTime.getAsLong());
    }

    /** Logs the line unless one was logged within the interval; the message is only built when it is logged. */
    public void log(Supplier<String> message) {
        long now = nanoTime.getAsLong();
        long next = nextAllowed.get();
        if (now - next < 0 || !nextAllowed.compareAndSet(next, now + intervalNanos)) {
            leftOut.increment();
            return;
        }
        long skipped = leftOut.sumThenReset();
        String text = message.get();
        logger.atLevel(level)
                .log(skipped == 0 ? text : text + " (and " + skipped + " more like it since the last such line)");
    }
}
