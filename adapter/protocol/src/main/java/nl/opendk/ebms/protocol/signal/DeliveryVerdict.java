package nl.opendk.ebms.protocol.signal;

/**
 * What an HTTP answer to a sent message means (DK-ebMS2 ch05 "HTTP Binding", from ebMS 2.0 App. B.2.3): 2xx is
 * delivered; 503 is explicitly recoverable and other 5xx (a SOAP Server fault, an overloaded or restarting peer)
 * are retried within the message's retry allowance; 3xx and 4xx are errors that a retry will not cure.
 */
public enum DeliveryVerdict {
    DELIVERED,
    RETRYABLE,
    PERMANENT;

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
