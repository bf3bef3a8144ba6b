package nl.opendk.ebms.cpa.check;

/** Text rules shared by the checks. */
final class Text {

    private Text() {}

    static boolean hasWhitespace(String value) {
        return value.chars().anyMatch(Character::isWhitespace);
    }

    static boolean isBlank(String value) {
        return value == null || value.isBlank();
    }
}
