package nl.opendk.ebms.protocol.agreement;

import java.time.Duration;
import java.util.Objects;

/**
 * CPPA 2.0 ReliableMessaging of a DocExchange: ebMS 2.0 §6.4.3 Retries, §6.4.4 RetryInterval and §6.4.6
 * PersistDuration. Digikoppeling's default CPA uses 8 retries every 3 hours and P1D (DK-BP ch03).
 */
public record Reliability(int retries, Duration retryInterval, Duration persistDuration) {

    public Reliability {
        if (retries < 0) {
            throw new IllegalArgumentException("retries must be >= 0, was " + retries);
        }
        Objects.requireNonNull(retryInterval, "retryInterval");
        Objects.requireNonNull(persistDuration, "persistDuration");
    }
}
