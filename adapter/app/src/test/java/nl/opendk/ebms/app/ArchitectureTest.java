package nl.opendk.ebms.app;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * Dependencies point one way (protocol, cpa-store, db, service, routes, component, console, app) and the app's own
 * parts have no cycles; the app runs no SQL of its own.
 */
class ArchitectureTest {

    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("nl.opendk.ebms");

    @Test
    void theAppWritesNoSql() {
        noClasses()
                .that()
                .resideInAPackage("nl.opendk.ebms.app..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("java.sql..")
                .check(MAIN);
    }

    @Test
    void lowerModulesNeverDependOnHigherOnes() {
        never("app", "protocol", "cpa", "db", "service", "routes", "component", "console");
        // the console is installed on the components' gateway, in this adapter or in a host of the components
        never("console", "protocol", "cpa", "db", "service", "routes", "component");
        never("component", "protocol", "cpa", "db", "service", "routes");
        never("routes", "cpa", "db", "service");
        never("service", "protocol", "cpa", "db");
        never("db", "cpa");
        never("cpa", "db");
    }

    /** No class of the {@code lower} modules (packages under nl.opendk.ebms) uses one of {@code higher}. */
    private static void never(String higher, String... lower) {
        noClasses()
                .that()
                .resideInAnyPackage(Arrays.stream(lower)
                        .map(module -> "nl.opendk.ebms." + module + "..")
                        .toArray(String[]::new))
                .should()
                .dependOnClassesThat()
                .resideInAPackage("nl.opendk.ebms." + higher + "..")
                .check(MAIN);
    }

    @Test
    void onlyTheAssemblyUsesTheConsole() {
        // the back end's API, the servers, security and metrics run without it; only wiring it in and reading its
        // keys need it, so an assembly without the console changes those two places and nothing else
        noClasses()
                .that()
                .resideInAnyPackage(
                        "nl.opendk.ebms.app.backend..", "nl.opendk.ebms.component..", "nl.opendk.ebms.app.server..")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("nl.opendk.ebms.console..")
                .check(MAIN);
    }

    @Test
    void theAppsPartsHaveNoCycles() {
        slices().matching("nl.opendk.ebms.app.(*)..").should().beFreeOfCycles().check(MAIN);
    }
}
