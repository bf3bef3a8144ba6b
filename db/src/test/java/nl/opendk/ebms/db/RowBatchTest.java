package nl.opendk.ebms.db;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

class RowBatchTest {

    private final RowBatch rows = new RowBatch("INSERT INTO t (a, b)", 2);

    @Test
    void writesOneStatementWithAPlaceForEveryValue() {
        assertThat(rows.oneRow()).isEqualTo("INSERT INTO t (a, b) VALUES (?, ?)");
        assertThat(rows.sql(3)).isEqualTo("INSERT INTO t (a, b) VALUES (?, ?), (?, ?), (?, ?)");
    }

    @Test
    void keepsLiteralsOfItsRowShape() {
        RowBatch withLiteral = new RowBatch("INSERT INTO t (a, n, b)", 2, "(?, 0, ?)");

        assertThat(withLiteral.sql(2)).isEqualTo("INSERT INTO t (a, n, b) VALUES (?, 0, ?), (?, 0, ?)");
    }

    @Test
    void makesEachShapeOnceSoTheDriverFindsItByItsHash() {
        assertThat(rows.sql(5)).isSameAs(rows.sql(5));
    }

    @Test
    void goesInFewShapes() {
        assertThat(counts(37)).containsExactly(32, 5);
        assertThat(counts(16)).containsExactly(16);
        assertThat(counts(17)).containsExactly(16, 1);
        assertThat(counts(300)).containsExactly(128, 128, 32, 12);
        assertThat(counts(1)).containsExactly(1);
    }

    @Test
    void putsLargeRowsInStatementsOfTheirOwn() {
        List<Long> sizes = List.of(3L << 20, 3L << 20, 1L << 20, 100L, 40L << 20);

        // at most 4 MiB of values in a statement: 3 | 3 + 1 | 0.0001 | 40, the last alone however large
        assertThat(RowBatch.nextCount(sizes, 0, Long::longValue)).isEqualTo(1);
        assertThat(RowBatch.nextCount(sizes, 1, Long::longValue)).isEqualTo(2);
        assertThat(RowBatch.nextCount(sizes, 3, Long::longValue)).isEqualTo(1);
        assertThat(RowBatch.nextCount(sizes, 4, Long::longValue)).isEqualTo(1);
    }

    private static List<Integer> counts(int total) {
        List<Long> sizes = Collections.nCopies(total, 500L);
        List<Integer> counts = new java.util.ArrayList<>();
        for (int start = 0; start < total; ) {
            int count = RowBatch.nextCount(sizes, start, Long::longValue);
            counts.add(count);
            start += count;
        }
        return counts;
    }
}
