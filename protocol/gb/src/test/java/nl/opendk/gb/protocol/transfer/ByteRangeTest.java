package nl.opendk.gb.protocol.transfer;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** RFC 7233 §2.1 and §4.4 as GB001 makes them mandatory: which bytes a Range header asks of a 10,000-byte file. */
class ByteRangeTest {

    private static final long LENGTH = 10_000;

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "bytes=1000-       | PARTIAL       | bytes 1000-9999/10000 | 9000",
                "bytes=0-99        | PARTIAL       | bytes 0-99/10000      | 100",
                "bytes=9000-20000  | PARTIAL       | bytes 9000-9999/10000 | 1000",
                "bytes=-500        | PARTIAL       | bytes 9500-9999/10000 | 500",
                "BYTES = 5-5       | WHOLE         | bytes 0-9999/10000    | 10000",
                "bytes=10000-      | UNSATISFIABLE | bytes */10000         | 0",
                "bytes=0-1,5-9     | WHOLE         | bytes 0-9999/10000    | 10000",
                "items=0-1         | WHOLE         | bytes 0-9999/10000    | 10000",
                "bytes=9-1         | WHOLE         | bytes 0-9999/10000    | 10000",
                "bytes=x-          | WHOLE         | bytes 0-9999/10000    | 10000"
            })
    void resolvesTheHeaderAgainstTheFile(String header, ByteRange.Kind kind, String contentRange, long count) {
        ByteRange range = ByteRange.of(header, LENGTH);

        assertThat(range.kind()).isEqualTo(kind);
        assertThat(range.contentRange()).isEqualTo(contentRange);
        assertThat(range.count()).isEqualTo(count);
    }

    @Test
    void noHeaderIsTheWholeFile() {
        assertThat(ByteRange.of(null, LENGTH).kind()).isEqualTo(ByteRange.Kind.WHOLE);
    }

    @Test
    void readsTheContentRangeOfA206() {
        assertThat(ContentRange.parse("bytes 1000-9999/10000")).contains(new ContentRange(1000, 9999, 10000));
        assertThat(ContentRange.parse("bytes */10000")).isEmpty();
        assertThat(ContentRange.parse("bytes 5-4/10")).isEmpty();
        assertThat(ContentRange.parse("bytes 0-10/10")).isEmpty();
    }
}
