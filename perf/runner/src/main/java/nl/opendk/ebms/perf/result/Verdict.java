package nl.opendk.ebms.perf.result;

import java.util.ArrayList;
import java.util.List;
import nl.opendk.ebms.perf.pong.PongResult;

/**
 * Whether a step met the seed's success criteria that are not timing: every message sent, accepted (204) and
 * stored, every Pong delivered once, correct and in time, nothing else at the partner's endpoint. Timing figures
 * are reported against their targets but never fail a run: on a shared machine they are not reproducible.
 */
public final class Verdict {

    private Verdict() {}

    /**
     * The one-line verdict of a run, which agrees with its Targets table: PASS only when every check passed and every
     * target was met; TARGETS NOT MET when the run was correct but the table has a "no"; FAIL when a check failed.
     * Only FAIL ends the run with a non-zero exit: timing on a shared machine is reported, not asserted.
     */
    public static String line(List<String> failures, List<String> unmetTargets) {
        return line(failures, unmetTargets, true);
    }

    /** @param storedCounted whether the run counted the stored messages (it cannot without the adapter's database) */
    public static String line(List<String> failures, List<String> unmetTargets, boolean storedCounted) {
        if (!failures.isEmpty()) {
            return "FAIL: " + String.join("; ", failures)
                    + (unmetTargets.isEmpty() ? "" : "; targets not met: " + String.join("; ", unmetTargets));
        }
        String clean = storedCounted
                ? "every message accepted, stored and answered"
                : "every message accepted and answered (storage not counted)";
        if (!unmetTargets.isEmpty()) {
            return "TARGETS NOT MET: " + String.join("; ", unmetTargets) + " (" + clean + ")";
        }
        return "PASS: " + clean + ", and every target met";
    }

    /** @return the reasons the step failed; empty when it passed */
    public static List<String> failures(StepResult result) {
        List<String> failures = new ArrayList<>(result.problems());
        PhaseStats total = result.total();
        if (total.samples() == 0) {
            failures.add("JMeter sent nothing (see its log: are the plan's properties set?)");
            return failures;
        }
        if (total.scheduled() > total.samples()) {
            failures.add("JMeter sent " + total.samples() + " of " + total.scheduled() + " scheduled messages");
        }
        if (total.errors() > 0) {
            failures.add(total.errors() + " of " + total.samples() + " messages failed (not answered "
                    + (result.step().message().wus() ? 200 : 204) + ")");
        }
        PongResult pongs = result.pongs();
        String answers = result.step().message().answerName() + "s";
        if (pongs.missing() > 0) {
            failures.add(pongs.missing() + " of " + pongs.expected() + " " + answers + " missing");
        }
        if (pongs.late() > 0) {
            failures.add(pongs.late() + " " + answers + " late");
        }
        if (pongs.duplicates() > 0) {
            failures.add(pongs.duplicates() + " duplicate " + answers);
        }
        if (pongs.problems() > 0) {
            failures.add(
                    pongs.problems() + " wrong messages at the sink (" + pongs.messageErrors() + " MessageErrors)");
        }
        if (result.stored().isPresent() && result.stored().getAsLong() < result.accepted()) {
            failures.add("only " + result.stored().getAsLong() + " of " + result.accepted()
                    + (result.step().message().wus()
                            ? " answered WUS calls are recorded as answered"
                            : " accepted messages are in the database"));
        }
        return failures;
    }
}
