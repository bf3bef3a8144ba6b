package nl.opendk.ebms.component;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import nl.opendk.ebms.component.gateway.Gateway;
import nl.opendk.ebms.testkit.arch.ModuleClasses;
import org.junit.jupiter.api.Test;

/**
 * The components assemble the floors below them and run no SQL of their own; nothing of the console or the
 * standalone adapter is in them. Their endpoints only translate between exchanges and the use cases: the database
 * is the gateway's business.
 */
class ArchitectureTest {

    private static final JavaClasses MAIN = ModuleClasses.of(Gateway.class);

    @Test
    void theComponentsWriteNoSqlAndNeedNoConsoleAndNoApp() {
        noClasses()
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("java.sql..", "nl.opendk.ebms.console..", "nl.opendk.ebms.app..")
                .check(MAIN);
    }

    @Test
    void endpointsReachTheDatabaseOnlyThroughTheGateway() {
        noClasses()
                .that()
                .resideInAnyPackage("nl.opendk.ebms.component.ebms..", "nl.opendk.ebms.component.wus..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("nl.opendk.ebms.db..")
                .check(MAIN);
    }

    @Test
    void partsHaveNoCycles() {
        slices().matching("nl.opendk.ebms.component.(*)..")
                .should()
                .beFreeOfCycles()
                .check(MAIN);
    }
}
