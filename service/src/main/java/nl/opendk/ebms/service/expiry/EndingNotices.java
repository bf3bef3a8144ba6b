package nl.opendk.ebms.service.expiry;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.HexFormat;
import nl.opendk.ebms.db.events.EventKind;
import nl.opendk.ebms.db.events.Notices;

/**
 * Tells the back end that something ends ({@link EventKind#ENDING}), once per end and band however many nodes notice
 * it: the notice's key is the end and the band, and only one insert can take a key. The detail is the {@link Expiry}
 * as tab-separated fields, which {@link #read} turns back.
 */
public final class EndingNotices implements ExpiryWarnings.Notices {

    private static final int MAX_FIELD = 900;

    private final Notices notices;

    public EndingNotices(Notices notices) {
        this.notices = notices;
    }

    /** Records the notice unless any node recorded it before. */
    @Override
    public void tell(Expiry expiry, int band) {
        notices.record(EventKind.ENDING, key(expiry, band), detail(expiry));
    }

    static String key(Expiry expiry, int band) {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256")
                    .digest((detail(expiry) + "\t" + band).getBytes(StandardCharsets.UTF_8));
            return "ending:" + HexFormat.of().formatHex(hash);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }

    /** Kind, owner, subject and end, tab-separated; a tab or line break inside a value becomes a space. */
    static String detail(Expiry expiry) {
        return String.join(
                "\t",
                expiry.kind().name(),
                clean(expiry.owner()),
                clean(expiry.subject()),
                expiry.endsAt().toString());
    }

    /** The expiry a notice's detail describes. */
    public static Expiry read(String detail) {
        String[] fields = detail.split("\t", -1);
        if (fields.length != 4) {
            throw new IllegalArgumentException("not an ending notice: " + detail);
        }
        return new Expiry(Expiry.Kind.valueOf(fields[0]), fields[1], fields[2], Instant.parse(fields[3]));
    }

    /** The column holds 2000 characters and a notice is written with INSERT IGNORE, which would cut it silently. */
    private static String clean(String value) {
        String flat = value.replaceAll("[\\t\\r\\n]", " ");
        return flat.length() <= MAX_FIELD ? flat : flat.substring(0, MAX_FIELD);
    }
}
