package nl.opendk.ebms.db.cpa;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import nl.opendk.ebms.db.message.MessageStore;
import nl.opendk.ebms.db.testing.CountingDataSource;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.db.testing.TestMessages;
import nl.opendk.ebms.protocol.agreement.RetrySchedule;
import nl.opendk.ebms.testkit.time.MutableClock;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class CpaRepositoryIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static final Instant T0 = Instant.parse("2026-02-02T09:30:00.250Z");
    private static final Instant START = Instant.parse("2026-01-01T00:00:00Z");
    private static final Instant END = Instant.parse("2031-01-01T00:00:00Z");

    private final MutableClock clock = new MutableClock(T0);
    private CountingDataSource counting;
    private CpaRepository repository;

    @BeforeEach
    void setUp() {
        DB.deleteAllRows();
        counting = CountingDataSource.wrap(DB.dataSource());
        repository = new CpaRepository(counting.dataSource(), clock);
    }

    @Test
    void savesANewCpaAndFindsItBack() {
        StoredCpa cpa = cpa("cpa-1", "agreed", "<cpa version='1'/>");

        assertThat(repository.save(cpa)).isTrue();

        StoredCpa found = repository.find("cpa-1").orElseThrow();
        assertThat(found.cpaId()).isEqualTo("cpa-1");
        assertThat(found.status()).isEqualTo("agreed");
        assertThat(found.start()).isEqualTo(START);
        assertThat(found.end()).isEqualTo(END);
        assertThat(found.content()).isEqualTo(cpa.content());
        assertThat(found.sha256()).isEqualTo(cpa.sha256()).hasSize(64);
        assertThat(found.updatedAt()).isEqualTo(T0);
        assertThat(repository.find("cpa-unknown")).isEmpty();
    }

    @Test
    void replacesACpaWithTheSameId() {
        repository.save(cpa("cpa-2", "proposed", "<cpa version='1'/>"));
        clock.advance(Duration.ofMinutes(3));
        StoredCpa replacement = cpa("cpa-2", "agreed", "<cpa version='2'/>");

        assertThat(repository.save(replacement)).isFalse();

        StoredCpa found = repository.find("cpa-2").orElseThrow();
        assertThat(found.status()).isEqualTo("agreed");
        assertThat(found.content()).isEqualTo(replacement.content());
        assertThat(found.sha256()).isEqualTo(replacement.sha256());
        assertThat(found.updatedAt()).isEqualTo(T0.plus(Duration.ofMinutes(3)));
        assertThat(repository.list()).hasSize(1);
    }

    @Test
    void replacesACpaAnotherNodeInsertedWhileThisSaveRan() {
        CpaRepository otherNode = new CpaRepository(DB.dataSource(), clock);
        counting.beforeExecuting(
                sql -> sql.startsWith("INSERT INTO cpa ("),
                () -> otherNode.save(cpa("cpa-3", "proposed", "<cpa from='other node'/>")));
        StoredCpa ours = cpa("cpa-3", "agreed", "<cpa from='this node'/>");

        assertThat(repository.save(ours)).isFalse();

        assertThat(repository.find("cpa-3").orElseThrow().content()).isEqualTo(ours.content());
    }

    @Test
    void aReplacementWithOtherContentKeepsTheReplacedVersionAndTheSameContentDoesNot() {
        StoredCpa first = cpa("cpa-6", "agreed", "<cpa certificate='old'/>");
        repository.save(first);
        clock.advance(Duration.ofMinutes(1));
        repository.save(cpa("cpa-6", "agreed", "<cpa certificate='old'/>"));

        assertThat(repository.version("cpa-6")).contains(1);
        assertThat(repository.versions("cpa-6")).isEmpty();

        clock.advance(Duration.ofMinutes(2));
        repository.save(cpa("cpa-6", "agreed", "<cpa certificate='new'/>"));

        assertThat(repository.version("cpa-6")).contains(2);
        List<CpaVersion> versions = repository.versions("cpa-6");
        assertThat(versions).hasSize(1);
        assertThat(versions.get(0).version()).isEqualTo(1);
        assertThat(versions.get(0).content()).isEqualTo(first.content());
        assertThat(versions.get(0).inUseFrom())
                .as("saving the same content again starts no version")
                .isEqualTo(T0);
        assertThat(versions.get(0).replacedAt()).isEqualTo(T0.plus(Duration.ofMinutes(3)));
        assertThat(repository.versionAt("cpa-6", T0.plus(Duration.ofMinutes(2))))
                .contains(1);
        assertThat(repository.versionAt("cpa-6", T0.plus(Duration.ofMinutes(4))))
                .contains(2);
        assertThat(repository.versionAt("cpa-unknown", T0)).isEmpty();
        assertThat(repository.replacedSince(T0)).extracting(CpaVersion::cpaId).containsExactly("cpa-6");
        assertThat(repository.replacedSince(T0.plus(Duration.ofMinutes(3)))).isEmpty();

        repository.delete("cpa-6");
        repository.save(cpa("cpa-6", "agreed", "<cpa certificate='newest'/>"));

        assertThat(repository.version("cpa-6"))
                .as("uploaded again after a delete")
                .contains(1);
        assertThat(repository.versions("cpa-6")).isEmpty();
    }

    @Test
    void listsEveryCpaWithItsContentInIdOrder() {
        repository.save(cpa("cpa-b", "agreed", "<b/>"));
        repository.save(cpa("cpa-a", "agreed", "<a/>"));

        List<StoredCpa> all = repository.list();

        assertThat(all).extracting(StoredCpa::cpaId).containsExactly("cpa-a", "cpa-b");
        assertThat(new String(all.get(0).content(), StandardCharsets.UTF_8)).isEqualTo("<a/>");
    }

    @Test
    void deletesACpa() {
        repository.save(cpa("cpa-4", "agreed", "<cpa/>"));

        assertThat(repository.delete("cpa-4")).isTrue();

        assertThat(repository.find("cpa-4")).isEmpty();
        assertThat(repository.delete("cpa-4")).isFalse();
    }

    @Test
    void theChangeMarkerMovesWithEverySaveAndDeleteOnly() {
        String initial = repository.changeMarker();
        repository.save(cpa("cpa-5", "agreed", "<cpa/>"));
        String afterSave = repository.changeMarker();
        repository.find("cpa-5");
        repository.list();
        repository.delete("cpa-absent");
        String afterReads = repository.changeMarker();
        repository.save(cpa("cpa-5", "agreed", "<cpa version='2'/>"));
        String afterReplace = repository.changeMarker();
        repository.delete("cpa-5");
        String afterDelete = repository.changeMarker();

        assertThat(afterSave).isNotEqualTo(initial);
        assertThat(afterReads).isEqualTo(afterSave);
        assertThat(afterReplace).isNotEqualTo(afterSave);
        assertThat(afterDelete).isNotEqualTo(afterReplace).isNotEqualTo(initial);
    }

    @Test
    void countsTheMessagesStoredUnderACpa() {
        MessageStore store = new MessageStore(
                DB.dataSource(),
                clock,
                "node-1",
                new RetrySchedule(3, Duration.ofMinutes(1), Duration.ofMinutes(5)),
                Duration.ofMinutes(1));
        store.store(TestMessages.ping("ping@peer", "pong@us"));

        assertThat(repository.messageCount(TestMessages.CPA_ID)).isEqualTo(2);
        assertThat(repository.messageCount("cpa-without-messages")).isZero();
    }

    private static StoredCpa cpa(String cpaId, String status, String xml) {
        return StoredCpa.of(cpaId, status, START, END, xml.getBytes(StandardCharsets.UTF_8));
    }
}
