package nl.opendk.ebms.protocol.text;

/**
 * Which characters a stored or echoed value may hold. XML lets a sender put line breaks, bidi overrides (U+202E)
 * and invisible characters (U+200B) into any element; in an identifier they make two different values look the
 * same in the console and in logs, or split a log line in two. So identifiers must be free of control characters
 * (Unicode Cc: tab, CR, LF included), format characters (Cf: bidi controls, zero-width characters, soft hyphen),
 * line and paragraph separators and lone surrogates.
 */
public final class Printable {

    private Printable() {}

    /** True when every character may appear in a stored identifier; null and empty values are printable. */
    public static boolean isPrintable(String value) {
        if (value == null) {
            return true;
        }
        for (int i = 0; i < value.length(); ) {
            char c = value.charAt(i);
            // printable ASCII, nearly every character of a real identifier, without the Unicode table lookup
            if (c >= ' ' && c < 0x7F) {
                i++;
                continue;
            }
            int codePoint = value.codePointAt(i);
            if (!isPrintable(codePoint)) {
                return false;
            }
            i += Character.charCount(codePoint);
        }
        return true;
    }

    /**
     * The value as it may be written into an error description or a log line: every character that is not
     * printable shown as {@code \\uXXXX}, and at most {@code maxLength} characters, the last an ellipsis when cut.
     */
    public static String escape(String value, int maxLength) {
        if (value == null) {
            return null;
        }
        StringBuilder out = new StringBuilder(Math.min(value.length(), maxLength) + 8);
        for (int i = 0; i < value.length() && out.length() <= maxLength; ) {
            int codePoint = value.codePointAt(i);
            if (isPrintable(codePoint)) {
                out.appendCodePoint(codePoint);
            } else {
                out.append(String.format("\\u%04X", codePoint));
            }
            i += Character.charCount(codePoint);
        }
        if (out.length() > maxLength) {
            out.setLength(maxLength - 1);
            out.append('…');
        }
        return out.toString();
    }

    private static boolean isPrintable(int codePoint) {
        return switch (Character.getType(codePoint)) {
            case Character.CONTROL,
                    Character.FORMAT,
                    Character.LINE_SEPARATOR,
                    Character.PARAGRAPH_SEPARATOR,
                    Character.SURROGATE -> false;
            default -> true;
        };
    }
}
