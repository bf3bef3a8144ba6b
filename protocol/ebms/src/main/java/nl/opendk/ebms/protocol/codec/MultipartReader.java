package nl.opendk.ebms.protocol.codec;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import nl.opendk.ebms.protocol.error.EbmsErrorCode;
import nl.opendk.ebms.protocol.error.SoapFault;
import nl.opendk.ebms.protocol.error.SoapFaultException;

/**
 * Splits a multipart/related body (RFC 2046 §5.1, RFC 2387) into parts without copying content. Line ends may
 * be CRLF or bare LF, as some senders write them. Anything structurally wrong is a MIME problem: without a sound
 * structure the SOAP envelope cannot be located (ebMS 2.0 §2.1.2).
 */
final class MultipartReader {

    private static final int MAX_HEADER_BYTES = 16 * 1024;

    private final int maxParts;
    private final int maxPartBytes;

    /** Parts of any size: for callers that bound the whole body themselves. */
    MultipartReader(int maxParts) {
        this(maxParts, Integer.MAX_VALUE);
    }

    MultipartReader(int maxParts, int maxPartBytes) {
        this.maxParts = maxParts;
        this.maxPartBytes = maxPartBytes;
    }

    List<MimePart> read(byte[] body, String boundary) {
        if (boundary == null || boundary.isEmpty() || boundary.length() > 70) {
            throw mimeProblem("multipart/related without a valid boundary parameter (RFC 2046 §5.1.1)");
        }
        byte[] delimiter = ("--" + boundary).getBytes(StandardCharsets.US_ASCII);
        int position = firstDelimiter(body, delimiter);
        List<MimePart> parts = new ArrayList<>();
        while (true) {
            int afterDelimiter = position + delimiter.length;
            if (startsWith(body, afterDelimiter, "--")) {
                break;
            }
            int headerStart = skipLineEnd(body, afterDelimiter);
            if (parts.size() == maxParts) {
                throw mimeProblem("more than " + maxParts + " MIME parts");
            }
            int next = nextDelimiter(body, delimiter, headerStart);
            MimePart part = readPart(body, headerStart, lineStart(body, next));
            if (part.length() > maxPartBytes) {
                throw mimeProblem("a MIME part of " + part.length() + " bytes exceeds the limit of " + maxPartBytes
                        + " (larger payloads go by Grote Berichten, DK-GB VW001)");
            }
            parts.add(part);
            position = next;
        }
        if (parts.isEmpty()) {
            throw mimeProblem("multipart/related body has no parts");
        }
        return parts;
    }

    private static int firstDelimiter(byte[] body, byte[] delimiter) {
        if (startsWith(body, 0, delimiter)) {
            return 0;
        }
        int found = indexOf(body, delimiter, 0);
        if (found < 0 || !atLineStart(body, found)) {
            throw mimeProblem("multipart body does not contain its boundary");
        }
        return found;
    }

    private static int nextDelimiter(byte[] body, byte[] delimiter, int from) {
        int index = from;
        while (true) {
            int found = indexOf(body, delimiter, index);
            if (found < 0) {
                throw mimeProblem("multipart body ends without its closing boundary");
            }
            if (atLineStart(body, found)) {
                return found;
            }
            index = found + 1;
        }
    }

    private static MimePart readPart(byte[] body, int start, int end) {
        Map<String, String> headers = new LinkedHashMap<>();
        int index = start;
        String previousName = null;
        while (true) {
            int lineEnd = indexOfLineEnd(body, index, end);
            if (lineEnd < 0 || lineEnd - start > MAX_HEADER_BYTES) {
                throw mimeProblem("MIME part headers are not terminated by an empty line");
            }
            if (lineEnd == index) {
                int contentStart = skipLineEnd(body, index);
                return new MimePart(headers, body, contentStart, Math.max(0, end - contentStart));
            }
            String line = new String(body, index, lineEnd - index, StandardCharsets.ISO_8859_1);
            previousName = addHeaderLine(headers, line, previousName);
            index = skipLineEnd(body, lineEnd);
        }
    }

    private static String addHeaderLine(Map<String, String> headers, String line, String previousName) {
        if ((line.startsWith(" ") || line.startsWith("\t")) && previousName != null) {
            headers.computeIfPresent(previousName, (name, value) -> value + " " + line.trim());
            return previousName;
        }
        int colon = line.indexOf(':');
        if (colon <= 0) {
            throw mimeProblem("malformed MIME part header line");
        }
        String name = line.substring(0, colon).trim().toLowerCase(Locale.ROOT);
        headers.putIfAbsent(name, line.substring(colon + 1).trim());
        return name;
    }

    /** The index where the line holding {@code index} ends (at CR of CRLF, or at LF), or -1 before {@code limit}. */
    private static int indexOfLineEnd(byte[] body, int index, int limit) {
        for (int i = index; i < limit; i++) {
            if (body[i] == '\n') {
                return i > index && body[i - 1] == '\r' ? i - 1 : i;
            }
        }
        return -1;
    }

    private static int skipLineEnd(byte[] body, int index) {
        int i = index;
        while (i < body.length && (body[i] == ' ' || body[i] == '\t')) {
            i++;
        }
        if (i < body.length && body[i] == '\r') {
            i++;
        }
        if (i < body.length && body[i] == '\n') {
            return i + 1;
        }
        throw mimeProblem("MIME boundary or header line not followed by a line end");
    }

    /** Where the line end before a delimiter begins: the delimiter's CRLF belongs to the boundary (RFC 2046). */
    private static int lineStart(byte[] body, int delimiterIndex) {
        int index = delimiterIndex - 1;
        if (index >= 0 && body[index] == '\n') {
            index--;
            if (index >= 0 && body[index] == '\r') {
                index--;
            }
        }
        return index + 1;
    }

    private static boolean atLineStart(byte[] body, int index) {
        return index == 0 || body[index - 1] == '\n';
    }

    private static boolean startsWith(byte[] body, int index, String ascii) {
        return startsWith(body, index, ascii.getBytes(StandardCharsets.US_ASCII));
    }

    private static boolean startsWith(byte[] body, int index, byte[] prefix) {
        if (index < 0 || index + prefix.length > body.length) {
            return false;
        }
        for (int i = 0; i < prefix.length; i++) {
            if (body[index + i] != prefix[i]) {
                return false;
            }
        }
        return true;
    }

    private static int indexOf(byte[] body, byte[] target, int from) {
        byte first = target[0];
        int last = body.length - target.length;
        for (int i = Math.max(from, 0); i <= last; i++) {
            if (body[i] == first && startsWith(body, i, target)) {
                return i;
            }
        }
        return -1;
    }

    private static SoapFaultException mimeProblem(String reason) {
        return new SoapFaultException(SoapFault.client(EbmsErrorCode.MIME_PROBLEM, reason));
    }
}
