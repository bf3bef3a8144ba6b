package nl.opendk.ebms.service.gb.send;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.HttpURLConnection;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import javax.net.ssl.HttpsURLConnection;
import javax.net.ssl.SSLContext;
import nl.opendk.gb.protocol.transfer.RetryAfter;

/**
 * Puts a file on a partner's push service (DK-GB 3.8.1 ch02 push, GB002): one PUT with its exact Content-Length,
 * streamed from disk over mutual TLS with our certificate (GB008). The standard has no resumable upload, so a failed
 * PUT is made again whole; every PUT overwrites (GB016).
 */
public final class FilePut {

    private static final int BUFFER = 1 << 20;

    private final SSLContext tls;
    private final int connectTimeoutMillis;
    private final int timeoutMillis;

    /** @param tls our client side: our certificate, the trusted roots; null for plain http (tests only) */
    public FilePut(SSLContext tls, Duration connectTimeout, Duration timeout) {
        this.tls = tls;
        this.connectTimeoutMillis = (int) connectTimeout.toMillis();
        this.timeoutMillis = (int) timeout.toMillis();
    }

    /**
     * What the push service answered.
     *
     * @param status the HTTP status; 0 when no answer came (connection refused or cut)
     * @param problem what went wrong, for the log and the console; null on 2xx
     * @param retryAfter the Retry-After the service asked for, or null
     */
    public record Answer(int status, String problem, Duration retryAfter) {

        public boolean isStored() {
            return status >= 200 && status < 300;
        }

        /** 408, 429 and 5xx and no answer at all are tried again (GB013); any other refusal is final. */
        public boolean isRetryable() {
            return status == 0 || status == 408 || status == 429 || status >= 500;
        }
    }

    /** Told how far a PUT has come, every {@link #PROGRESS_EVERY} bytes; false stops it (the lease was lost). */
    @FunctionalInterface
    public interface Progress {
        boolean sent(long bytes);
    }

    /** How often a PUT reports its progress: often enough to hold a lease on a slow link. */
    static final long PROGRESS_EVERY = 8L << 20;

    /** The PUT was stopped because {@link Progress} said so. */
    public static final class Stopped extends IOException {
        private static final long serialVersionUID = 1L;

        Stopped() {
            super("stopped: the upload's lease was lost");
        }
    }

    /**
     * @return the push service's answer, or status 0 when none came
     * @throws Stopped when {@code progress} stopped it
     */
    public Answer put(URI url, Path file, Progress progress) throws Stopped {
        try {
            HttpURLConnection connection = (HttpURLConnection) url.toURL().openConnection();
            if (connection instanceof HttpsURLConnection https && tls != null) {
                https.setSSLSocketFactory(tls.getSocketFactory());
            }
            connection.setConnectTimeout(connectTimeoutMillis);
            connection.setReadTimeout(timeoutMillis);
            connection.setRequestMethod("PUT");
            connection.setDoOutput(true);
            connection.setRequestProperty("Content-Type", "application/octet-stream");
            // RFC 9110 §10.1.1: a service that refuses the PUT says so before the body goes, not after gigabytes
            connection.setRequestProperty("Expect", "100-continue");
            connection.setFixedLengthStreamingMode(Files.size(file));
            try (InputStream in = Files.newInputStream(file);
                    OutputStream out = body(connection)) {
                byte[] buffer = new byte[BUFFER];
                long sent = 0;
                long reported = 0;
                int read;
                while ((read = in.read(buffer)) != -1) {
                    out.write(buffer, 0, read);
                    sent += read;
                    if (sent - reported >= PROGRESS_EVERY) {
                        reported = sent;
                        if (!progress.sent(sent)) {
                            connection.disconnect();
                            throw new Stopped();
                        }
                    }
                }
            }
            int status = connection.getResponseCode();
            String body = answerBody(connection, status);
            return new Answer(
                    status,
                    status >= 200 && status < 300 ? null : status + " from the push service: " + body,
                    RetryAfter.seconds(connection.getHeaderField("Retry-After")));
        } catch (Stopped e) {
            throw e;
        } catch (Refused e) {
            return new Answer(e.status, e.status + " from the push service before the body was sent", null);
        } catch (IOException e) {
            return new Answer(0, "the push service could not be reached or the PUT broke off: " + e, null);
        }
    }

    /**
     * The request body's stream; when the service answered the Expect with a refusal, or refused and closed the
     * connection before the body was sent, the refusal as the answer rather than a broken connection.
     */
    private static OutputStream body(HttpURLConnection connection) throws IOException {
        try {
            return connection.getOutputStream();
        } catch (java.net.ProtocolException e) {
            throw new Refused(connection.getResponseCode());
        }
    }

    /** The service answered with a final status before it took the body. */
    private static final class Refused extends IOException {
        private static final long serialVersionUID = 1L;
        private final int status;

        Refused(int status) {
            super("refused before the body with " + status);
            this.status = status;
        }
    }

    private static String answerBody(HttpURLConnection connection, int status) throws IOException {
        try (InputStream in = status < 400 ? connection.getInputStream() : connection.getErrorStream()) {
            if (in == null) {
                return "";
            }
            byte[] head = in.readNBytes(500);
            in.transferTo(OutputStream.nullOutputStream());
            return new String(head, java.nio.charset.StandardCharsets.UTF_8);
        }
    }
}
