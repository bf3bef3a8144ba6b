package nl.opendk.ebms.routes;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import nl.opendk.ebms.testkit.arch.ModuleClasses;
import org.junit.jupiter.api.Test;

/**
 * Routes wire: they translate between Camel exchanges and the use cases of the service layer (and call protocol,
 * cpa-store and db), never SQL themselves, and nothing of the app.
 */
class ArchitectureTest {

    private static final JavaClasses MAIN = ModuleClasses.of(RouteIds.class);

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
