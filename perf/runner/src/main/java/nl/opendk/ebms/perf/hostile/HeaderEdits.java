package nl.opendk.ebms.perf.hostile;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import nl.opendk.ebms.perf.traffic.Request;

/** Damage to what the HTTP headers say about the body: its Content-Type, its MIME boundary and its SOAPAction. */
final class HeaderEdits {

    static final List<String> BAD_CONTENT_TYPES = Arrays.asList(
            null,
            "",
            "text/plain",
            "application/octet-stream",
            "application/soap+xml; charset=UTF-8",
            "text/xml; charset=ISO-2022-JP",
            "text/xml; charset=no-such-charset",
            "text/xml; charset=UTF-16",
            "multipart/mixed; boundary=\"" + FuzzBase.BOUNDARY + "\"",
            "text/xml; charset=UTF-8; " + "a".repeat(8_000) + "=b",
            ";;;;=;\"",
            "text/xml; charset=\"UTF-8");

    static final List<String> BAD_SOAP_ACTIONS =
            Arrays.asList(null, "", "\"\"", "\"Ping\"", "\"ebXML\" \"ebXML\"", "\"" + "e".repeat(5_000) + "\"");

    private HeaderEdits() {}

    static Edit contentType(Request request, SplittableRandom random) {
        if (random.nextInt(4) == 0) {
            return new Edit(request.withContentType(printable(random)), "random Content-Type");
        }
        String chosen = BAD_CONTENT_TYPES.get(random.nextInt(BAD_CONTENT_TYPES.size()));
        return new Edit(request.withContentType(chosen), "Content-Type " + shown(chosen));
    }

    static Edit soapAction(Request request, SplittableRandom random) {
        String chosen = BAD_SOAP_ACTIONS.get(random.nextInt(BAD_SOAP_ACTIONS.size()));
        return new Edit(request.withSoapAction(chosen), "SOAPAction " + shown(chosen));
    }

    /**
     * A multipart Content-Type whose boundary does not delimit the body: another boundary, none, one longer than
     * RFC 2046's 70 characters, or (for the multipart message) a body whose closing delimiter is gone.
     */
    static Edit boundary(Request request, SplittableRandom random) {
        String multipart = "multipart/related; type=\"text/xml\"; start=\"<envelope@perf.test>\"";
        int variant = random.nextInt(request.contentType().startsWith("multipart/") ? 4 : 3);
        return switch (variant) {
            case 0 -> new Edit(request.withContentType(multipart + "; boundary=\"OTHER_BOUNDARY\""), "other boundary");
            case 1 -> new Edit(request.withContentType(multipart), "no boundary parameter");
            case 2 -> new Edit(
                    request.withContentType(multipart + "; boundary=\"" + "b".repeat(200) + "\""),
                    "boundary of 200 characters");
            default -> {
                String text = Edit.text(request);
                String close = "--" + FuzzBase.BOUNDARY + "--";
                yield Edit.body(request, text.replace(close, "--" + FuzzBase.BOUNDARY), "no closing delimiter");
            }
        };
    }

    /** Printable ASCII only: the HTTP client refuses control characters in a header, as it should. */
    private static String printable(SplittableRandom random) {
        char[] value = new char[1 + random.nextInt(200)];
        for (int i = 0; i < value.length; i++) {
            value[i] = (char) (0x20 + random.nextInt(0x7F - 0x20));
        }
        return new String(value).trim();
    }

    private static String shown(String value) {
        if (value == null) {
            return "missing";
        }
        return value.length() > 60
                ? "'" + value.substring(0, 40) + "...' (" + value.length() + " characters)"
                : "'" + value + "'";
    }
}
