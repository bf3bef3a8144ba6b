package nl.opendk.gb.protocol;

/**
 * One thing wrong with metadata or a transfer.
 *
 * @param location where: the data-reference's position (1 for the first) and the element, or the URL
 */
public record GbFinding(GbErrorCode code, String location, String description) {

    @Override
    public String toString() {
        return code + " (" + code.requirement() + ") at " + location + ": " + description;
    }
}
