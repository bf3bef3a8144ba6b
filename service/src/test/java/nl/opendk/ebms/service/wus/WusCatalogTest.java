package nl.opendk.ebms.service.wus;

import static nl.opendk.ebms.service.wus.TestWusDefinitions.FIND_PERSONS;
import static nl.opendk.ebms.service.wus.TestWusDefinitions.GET_PERSON;
import static nl.opendk.ebms.service.wus.TestWusDefinitions.OIN_A;
import static nl.opendk.ebms.service.wus.TestWusDefinitions.OIN_B;
import static nl.opendk.ebms.service.wus.TestWusDefinitions.consumed;
import static nl.opendk.ebms.service.wus.TestWusDefinitions.derCertificate;
import static nl.opendk.ebms.service.wus.TestWusDefinitions.operation;
import static nl.opendk.ebms.service.wus.TestWusDefinitions.persons;
import static nl.opendk.ebms.service.wus.TestWusDefinitions.provided;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import nl.opendk.ebms.db.wus.StoredWusOperation;
import nl.opendk.ebms.db.wus.StoredWusService;
import nl.opendk.ebms.db.wus.WusDirection;
import nl.opendk.ebms.db.wus.WusServiceSave;
import nl.opendk.wus.protocol.profile.WusProfile;
import org.junit.jupiter.api.Test;

class WusCatalogTest {

    private final SharedWusServices database = new SharedWusServices();
    private final WusCatalog catalog = new WusCatalog(database);

    @Test
    void findsAProvidedServiceByPathAndItsOperationByRequestAction() {
        catalog.save(persons());

        WusServiceDefinition found = catalog.provided("persons-v1").orElseThrow();
        assertThat(found.name()).isEqualTo("persons");
        assertThat(found.profile()).isEqualTo(WusProfile.BE_S);
        assertThat(catalog.operation("persons", GET_PERSON).orElseThrow().name())
                .isEqualTo("GetPerson");
        assertThat(catalog.operation("persons", FIND_PERSONS).orElseThrow().name())
                .isEqualTo("FindPersons");
        assertThat(catalog.provided("persons")).as("by path, not by name").isEmpty();
        assertThat(catalog.operation("persons", "urn:unknown")).isEmpty();
        assertThat(catalog.operation("unknown", GET_PERSON)).isEmpty();
    }

    @Test
    void allowsOnlyTheOinsListedForTheOperation() {
        catalog.save(persons());

        assertThat(catalog.allows("persons", GET_PERSON, OIN_A)).isTrue();
        assertThat(catalog.allows("persons", GET_PERSON, OIN_B)).isFalse();
        assertThat(catalog.allows("persons", FIND_PERSONS, OIN_B)).isTrue();
        assertThat(catalog.allows("persons", "urn:unknown", OIN_A)).isFalse();
        assertThat(catalog.allows("unknown", GET_PERSON, OIN_A)).isFalse();
        assertThat(catalog.allows("persons", GET_PERSON, null)).isFalse();
    }

    @Test
    void aConsumedServiceIsFoundByNameButNotByPath() {
        catalog.save(consumed("partner", derCertificate()));

        assertThat(catalog.service("partner").orElseThrow().isProvided()).isFalse();
        assertThat(catalog.services()).extracting(WusServiceDefinition::name).containsExactly("partner");
    }

    @Test
    void aChangeSavedThroughAnotherNodeIsVisibleAfterTheRefreshOnly() {
        WusCatalog otherNode = new WusCatalog(database);
        catalog.loadAll();
        otherNode.loadAll();

        otherNode.save(persons());

        assertThat(catalog.provided("persons-v1")).as("before the refresh").isEmpty();
        catalog.refreshIfChanged();
        assertThat(catalog.provided("persons-v1")).isPresent();
        assertThat(catalog.allows("persons", GET_PERSON, OIN_A)).isTrue();

        otherNode.save(provided("persons", "persons-v2", operation("GetPerson", OIN_B)));
        catalog.refreshIfChanged();
        assertThat(catalog.provided("persons-v1")).as("the old path is gone").isEmpty();
        assertThat(catalog.allows("persons", GET_PERSON, OIN_A)).isFalse();
        assertThat(catalog.allows("persons", GET_PERSON, OIN_B)).isTrue();

        otherNode.delete("persons");
        catalog.refreshIfChanged();
        assertThat(catalog.service("persons")).isEmpty();
    }

    @Test
    void aRefreshWithoutChangesDoesNotReload() {
        catalog.loadAll();
        int loads = database.loads();

        catalog.refreshIfChanged();
        catalog.refreshIfChanged();

        assertThat(database.loads()).isEqualTo(loads);
    }

    @Test
    void aSaveIsLiveOnThisNodeBeforeItReturns() {
        assertThat(catalog.save(persons())).isEqualTo(WusServiceSave.CREATED);
        assertThat(catalog.provided("persons-v1")).isPresent();

        assertThat(catalog.save(provided("persons", "persons-v2", operation("GetPerson"))))
                .isEqualTo(WusServiceSave.REPLACED);
        assertThat(catalog.provided("persons-v2")).isPresent();
        assertThat(catalog.provided("persons-v1")).isEmpty();

        assertThat(catalog.delete("persons")).isTrue();
        assertThat(catalog.service("persons")).isEmpty();
        assertThat(catalog.delete("persons")).isFalse();
    }

    @Test
    void aPathAnotherProvidedServiceHasIsNotTaken() {
        catalog.save(persons());

        WusServiceSave outcome = catalog.save(provided("people", "persons-v1", operation("GetPeople")));

        assertThat(outcome).isEqualTo(WusServiceSave.PATH_TAKEN);
        assertThat(catalog.provided("persons-v1").orElseThrow().name()).isEqualTo("persons");
        assertThat(catalog.service("people")).isEmpty();
    }

    @Test
    void aDefinitionWithProblemsIsRefusedWithAllOfThemAndNotStored() {
        WusServiceDefinition bad = provided("bad name", "p", operation("GetPerson", "123"));

        assertThatThrownBy(() -> catalog.save(bad))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("name must be")
                .hasMessageContaining("OIN 123 is not 20 digits");
        assertThat(database.list()).isEmpty();
    }

    @Test
    void aStoredServiceThatNoLongerReadsIsLeftOutAndTheOthersLoad() {
        catalog.save(persons());
        database.save(StoredWusService.toSave(
                "old-rules",
                WusDirection.PROVIDE,
                "old",
                "2W-be",
                new byte[] {1},
                "urn:ns",
                "not a uri with spaces",
                1000,
                null,
                null,
                true,
                null,
                List.of(new StoredWusOperation("Op", "urn:op", "urn:opResponse", List.of("123")))));

        catalog.refreshIfChanged();

        assertThat(catalog.services()).extracting(WusServiceDefinition::name).containsExactly("persons");
    }

    @Test
    void aStoredServiceReadsBackAsTheDefinitionThatWasSaved() {
        WusServiceDefinition saved = persons();
        catalog.save(saved);
        WusCatalog otherNode = new WusCatalog(database);

        otherNode.loadAll();

        WusServiceDefinition loaded = otherNode.service("persons").orElseThrow();
        assertThat(loaded.operations()).containsExactlyInAnyOrderElementsOf(saved.operations());
        assertThat(loaded.backendEndpoint()).isEqualTo(saved.backendEndpoint());
        assertThat(loaded.backendTimeout()).isEqualTo(saved.backendTimeout());
        assertThat(loaded.wsdl()).isEqualTo(saved.wsdl());
        assertThat(loaded.targetNamespace()).isEqualTo(saved.targetNamespace());
        assertThat(loaded.storeBodies()).isTrue();
    }
}
