package nl.opendk.ebms.protocol.text;

/**
 * RFC 2822 §3.6.4 {@code msg-id} without its angle brackets: {@code id-left "@" id-right}, the form ebMS 2.0
 * §3.1.6.1 prescribes for MessageId (and so for RefToMessageId) and RFC 2392 for the Content-ID a {@code cid:} URL
 * names. id-left is a dot-atom-text or a quoted string without folding, id-right a dot-atom-text or a domain
 * literal without folding. The obsolete forms (§4.5.4) may not be generated and are not accepted. DK-BP EB013's
 * {@code UUID@host} is a msg-id; a URI after the {@code @} is one only when it has no {@code :}.
 */
public final class MsgIdSyntax {

    /** RFC 2822 §3.2.4 atext besides letters and digits. */
    private static final String ATEXT_SYMBOLS = "!#$%&'*+-/=?^_`{|}~";

    private MsgIdSyntax() {}

    public static boolean isMsgId(String value) {
        if (value == null || value.isEmpty()) {
            return false;
        }
        int end = value.charAt(0) == '"' ? quotedEnd(value, 0, '"', '"') : dotAtomEnd(value, 0);
        if (end < 0 || end >= value.length() || value.charAt(end) != '@') {
            return false;
        }
        int start = end + 1;
        if (start >= value.length()) {
            return false;
        }
        int rightEnd = value.charAt(start) == '[' ? quotedEnd(value, start, '[', ']') : dotAtomEnd(value, start);
        return rightEnd == value.length();
    }

    /** §3.2.4 dot-atom-text: 1*atext *("." 1*atext); the index after it, or -1. */
    private static int dotAtomEnd(String value, int start) {
        int i = start;
        boolean atomStarted = false;
        while (i < value.length()) {
            char c = value.charAt(i);
            if (isAtext(c)) {
                atomStarted = true;
            } else if (c == '.' && atomStarted) {
                atomStarted = false;
            } else {
                break;
            }
            i++;
        }
        return atomStarted ? i : -1;
    }

    /**
     * §3.6.4 no-fold-quote ({@code "..."}, qtext or quoted-pair) and no-fold-literal ({@code [...]}, dtext or
     * quoted-pair): the index after the closing character, or -1.
     */
    private static int quotedEnd(String value, int start, char open, char close) {
        int i = start + 1;
        while (i < value.length()) {
            char c = value.charAt(i);
            if (c == close) {
                return i + 1;
            }
            if (c == '\\') {
                if (i + 1 >= value.length() || !isText(value.charAt(i + 1))) {
                    return -1;
                }
                i += 2;
            } else if (isVisibleAscii(c) && (open == '"' ? c != '"' : c != '[' && c != ']')) {
                // qtext: visible ASCII but the quote and backslash; dtext: visible ASCII but brackets and backslash
                i++;
            } else {
                return -1;
            }
        }
        return -1;
    }

    private static boolean isAtext(char c) {
        return (c >= 'a' && c <= 'z')
                || (c >= 'A' && c <= 'Z')
                || (c >= '0' && c <= '9')
                || ATEXT_SYMBOLS.indexOf(c) >= 0;
    }

    /** §3.2.1 text: US-ASCII except NUL, CR and LF; only visible characters and space are accepted here. */
    private static boolean isText(char c) {
        return c >= 0x20 && c <= 0x7e;
    }

    private static boolean isVisibleAscii(char c) {
        return c >= 0x21 && c <= 0x7e && c != '\\';
    }
}
