package nl.opendk.ebms.perf.database;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

class StatusSnapshotTest {

    @Test
    void growthSinceAnEarlierSnapshotPerMessage() {
        StatusSnapshot before = new StatusSnapshot(Map.of("Com_commit", 100L, "Questions", 1000L, "Only_before", 1L));
        StatusSnapshot after = new StatusSnapshot(Map.of("Com_commit", 1100L, "Questions", 4500L, "Only_after", 9L));

        StatusSnapshot delta = after.since(before);

        assertThat(delta.get("Com_commit")).hasValue(1000);
        assertThat(delta.get("Questions")).hasValue(3500);
        assertThat(delta.get("Only_after")).isEmpty();
        assertThat(delta.perMessage("Com_commit", 1000)).hasValue(1.0);
        assertThat(delta.perMessage("Questions", 1000)).hasValue(3.5);
    }

    @Test
    void withoutMessagesOrWithoutTheCounterThereIsNoRatio() {
        StatusSnapshot delta = new StatusSnapshot(Map.of("Com_commit", 5L));

        assertThat(delta.perMessage("Com_commit", 0)).isEmpty();
        assertThat(delta.perMessage("Innodb_os_log_fsyncs", 10)).isEmpty();
    }
}
