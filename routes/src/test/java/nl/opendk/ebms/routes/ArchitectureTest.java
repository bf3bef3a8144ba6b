package nl.opendk.ebms.routes;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * Routes wire: they translate between Camel exchanges and the use cases of the service layer (and call protocol,
 * cpa-store and db), never SQL themselves, and nothing of the app.
 */
class ArchitectureTest {

    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("nl.opendk.ebms.routes");

    @Test
    void routesUseNoJdbcAndNoApp() {
        noClasses()
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("java.sql..", "javax.sql..", "nl.opendk.ebms.app..")
                .check(MAIN);
    }

    @Test
    void featurePackagesHaveNoCycles() {
        slices().matching("nl.opendk.ebms.routes.(*)..")
                .should()
                .beFreeOfCycles()
                .check(MAIN);
    }
}
