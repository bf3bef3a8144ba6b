package nl.opendk.ebms.service.expiry;

import java.time.Duration;
import java.time.Instant;

/**
 * Something that stops working on a date: our certificate, a CPA's agreed period, a certificate a CPA or a WUS
 * service names.
 *
 * @param kind what it is
 * @param owner where it is: our key store's alias, the CPA id, the WUS service's name
 * @param subject which one: a certificate's subject, or the CPA's end
 * @param endsAt when it stops working (a certificate's notAfter, a CPA's End)
 */
public record Expiry(Kind kind, String owner, String subject, Instant endsAt) {

    public enum Kind {
        OUR_CERTIFICATE("our certificate"),
        CPA_END("CPA end"),
        CPA_CERTIFICATE("certificate in a CPA"),
        WUS_CERTIFICATE("partner certificate of a WUS service");

        private final String text;

        Kind(String text) {
            this.text = text;
        }

        public String text() {
            return text;
        }
    }

    /** Time left at {@code now}; negative once it has ended. */
    public Duration left(Instant now) {
        return Duration.between(now, endsAt);
    }

    /** One line for a log or a list: what, where, when. */
    public String describe() {
        return kind.text() + " " + subject + " (" + owner + ") ends " + endsAt;
    }
}
