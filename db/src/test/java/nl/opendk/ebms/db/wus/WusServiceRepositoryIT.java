package nl.opendk.ebms.db.wus;

import static nl.opendk.ebms.db.wus.TestWusServices.NAMESPACE;
import static nl.opendk.ebms.db.wus.TestWusServices.OIN_A;
import static nl.opendk.ebms.db.wus.TestWusServices.OIN_B;
import static nl.opendk.ebms.db.wus.TestWusServices.consumed;
import static nl.opendk.ebms.db.wus.TestWusServices.operation;
import static nl.opendk.ebms.db.wus.TestWusServices.provided;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import nl.opendk.ebms.db.DataAccessException;
import nl.opendk.ebms.db.testing.CountingDataSource;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.testkit.time.MutableClock;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class WusServiceRepositoryIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static final Instant T0 = Instant.parse("2026-02-02T09:30:00.250Z");

    private final MutableClock clock = new MutableClock(T0);
    private CountingDataSource counting;
    private WusServiceRepository repository;

    @BeforeEach
    void setUp() {
        DB.deleteAllRows();
        counting = CountingDataSource.wrap(DB.dataSource());
        repository = new WusServiceRepository(counting.dataSource(), clock);
    }

    @Test
    void savesAProvidedServiceWithItsOperationsAndOinsAndFindsItBack() {
        StoredWusService service = provided(
                "persons", "persons-v1", List.of(operation("GetPerson", OIN_B, OIN_A), operation("FindPersons")));

        assertThat(repository.save(service)).isEqualTo(WusServiceSave.CREATED);

        StoredWusService found = repository.find("persons").orElseThrow();
        assertThat(found.direction()).isEqualTo(WusDirection.PROVIDE);
        assertThat(found.path()).isEqualTo("persons-v1");
        assertThat(found.profile()).isEqualTo("2W-be-S");
        assertThat(found.wsdl()).isEqualTo(service.wsdl());
        assertThat(found.targetNamespace()).isEqualTo(NAMESPACE);
        assertThat(found.backendEndpoint()).isEqualTo("http://backend.local/persons");
        assertThat(found.backendTimeoutMs()).isEqualTo(5000);
        assertThat(found.storeBodies()).isTrue();
        assertThat(found.keyAlias()).isEqualTo("ebms-2027");
        assertThat(found.createdAt()).isEqualTo(T0);
        assertThat(found.updatedAt()).isEqualTo(T0);
        assertThat(found.operations())
                .containsExactly(operation("FindPersons"), operation("GetPerson", OIN_A, OIN_B))
                .as("OINs come back in ascending order");
        assertThat(repository.find("unknown")).isEmpty();
    }

    @Test
    void savesAConsumedServiceWithItsPartnerCertificate() {
        StoredWusService service = consumed("partner-persons");

        repository.save(service);

        StoredWusService found = repository.find("partner-persons").orElseThrow();
        assertThat(found.path()).isNull();
        assertThat(found.partnerEndpoint()).isEqualTo("https://partner.example.nl/wus/persons");
        assertThat(found.partnerCertificate()).isEqualTo(service.partnerCertificate());
        assertThat(found.backendTimeoutMs()).isNull();
        assertThat(found.storeBodies()).isFalse();
        assertThat(found.keyAlias()).as("the primary key entry").isNull();
    }

    @Test
    void replacesAServiceAndAllItsOperations() {
        repository.save(provided("persons", "persons-v1", List.of(operation("GetPerson", OIN_A))));
        clock.advance(Duration.ofMinutes(3));

        WusServiceSave outcome =
                repository.save(provided("persons", "persons-v2", List.of(operation("FindPersons", OIN_B))));

        assertThat(outcome).isEqualTo(WusServiceSave.REPLACED);
        StoredWusService found = repository.find("persons").orElseThrow();
        assertThat(found.path()).isEqualTo("persons-v2");
        assertThat(found.operations()).containsExactly(operation("FindPersons", OIN_B));
        assertThat(found.createdAt()).isEqualTo(T0);
        assertThat(found.updatedAt()).isEqualTo(T0.plus(Duration.ofMinutes(3)));
        assertThat(count("wus_operation")).isEqualTo(1);
        assertThat(count("wus_operation_oin")).isEqualTo(1);
    }

    @Test
    void replacesAServiceAnotherNodeInsertedWhileThisSaveRan() {
        WusServiceRepository otherNode = new WusServiceRepository(DB.dataSource(), clock);
        counting.beforeExecuting(
                sql -> sql.startsWith("INSERT INTO wus_service"),
                () -> otherNode.save(provided("persons", "other-path", List.of(operation("Other")))));

        WusServiceSave outcome = repository.save(provided("persons", "persons-v1", List.of(operation("GetPerson"))));

        assertThat(outcome).isEqualTo(WusServiceSave.REPLACED);
        StoredWusService found = repository.find("persons").orElseThrow();
        assertThat(found.path()).isEqualTo("persons-v1");
        assertThat(found.operations()).containsExactly(operation("GetPerson"));
    }

    @Test
    void aPathTakenByAnotherProvidedServiceStoresNothing() {
        repository.save(provided("persons", "persons-v1", List.of(operation("GetPerson"))));
        long revision = repository.revision();

        WusServiceSave outcome = repository.save(provided("people", "persons-v1", List.of(operation("GetPeople"))));

        assertThat(outcome).isEqualTo(WusServiceSave.PATH_TAKEN);
        assertThat(repository.find("people")).isEmpty();
        assertThat(repository.revision()).isEqualTo(revision);
    }

    @Test
    void aRequestActionNamesOneOperationPerServiceOnly() {
        StoredWusOperation get = operation("GetPerson", OIN_A);
        StoredWusOperation sameAction =
                new StoredWusOperation("GetPersonAgain", get.requestAction(), get.responseAction(), List.of(OIN_B));

        assertThatThrownBy(() -> repository.save(provided("persons", "persons-v1", List.of(get, sameAction))))
                .isInstanceOf(DataAccessException.class);

        assertThat(repository.find("persons"))
                .as("the whole save is rolled back")
                .isEmpty();
        assertThat(count("wus_operation")).isZero();
        repository.save(provided("people", "people-v1", List.of(get)));
        assertThat(repository.save(provided("persons", "persons-v1", List.of(get))))
                .as("another service may use the same action")
                .isEqualTo(WusServiceSave.CREATED);
    }

    @Test
    void listsEveryServiceWithItsOperationsInNameOrder() {
        repository.save(consumed("b-partner"));
        repository.save(provided("a-persons", "persons", List.of(operation("GetPerson", OIN_A))));

        List<StoredWusService> all = repository.list();

        assertThat(all).extracting(StoredWusService::name).containsExactly("a-persons", "b-partner");
        assertThat(all.get(0).operations()).containsExactly(operation("GetPerson", OIN_A));
        assertThat(all.get(1).operations()).containsExactly(operation("GetPerson", OIN_A));
    }

    @Test
    void deletesAServiceWithItsOperationsAndOins() {
        repository.save(provided("persons", "persons-v1", List.of(operation("GetPerson", OIN_A, OIN_B))));

        assertThat(repository.delete("persons")).isTrue();

        assertThat(repository.find("persons")).isEmpty();
        assertThat(count("wus_operation")).isZero();
        assertThat(count("wus_operation_oin")).isZero();
        assertThat(repository.delete("persons")).isFalse();
    }

    @Test
    void theRevisionMovesWithEverySaveAndDeleteOnly() {
        long initial = repository.revision();
        repository.save(consumed("partner"));
        long afterSave = repository.revision();
        repository.find("partner");
        repository.list();
        repository.delete("absent");
        long afterReads = repository.revision();
        repository.save(consumed("partner"));
        long afterReplace = repository.revision();
        repository.delete("partner");
        long afterDelete = repository.revision();

        assertThat(afterSave).isGreaterThan(initial);
        assertThat(afterReads).isEqualTo(afterSave);
        assertThat(afterReplace).isGreaterThan(afterSave);
        assertThat(afterDelete).isGreaterThan(afterReplace);
    }

    @Test
    void theSchemaRefusesAnUnknownProfileAndAProvidedServiceWithoutPath() {
        assertThatThrownBy(() -> insertRaw("'2W-rm'", "'p'")).isInstanceOf(SQLException.class);
        assertThatThrownBy(() -> insertRaw("'2W-be'", "NULL")).isInstanceOf(SQLException.class);
    }

    private static void insertRaw(String profile, String path) throws SQLException {
        try (Connection connection = DB.dataSource().getConnection();
                Statement statement = connection.createStatement()) {
            statement.executeUpdate("INSERT INTO wus_service (name, direction, path, profile, wsdl, target_namespace,"
                    + " backend_endpoint, backend_timeout_ms, created_at, updated_at) VALUES ('raw', 1, "
                    + path + ", " + profile + ", 'w', 'ns', 'http://b', 10, NOW(3), NOW(3))");
            connection.rollback();
        }
    }

    private static long count(String table) {
        try (Connection connection = DB.dataSource().getConnection();
                Statement statement = connection.createStatement();
                ResultSet row = statement.executeQuery("SELECT COUNT(*) FROM " + table)) {
            row.next();
            return row.getLong(1);
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }
}
