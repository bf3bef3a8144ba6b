package nl.opendk.ebms.perf.faults;

/**
 * One line of the report's targets table.
 *
 * @param met null when the scenario did not run
 */
public record TargetRow(String target, String scenario, String measured, Boolean met) {

    public String metText() {
        return met == null ? "not run" : met ? "yes" : "**no**";
    }
}
