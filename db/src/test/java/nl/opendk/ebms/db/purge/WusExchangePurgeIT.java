package nl.opendk.ebms.db.purge;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.db.wus.WusDirection;
import nl.opendk.ebms.db.wus.WusExchangeFilter;
import nl.opendk.ebms.db.wus.WusExchangeOutcome;
import nl.opendk.ebms.db.wus.WusExchangeRecorder;
import nl.opendk.ebms.db.wus.WusExchangeRequest;
import nl.opendk.ebms.db.wus.WusExchangeStatus;
import nl.opendk.ebms.db.wus.WusExchangeStore;
import nl.opendk.ebms.db.wus.WusExchangeSummary;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class WusExchangePurgeIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");

    private WusExchangeRecorder recorder;

    @AfterEach
    void closeRecorder() {
        if (recorder != null) {
            recorder.close();
        }
    }

    @BeforeEach
    void setUp() {
        DB.deleteAllRows();
    }

    @Test
    void deletesCallsReceivedBeforeTheCutoffInBatchesOldestFirst() {
        WusExchangeStore store = new WusExchangeStore(DB.dataSource(), "node-a");
        recorder = new WusExchangeRecorder(store);
        long answered = recorder.insert(request("old-answered", T0));
        recorder.complete(
                answered,
                new WusExchangeOutcome(
                        WusExchangeStatus.ANSWERED,
                        "resp",
                        "old-answered",
                        null,
                        null,
                        200,
                        null,
                        null,
                        T0,
                        1,
                        null,
                        null,
                        null));
        recorder.insert(request("old-abandoned", T0.plusSeconds(1)));
        recorder.insert(request("old-third", T0.plusSeconds(2)));
        recorder.insert(request("new", T0.plus(Duration.ofDays(40))));
        WusExchangePurge purge = new WusExchangePurge(DB.dataSource());
        Instant cutoff = T0.plus(Duration.ofDays(10));

        int firstBatch = purge.purge(cutoff, 2);
        int secondBatch = purge.purge(cutoff, 2);

        assertThat(firstBatch).isEqualTo(2);
        assertThat(secondBatch).isEqualTo(1);
        assertThat(store.list(WusExchangeFilter.ANY, 10))
                .extracting(WusExchangeSummary::requestMessageId)
                .containsExactly("new");
    }

    @Test
    void aBatchTakesTheOldestCallsFirst() {
        WusExchangeStore store = new WusExchangeStore(DB.dataSource(), "node-a");
        recorder = new WusExchangeRecorder(store);
        recorder.insert(request("younger", T0.plusSeconds(5)));
        recorder.insert(request("older", T0));

        new WusExchangePurge(DB.dataSource()).purge(T0.plusSeconds(60), 1);

        assertThat(store.list(WusExchangeFilter.ANY.withMessageId("younger"), 10))
                .hasSize(1);
        assertThat(store.list(WusExchangeFilter.ANY.withMessageId("older"), 10)).isEmpty();
    }

    private static WusExchangeRequest request(String messageId, Instant receivedAt) {
        return new WusExchangeRequest(
                WusDirection.PROVIDE,
                "persons",
                "GetPerson",
                "2W-be",
                messageId,
                "urn:a",
                null,
                null,
                null,
                null,
                receivedAt,
                1,
                null);
    }
}
