package nl.opendk.ebms.console.api;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import nl.opendk.ebms.routes.rest.ApiAnswer;
import nl.opendk.ebms.service.expiry.Expiries;
import nl.opendk.ebms.service.expiry.Expiry;
import org.apache.camel.Header;

/**
 * {@code GET /api/expiries?days=90}: what ends within that many days, or has ended, soonest first: our certificate,
 * CPA ends, the certificates CPAs and WUS services name.
 */
public final class ExpiryApi {

    static final int DEFAULT_DAYS = 90;
    static final int MAX_DAYS = 3650;

    private final Expiries expiries;
    private final Clock clock;

    public ExpiryApi(Expiries expiries, Clock clock) {
        this.expiries = expiries;
        this.clock = clock;
    }

    public ApiAnswer list(@Header("days") String days) {
        int horizon;
        try {
            horizon = days == null || days.isBlank() ? DEFAULT_DAYS : Integer.parseInt(days.trim());
        } catch (NumberFormatException e) {
            return ApiAnswer.error(400, "days must be a number, was '" + days + "'");
        }
        if (horizon < 0 || horizon > MAX_DAYS) {
            return ApiAnswer.error(400, "days must be 0.." + MAX_DAYS);
        }
        Instant now = clock.instant();
        List<Item> items = expiries.within(Duration.ofDays(horizon)).stream()
                .map(expiry -> Item.of(expiry, now))
                .toList();
        return ApiAnswer.json(200, new Answer(horizon, now.toString(), items));
    }

    public record Answer(int days, String at, List<Item> items) {}

    /** @param daysLeft whole days until the end; negative once it has ended */
    public record Item(String kind, String what, String owner, String subject, String endsAt, long daysLeft) {

        static Item of(Expiry expiry, Instant now) {
            Duration left = expiry.left(now);
            long days = left.isNegative() ? -left.negated().toDays() - 1 : left.toDays();
            return new Item(
                    expiry.kind().name(),
                    expiry.kind().text(),
                    expiry.owner(),
                    expiry.subject(),
                    expiry.endsAt().toString(),
                    days);
        }
    }
}
