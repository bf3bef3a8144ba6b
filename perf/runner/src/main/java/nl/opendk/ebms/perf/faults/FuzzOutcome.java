package nl.opendk.ebms.perf.faults;

import nl.opendk.ebms.perf.hostile.FuzzInput;
import nl.opendk.ebms.perf.hostile.Mutation;
import nl.opendk.ebms.perf.traffic.Answer;
import nl.opendk.ebms.perf.traffic.Failures;

/** One fuzz input and what its node answered. */
public record FuzzOutcome(int index, Mutation mutation, String base, String detail, String node, Answer answer) {

    public static final String HEADER = "index\tmutation\tbase\tnode\tstatus\tlatency_ms\treason\tdetail";

    public static FuzzOutcome of(FuzzInput input, String node, Answer answer) {
        return new FuzzOutcome(input.index(), input.mutation(), input.base(), input.detail(), node, answer);
    }

    /** "HTTP 500", or the failure: the column the report counts answers by. */
    public String status() {
        return answer.isHttp() ? "HTTP " + answer.status() : answer.reason();
    }

    /**
     * An answer that is a defect whatever the input was: no SOAP envelope where one is due (every answer with a
     * body, every 5xx), or no answer at all (the connection dropped, or nothing within the timeout).
     */
    public boolean finding() {
        return answer.notSoap() || (!answer.isHttp() && !Failures.REFUSED.equals(answer.reason()));
    }

    public String toLine() {
        return index + "\t" + mutation + "\t" + base + "\t" + node + "\t" + answer.status() + "\t"
                + answer.latencyMillis() + "\t"
                + answer.reason().replace('\t', ' ').replace('\n', ' ') + "\t"
                + detail.replace('\t', ' ');
    }
}
