package nl.opendk.ebms.db;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import nl.opendk.ebms.db.source.Database;
import nl.opendk.ebms.testkit.arch.ModuleClasses;
import org.junit.jupiter.api.Test;

/** Dependencies point one way: protocol <- db <- routes <- app. The database layer knows nothing above it. */
class ArchitectureTest {

    private static final JavaClasses MAIN = ModuleClasses.of(Database.class);

    @Test
    void usesNeitherCamelNorTheModulesAboveIt() {
        noClasses()
                .that()
                .resideInAPackage("nl.opendk.ebms.db..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(
                        "org.apache.camel..", "nl.opendk.ebms.cpa..", "nl.opendk.ebms.routes..", "nl.opendk.ebms.app..")
                .check(MAIN);
    }

    @Test
    void itsFeaturePackagesHaveNoCycles() {
        slices().matching("nl.opendk.ebms.db.(*)..").should().beFreeOfCycles().check(MAIN);
    }
}
