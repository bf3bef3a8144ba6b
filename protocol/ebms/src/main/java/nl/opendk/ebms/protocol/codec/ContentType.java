package nl.opendk.ebms.protocol.codec;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * A parsed MIME Content-Type (RFC 2045 §5.1): lower-cased media type and parameters with quotes removed.
 * Parameter names are lower-cased; values keep their case (boundaries and Content-IDs are case-sensitive).
 */
public record ContentType(String mediaType, Map<String, String> parameters) {

    public static final String TEXT_XML = "text/xml";
    public static final String MULTIPART_RELATED = "multipart/related";
    public static final String SOAP_12 = "application/soap+xml";

    public ContentType {
        parameters = Collections.unmodifiableMap(new LinkedHashMap<>(parameters));
    }

    public static ContentType parse(String header) {
        if (header == null) {
            return new ContentType("", Map.of());
        }
        int semicolon = header.indexOf(';');
        String type =
                (semicolon < 0 ? header : header.substring(0, semicolon)).trim().toLowerCase(Locale.ROOT);
        Map<String, String> parameters = new LinkedHashMap<>();
        int position = semicolon;
        while (position >= 0 && position < header.length()) {
            position = readParameter(header, position + 1, parameters);
        }
        return new ContentType(type, parameters);
    }

    public String parameter(String name) {
        return parameters.get(name);
    }

    /** Reads one {@code name=value} pair starting at {@code start}; returns the index of the next ';' or -1. */
    private static int readParameter(String header, int start, Map<String, String> parameters) {
        int equals = header.indexOf('=', start);
        if (equals < 0) {
            return -1;
        }
        String name = header.substring(start, equals).trim().toLowerCase(Locale.ROOT);
        int index = equals + 1;
        while (index < header.length() && header.charAt(index) == ' ') {
            index++;
        }
        String value;
        int next;
        if (index < header.length() && header.charAt(index) == '"') {
            StringBuilder quoted = new StringBuilder();
            index++;
            while (index < header.length() && header.charAt(index) != '"') {
                char c = header.charAt(index);
                if (c == '\\' && index + 1 < header.length()) {
                    c = header.charAt(++index);
                }
                quoted.append(c);
                index++;
            }
            value = quoted.toString();
            next = header.indexOf(';', index);
        } else {
            next = header.indexOf(';', index);
            value = (next < 0 ? header.substring(index) : header.substring(index, next)).trim();
        }
        if (!name.isEmpty()) {
            parameters.putIfAbsent(name, value);
        }
        return next;
    }
}
