package nl.opendk.ebms.protocol.signal;

/**
 * How one send attempt ended, judged from the peer's HTTP answer (DK-ebMS2 ch05 "HTTP Binding", from ebMS 2.0
 * App. B.2.3): 2xx is delivered; 503 is explicitly recoverable, and other 5xx (a SOAP Server fault, a peer that is
 * overloaded or restarting) are retried within the message's retry allowance; 3xx and 4xx are errors that a retry
 * will not cure. A broken connection or a timeout is retryable too. The id is the stable database value.
 */
public enum DeliveryVerdict {
    /** The receiving MSH accepted the message. */
    DELIVERED(1),
    /** The attempt failed in a way that may pass later: retried while attempts remain. */
    RETRYABLE(2),
    /** The receiver refused the message for good: it fails without further attempts. */
    PERMANENT(3),
    /**
     * The receiver took the message and acknowledged it in the same HTTP response (a synchronous Acknowledgment,
     * ebMS 2.0 §4.3): delivered without waiting.
     */
    ACKNOWLEDGED(4);

    private final int id;

    DeliveryVerdict(int id) {
        this.id = id;
    }

    public int id() {
        return id;
    }

    public static DeliveryVerdict fromId(int id) {
        for (DeliveryVerdict verdict : values()) {
            if (verdict.id == id) {
                return verdict;
            }
        }
        throw new IllegalArgumentException("No delivery verdict with id " + id);
    }

    public static DeliveryVerdict ofHttpStatus(int status) {
        if (status >= 200 && status < 300) {
            return DELIVERED;
        }
        if (status >= 500 && status < 600) {
            return RETRYABLE;
        }
        return PERMANENT;
    }
}
