package nl.opendk.ebms.service.lease;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class QueueOverflowTest {

    @Test
    void keepsIdsUpToItsBoundAndGivesThemOldestFirst() {
        QueueOverflow overflow = new QueueOverflow(3);

        assertThat(overflow.add(11)).isTrue();
        assertThat(overflow.add(12)).isTrue();
        assertThat(overflow.add(13)).isTrue();
        assertThat(overflow.add(14))
                .as("past the bound the row waits for its lease")
                .isFalse();

        assertThat(overflow.take(2)).containsExactly(11L, 12L);
        assertThat(overflow.take(5)).containsExactly(13L);
        assertThat(overflow.size()).isZero();
    }
}
