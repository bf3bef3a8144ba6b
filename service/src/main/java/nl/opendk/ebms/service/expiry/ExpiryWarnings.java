package nl.opendk.ebms.service.expiry;

import static nl.opendk.ebms.service.observe.FlowLogEvent.EXPIRING;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * WARN lines as an end comes near: once when something enters 30 days, once at 7, once at 1 and once when it has
 * ended (oin-in-certificates.md §6.7 asks for warnings well ahead; a certificate renewal with a partner takes weeks).
 * Each also becomes a back-end event ({@link EndingNotices}), which the back end gets once whatever the node.
 * The first check after a start warns of everything already in a band, so a restart never hides one. What was warned
 * is remembered per node in memory, by the item and its end: a renewed certificate or a replaced CPA starts afresh.
 */
public final class ExpiryWarnings {

    private static final Logger LOG = LoggerFactory.getLogger(ExpiryWarnings.class);

    /** The bands, nearest last: an item is warned when it enters a nearer one than it was warned for. */
    static final List<Duration> BANDS = List.of(Duration.ofDays(30), Duration.ofDays(7), Duration.ofDays(1));

    private final Expiries expiries;
    private final Notices notices;
    private final Clock clock;
    private final Map<Expiry, Integer> warned = new HashMap<>();

    /** Where each warning also goes: the back end's events ({@link EndingNotices}). */
    @FunctionalInterface
    public interface Notices {
        void tell(Expiry expiry, int band);
    }

    public ExpiryWarnings(Expiries expiries, Notices notices, Clock clock) {
        this.expiries = expiries;
        this.notices = notices;
        this.clock = clock;
    }

    /** Logs what entered a nearer band since the last check; returns those lines' items. */
    public synchronized List<Expiry> check() {
        Instant now = clock.instant();
        List<Expiry> current = expiries.within(BANDS.get(0));
        Set<Expiry> present = Set.copyOf(current);
        warned.keySet().retainAll(present);
        List<Expiry> due = new ArrayList<>();
        for (Expiry expiry : current) {
            int band = band(expiry.left(now));
            if (band > warned.getOrDefault(expiry, -1)) {
                LOG.warn(EXPIRING.line("{}: {}"), describe(expiry.left(now)), expiry.describe());
                // the event before the memory: a database that fails now is tried again at the next check
                notices.tell(expiry, band);
                warned.put(expiry, band);
                due.add(expiry);
            }
        }
        return due;
    }

    /** 0: within 30 days, 1: within 7, 2: within 1, 3: ended. */
    static int band(Duration left) {
        if (left.isNegative() || left.isZero()) {
            return BANDS.size();
        }
        int band = -1;
        for (int i = 0; i < BANDS.size(); i++) {
            if (left.compareTo(BANDS.get(i)) <= 0) {
                band = i;
            }
        }
        return band;
    }

    static String describe(Duration left) {
        if (left.isNegative() || left.isZero()) {
            return "ended " + left.negated().toDays() + " day(s) ago";
        }
        long days = left.toDays();
        return days == 0 ? "ends within a day" : "ends in " + days + " day(s)";
    }
}
