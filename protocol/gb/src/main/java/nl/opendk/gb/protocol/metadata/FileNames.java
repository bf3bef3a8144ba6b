package nl.opendk.gb.protocol.metadata;

/**
 * The rules a GB filename follows: MD007 (letters, digits, '.', '_' and '-', at most 200 characters) and, in the
 * pull schema, xs:NCName, which also forbids a digit, '.' or '-' first. The push schema's filename is xs:string, so
 * there MD007 alone applies.
 */
public final class FileNames {

    /** MD007. */
    public static final int MAX_LENGTH = 200;

    private FileNames() {}

    /** What is wrong with the name for pull metadata, or null when nothing is. */
    public static String problem(String name) {
        String problem = pushProblem(name);
        if (problem != null) {
            return problem;
        }
        char first = name.charAt(0);
        if (!Character.isLetter(first) && first != '_') {
            return "the filename starts with '" + first + "', which the pull schema's xs:NCName forbids";
        }
        return null;
    }

    /** What is wrong with the name for push metadata (MD007 only: the push schema's filename is xs:string). */
    public static String pushProblem(String name) {
        if (name == null || name.isEmpty()) {
            return "the filename is empty";
        }
        if (name.length() > MAX_LENGTH) {
            return "the filename is " + name.length() + " characters; MD007 allows " + MAX_LENGTH;
        }
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (!Character.isLetterOrDigit(c) && c != '.' && c != '_' && c != '-') {
                return "the filename holds '" + c + "'; MD007 allows letters, digits, '.', '_' and '-'";
            }
        }
        return null;
    }

    /**
     * A name we may write for a back end's file name: characters MD007 does not allow become '_', a first
     * character xs:NCName does not allow gets a leading '_', and the result is cut to 200 characters.
     */
    public static String safe(String name) {
        StringBuilder safe = new StringBuilder();
        String source = name == null || name.isBlank() ? "file" : name.strip();
        for (int i = 0; i < source.length(); i++) {
            char c = source.charAt(i);
            safe.append(Character.isLetterOrDigit(c) || c == '.' || c == '-' ? c : '_');
        }
        if (!Character.isLetter(safe.charAt(0)) && safe.charAt(0) != '_') {
            safe.insert(0, '_');
        }
        return safe.length() > MAX_LENGTH ? safe.substring(0, MAX_LENGTH) : safe.toString();
    }
}
