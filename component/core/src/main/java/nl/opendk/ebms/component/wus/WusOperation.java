package nl.opendk.ebms.component.wus;

import java.util.Locale;

/** What a {@code wus:} endpoint does: the part of its URI after the scheme. */
public enum WusOperation {
    /** Consumer: the route is the back end of a service we provide. */
    provide,
    /** Producer: calls a partner's service. */
    consume;

    static WusOperation of(String remaining) {
        try {
            return valueOf(remaining.toLowerCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("wus:" + remaining + " is not an operation: use provide or consume");
        }
    }
}
