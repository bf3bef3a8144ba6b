package nl.opendk.ebms.testkit.message;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A request fixture: HTTP headers, an empty line, then the body, as in the files under messages/. A header left
 * out of the file is absent from the request.
 */
public record HttpFixture(String name, Map<String, String> headers, byte[] body) {

    public static HttpFixture load(String resource) {
        try (InputStream in = HttpFixture.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalArgumentException("no fixture " + resource);
            }
            return parse(resource.substring(resource.lastIndexOf('/') + 1).replace(".http", ""), in.readAllBytes());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static HttpFixture parse(String name, byte[] bytes) {
        Map<String, String> headers = new LinkedHashMap<>();
        int index = 0;
        while (true) {
            int newline = indexOf(bytes, (byte) '\n', index);
            String line = new String(bytes, index, newline - index, StandardCharsets.ISO_8859_1).strip();
            index = newline + 1;
            if (line.isEmpty()) {
                break;
            }
            int colon = line.indexOf(':');
            headers.put(
                    line.substring(0, colon).trim(), line.substring(colon + 1).trim());
        }
        return new HttpFixture(name, headers, Arrays.copyOfRange(bytes, index, bytes.length));
    }

    public String contentType() {
        return headers.get("Content-Type");
    }

    public String soapAction() {
        return headers.get("SOAPAction");
    }

    private static int indexOf(byte[] bytes, byte value, int from) {
        for (int i = from; i < bytes.length; i++) {
            if (bytes[i] == value) {
                return i;
            }
        }
        throw new IllegalArgumentException("fixture has no empty line after its headers");
    }
}
