package nl.opendk.ebms.console.api;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import nl.opendk.ebms.console.observe.QueueGauges;
import nl.opendk.ebms.db.stats.MessageStatistics;
import nl.opendk.ebms.db.stats.MinuteCount;
import nl.opendk.ebms.protocol.message.Direction;
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.routes.rest.ApiAnswer;
import org.apache.camel.Header;

/**
 * {@code GET /api/dashboard?minutes=60}: messages per minute in and out and the failures among them (inbound
 * rejected, outbound failed, by the minute they were stored), the outbox depth and its oldest message. Every
 * minute of the range is present, zero when quiet, so a chart needs no gaps filled.
 */
public final class DashboardApi {

    private static final int DEFAULT_MINUTES = 60;

    private final MessageStatistics statistics;
    private final QueueGauges outbox;
    private final Clock clock;

    public DashboardApi(MessageStatistics statistics, QueueGauges outbox, Clock clock) {
        this.statistics = statistics;
        this.outbox = outbox;
        this.clock = clock;
    }

    public ApiAnswer figures(@Header("minutes") String minutes) {
        int span;
        try {
            span = minutes == null || minutes.isBlank() ? DEFAULT_MINUTES : Integer.parseInt(minutes.trim());
        } catch (NumberFormatException e) {
            return ApiAnswer.error(400, "minutes must be a number, was '" + minutes + "'");
        }
        if (span < 1 || span > MessageStatistics.MAX_MINUTES) {
            return ApiAnswer.error(400, "minutes must be 1.." + MessageStatistics.MAX_MINUTES);
        }
        Instant to = clock.instant().truncatedTo(ChronoUnit.MINUTES).plus(Duration.ofMinutes(1));
        Instant from = to.minus(Duration.ofMinutes(span));
        Map<Instant, Minute> perMinute = new LinkedHashMap<>();
        for (Instant minute = from; minute.isBefore(to); minute = minute.plus(Duration.ofMinutes(1))) {
            perMinute.put(minute, new Minute(minute.toString(), 0, 0, 0));
        }
        for (MinuteCount count : statistics.perMinute(from, to)) {
            perMinute.computeIfPresent(count.minute(), (key, minute) -> minute.add(count));
        }
        QueueGauges.Reading reading = outbox.read();
        return ApiAnswer.json(
                200,
                new Figures(
                        from.toString(),
                        to.toString(),
                        new ArrayList<>(perMinute.values()),
                        new Outbox(
                                reading.depth(),
                                reading.oldest().map(Instant::toString).orElse(null),
                                reading.readAt().toString())));
    }

    public record Figures(String from, String to, List<Minute> minutes, Outbox outbox) {}

    /** @param failed inbound messages rejected and outbound messages failed, stored in this minute */
    public record Minute(String minute, long in, long out, long failed) {
        Minute add(MinuteCount count) {
            long n = count.count();
            boolean failure = count.status() == MessageStatus.REJECTED
                    || count.status() == MessageStatus.FAILED
                    || count.status() == MessageStatus.FILE_FAILED;
            return new Minute(
                    minute,
                    in + (count.direction() == Direction.IN ? n : 0),
                    out + (count.direction() == Direction.OUT ? n : 0),
                    failed + (failure ? n : 0));
        }
    }

    /** @param readAt when the figures were taken (they are cached for a few seconds) */
    public record Outbox(long depth, String oldestQueued, String readAt) {}
}
