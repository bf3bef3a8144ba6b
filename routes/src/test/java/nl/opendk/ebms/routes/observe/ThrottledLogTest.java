package nl.opendk.ebms.routes.observe;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;
import org.slf4j.event.Level;

class ThrottledLogTest {

    @Test
    void logsOneLinePerIntervalAndCountsWhatItLeftOut() {
        Logger logger = (Logger) LoggerFactory.getLogger("throttled-log-test");
        ListAppender<ILoggingEvent> lines = new ListAppender<>();
        lines.start();
        logger.addAppender(lines);
        AtomicLong now = new AtomicLong(1_000);
        ThrottledLog log = new ThrottledLog(logger, Level.WARN, Duration.ofSeconds(10), now::get);

        for (int i = 0; i < 1000; i++) {
            log.log(() -> "refused");
        }
        now.addAndGet(Duration.ofSeconds(10).toNanos());
        log.log(() -> "refused again");

        assertThat(lines.list)
                .extracting(ILoggingEvent::getFormattedMessage)
                .containsExactly("refused", "refused again (and 999 more like it since the last such line)");
        assertThat(lines.list)
                .allSatisfy(line -> assertThat(line.getLevel().toString()).isEqualTo("WARN"));
    }
}
