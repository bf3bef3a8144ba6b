package nl.opendk.ebms.perf.traffic;

import java.util.Objects;

/**
 * What one request got: an HTTP status with what the body said, or a failure without a status (connection refused,
 * reset, timeout). The reason is a short, stable text by which answers are grouped in the reports.
 *
 * @param status the HTTP status, or 0 when no HTTP answer came
 * @param latencyMillis from the request's scheduled time to the end of the answer (or the failure)
 * @param sendLagMillis from the scheduled time until the request went out: the wait for a free slot of the client
 * @param body what the body held
 * @param reason "HTTP 204", "HTTP 503 SOAP Fault Server: ...", "connection refused", ...
 */
public record Answer(int status, long latencyMillis, long sendLagMillis, AnswerBody body, String reason) {

    public Answer {
        Objects.requireNonNull(body, "body");
        Objects.requireNonNull(reason, "reason");
    }

    /** An HTTP answer; its reason is derived from the status and the body. */
    public static Answer http(int status, long latencyMillis, long sendLagMillis, AnswerBody body) {
        return new Answer(status, latencyMillis, sendLagMillis, body, "HTTP " + status + body.summary());
    }

    /** No HTTP answer at all. */
    public static Answer failure(long latencyMillis, long sendLagMillis, String reason) {
        return new Answer(0, latencyMillis, sendLagMillis, AnswerBody.EMPTY, reason);
    }

    /**
     * The message was taken: a 2xx whose body carries neither a SOAP Fault nor an ebMS ErrorList. A 200 with a
     * synchronous MessageError is a refusal, whatever its status says.
     */
    public boolean accepted() {
        return status >= 200 && status < 300 && !body.isFault() && !body.isErrorList();
    }

    public boolean isHttp() {
        return status > 0;
    }

    /** An HTTP answer whose body is not a SOAP envelope although it should be (every non-empty answer, every 5xx). */
    public boolean notSoap() {
        return isHttp() && !body.isEnvelope() && (body.hasContent() || status >= 500);
    }
}
