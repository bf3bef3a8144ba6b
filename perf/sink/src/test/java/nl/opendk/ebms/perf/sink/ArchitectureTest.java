package nl.opendk.ebms.perf.sink;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/** The sink plays the partner MSH: it reads the adapter's Pongs with the protocol module and nothing else of it. */
class ArchitectureTest {

    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("nl.opendk.ebms.perf.sink");

    @Test
    void theSinkKnowsOnlyTheProtocol() {
        noClasses()
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(
                        "org.apache.camel..",
                        "java.sql..",
                        "nl.opendk.ebms.cpa..",
                        "nl.opendk.ebms.db..",
                        "nl.opendk.ebms.routes..",
                        "nl.opendk.ebms.app..")
                .check(MAIN);
    }

    @Test
    void itsPackagesHaveNoCycles() {
        slices().matching("nl.opendk.ebms.perf.sink.(*)..")
                .should()
                .beFreeOfCycles()
                .check(MAIN);
    }
}
