package nl.opendk.ebms.perf.load;

import java.nio.charset.StandardCharsets;

/**
 * The business payload: a well-formed XML document of exactly the requested size in bytes (ASCII), made of
 * repeated records and padded with whitespace, so that its size is what the report says and its content is
 * plausible for a back end (the adapter stores it without parsing).
 */
public final class Payload {

    static final String HEAD = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<bericht>\n";
    static final String TAIL = "</bericht>\n";
    static final String RECORD = "  <regel nummer=\"0000000\">Proefgegevens voor de prestatietest</regel>\n";

    /** The smallest payload: the document's head and tail. */
    public static final int MIN_BYTES = HEAD.length() + TAIL.length();

    private Payload() {}

    public static byte[] of(int bytes) {
        if (bytes < MIN_BYTES) {
            throw new IllegalArgumentException("a payload has at least " + MIN_BYTES + " bytes, not " + bytes);
        }
        StringBuilder text = new StringBuilder(bytes).append(HEAD);
        int number = 1;
        while (text.length() + RECORD.length() + TAIL.length() <= bytes) {
            text.append(RECORD.replace("0000000", String.format("%07d", number++ % 10_000_000)));
        }
        text.append(" ".repeat(bytes - text.length() - TAIL.length())).append(TAIL);
        return text.toString().getBytes(StandardCharsets.US_ASCII);
    }
}
