package nl.opendk.ebms.perf.sink;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class PongRecordTest {

    @Test
    void aLineReadsBackAsTheSameRecord() {
        PongRecord record = new PongRecord(1795312345678L, "Pong", "r1.s01.u.1@perf.test", "");

        assertThat(PongRecord.parse(record.toLine())).isEqualTo(record);
        assertThat(record.ok()).isTrue();
    }

    @Test
    void tabsAndLineEndsFromTheWireCannotBreakTheLine() {
        PongRecord record = new PongRecord(1, "Po\tng", "id\n2", "bad\r\nthing");

        PongRecord read = PongRecord.parse(record.toLine());

        assertThat(read.action()).isEqualTo("Po ng");
        assertThat(read.refToMessageId()).isEqualTo("id 2");
        assertThat(read.problem()).isEqualTo("bad  thing");
        assertThat(read.ok()).isFalse();
    }

    @Test
    void refusesALineWithTheWrongNumberOfFields() {
        assertThatThrownBy(() -> PongRecord.parse("1\tPong")).isInstanceOf(IllegalArgumentException.class);
    }
}
