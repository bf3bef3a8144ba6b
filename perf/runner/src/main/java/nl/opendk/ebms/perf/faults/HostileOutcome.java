package nl.opendk.ebms.perf.faults;

import nl.opendk.ebms.perf.hostile.Hostility;
import nl.opendk.ebms.perf.traffic.Answer;

/** A hostile Ping of the poison scenario and its answer. */
public record HostileOutcome(int round, Hostility hostility, String messageId, String node, Answer answer) {

    public static final String HEADER = "round\thostility\tmessage_id\tnode\tstatus\tlatency_ms\treason";

    /**
     * How a partner MSH would take the answer: as done (accepted, or refused for good: an ebMS ErrorList, a SOAP
     * Fault that is not a Server fault), as worth sending again (503, a Server fault: DK-ebMS2 ch05 treats 503 as
     * recoverable), or as broken (no SOAP envelope where one is due).
     */
    public Verdict verdict() {
        if (answer.accepted()) {
            return Verdict.ACCEPTED;
        }
        if (answer.notSoap()) {
            return Verdict.NOT_SOAP;
        }
        boolean server =
                answer.body().isFault() && "Server".equals(answer.body().faultCode());
        if (answer.status() == 503 || server) {
            return Verdict.RETRYABLE;
        }
        if (answer.body().isErrorList() || answer.body().isFault()) {
            return Verdict.PERMANENT;
        }
        return Verdict.OTHER;
    }

    public String toLine() {
        return round + "\t" + hostility + "\t" + clean(messageId) + "\t" + node + "\t" + answer.status() + "\t"
                + answer.latencyMillis() + "\t" + clean(answer.reason());
    }

    private static String clean(String value) {
        return value.replace("\t", "\\t").replace("\n", "\\n").replace("\r", "\\r");
    }

    /** See {@link #verdict()}; OTHER is no HTTP answer, or an error status with an empty body. */
    public enum Verdict {
        ACCEPTED,
        PERMANENT,
        RETRYABLE,
        NOT_SOAP,
        OTHER
    }
}
