package nl.opendk.ebms.protocol.security.sign;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;

/**
 * RFC 2392 cid: URLs for the ds:Reference of each attachment (ebMS 2.0 §4.1.3). A Content-ID is an addr-spec and
 * normally needs no escaping; characters a URI cannot hold are percent-encoded (RFC 2392 §2, RFC 3986 §2.1).
 */
final class CidUris {

    private static final String SCHEME = "cid:";
    private static final String URI_SAFE = "-._~!$&'()*+,;=:@/?";

    private CidUris() {}

    static String uri(String contentId) {
        StringBuilder uri = new StringBuilder(SCHEME.length() + contentId.length()).append(SCHEME);
        for (byte b : contentId.getBytes(StandardCharsets.UTF_8)) {
            char c = (char) (b & 0xff);
            if (isAsciiLetterOrDigit(c) || URI_SAFE.indexOf(c) >= 0) {
                uri.append(c);
            } else {
                uri.append('%').append(HexFormat.of().withUpperCase().toHexDigits(b));
            }
        }
        return uri.toString();
    }

    static boolean isCid(String uri) {
        return uri != null && uri.regionMatches(true, 0, SCHEME, 0, SCHEME.length());
    }

    /** The Content-ID a cid: URL names, percent-decoded; null when it is not a cid: URL or badly escaped. */
    static String contentId(String uri) {
        if (!isCid(uri)) {
            return null;
        }
        String encoded = uri.substring(SCHEME.length());
        ByteArrayOutputStream decoded = new ByteArrayOutputStream(encoded.length());
        for (int i = 0; i < encoded.length(); i++) {
            char c = encoded.charAt(i);
            if (c != '%') {
                decoded.writeBytes(String.valueOf(c).getBytes(StandardCharsets.UTF_8));
            } else if (i + 2 < encoded.length() && isHex(encoded.charAt(i + 1)) && isHex(encoded.charAt(i + 2))) {
                decoded.write(HexFormat.fromHexDigits(encoded, i + 1, i + 3));
                i += 2;
            } else {
                return null;
            }
        }
        return decoded.toString(StandardCharsets.UTF_8);
    }

    private static boolean isAsciiLetterOrDigit(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
    }

    private static boolean isHex(char c) {
        return Character.digit(c, 16) >= 0;
    }
}
