package nl.opendk.ebms.perf.jmeter;

import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads RFC 4180 CSV as JMeter writes its JTL: fields in double quotes may hold commas, doubled quotes and line
 * ends (assertion failure messages span several lines), so a record is not a line.
 */
public final class CsvReader {

    private final Reader in;

    public CsvReader(Reader in) {
        this.in = in;
    }

    /** @return the next record's fields, or null at the end of the input */
    public List<String> next() throws IOException {
        int c = read();
        if (c == -1) {
            return null;
        }
        List<String> fields = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        boolean quoted = false;
        while (true) {
            if (quoted) {
                if (c == -1) {
                    throw new IOException("the input ends inside a quoted field");
                }
                if (c == '"') {
                    int following = read();
                    if (following == '"') {
                        field.append('"');
                    } else {
                        quoted = false;
                        c = following;
                        continue;
                    }
                } else {
                    field.append((char) c);
                }
            } else if (c == '"' && field.isEmpty()) {
                quoted = true;
            } else if (c == ',') {
                fields.add(field.toString());
                field.setLength(0);
            } else if (c == '\n' || c == -1) {
                fields.add(field.toString());
                return fields;
            } else if (c != '\r') {
                field.append((char) c);
            }
            c = read();
        }
    }

    private int read() throws IOException {
        return in.read();
    }
}
