package nl.opendk.ebms.console;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import nl.opendk.ebms.testkit.arch.ModuleClasses;
import org.junit.jupiter.api.Test;

/**
 * The console is installed on the gateway (by the adapter or a host of the components) and knows nothing of the app:
 * it works on what {@link Console#install} is given, runs no SQL of its own, and its parts (auth, web, api, hawtio,
 * observe) depend on each other one way.
 */
class ArchitectureTest {

    private static final JavaClasses MAIN = ModuleClasses.of(Console.class);

    @Test
    void theConsoleRunsNoSqlAndUsesNothingOfTheApp() {
        noClasses()
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("java.sql..", "javax.sql..", "nl.opendk.ebms.app..")
                .check(MAIN);
    }

    @Test
    void itsPartsHaveNoCycles() {
        slices().matching("nl.opendk.ebms.console.(*)..")
                .should()
                .beFreeOfCycles()
                .check(MAIN);
    }
}
