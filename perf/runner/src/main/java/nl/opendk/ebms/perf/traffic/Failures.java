package nl.opendk.ebms.perf.traffic;

import java.io.IOException;
import java.net.ConnectException;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpTimeoutException;
import java.util.Locale;

/**
 * Names a request that got no HTTP answer, as a partner MSH would tell them apart: nobody listening (connection
 * refused: the node is down), the connection dropped under the request (reset or closed: the node died while
 * answering, or a kept-alive connection to a node that has since died), or no answer in time.
 */
public final class Failures {

    public static final String REFUSED = "connection refused";
    public static final String RESET = "connection reset";
    public static final String CLOSED = "connection closed";
    public static final String TIMEOUT = "timeout";
    public static final String CONNECT_TIMEOUT = "connect timeout";

    private Failures() {}

    public static String reason(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof ConnectException) {
                return REFUSED;
            }
            if (cause instanceof HttpConnectTimeoutException) {
                return CONNECT_TIMEOUT;
            }
            if (cause instanceof HttpTimeoutException) {
                return TIMEOUT;
            }
            String message = String.valueOf(cause.getMessage()).toLowerCase(Locale.ROOT);
            if (message.contains("connection refused")) {
                return REFUSED;
            }
            if (message.contains("reset")) {
                return RESET;
            }
            if (cause instanceof IOException
                    && (message.contains("eof") || message.contains("closed") || message.contains("no bytes"))) {
                return CLOSED;
            }
        }
        Throwable root = failure;
        while (root.getCause() != null) {
            root = root.getCause();
        }
        return "I/O error: " + root.getClass().getSimpleName();
    }
}
