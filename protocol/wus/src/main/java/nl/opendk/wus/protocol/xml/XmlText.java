package nl.opendk.wus.protocol.xml;

/**
 * Text that came from outside on its way into XML we write, a finding or a log line: characters that cannot be
 * shown (controls, bidi and zero-width format characters, separators, lone surrogates) are escaped as
 * {@code \\uXXXX}, the length is bounded, and markup characters are escaped for XML.
 */
public final class XmlText {

    private XmlText() {}

    /** The value with unprintable characters escaped and at most {@code maxLength} characters (an ellipsis when cut). */
    public static String printable(String value, int maxLength) {
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

    /** True when no character is a control, format or separator character (space included) or a lone surrogate. */
    public static boolean isPrintableToken(String value) {
        for (int i = 0; i < value.length(); ) {
            int codePoint = value.codePointAt(i);
            if (!isPrintable(codePoint) || Character.isWhitespace(codePoint) || Character.isSpaceChar(codePoint)) {
                return false;
            }
            i += Character.charCount(codePoint);
        }
        return true;
    }

    /** Appends the value escaped for XML element content and attribute values (quotes included). */
    public static StringBuilder appendEscaped(StringBuilder out, String value) {
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            switch (c) {
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '&' -> out.append("&amp;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&apos;");
                default -> out.append(c);
            }
        }
        return out;
    }

    private static boolean isPrintable(int codePoint) {
        return switch (Character.getType(codePoint)) {
            case Character.CONTROL,
                    Character.FORMAT,
                    Character.LINE_SEPARATOR,
                    Character.PARAGRAPH_SEPARATOR,
                    Character.SURROGATE,
                    Character.UNASSIGNED,
                    Character.PRIVATE_USE -> false;
            default -> true;
        };
    }
}
