package nl.opendk.ebms.cpa;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import nl.opendk.ebms.cpa.parse.CpaParser;
import nl.opendk.ebms.testkit.arch.ModuleClasses;
import org.junit.jupiter.api.Test;

/** The CPA store sits between protocol and the database and routes: plain Java, no Camel, no SQL. */
class ArchitectureTest {

    private static final JavaClasses MAIN = ModuleClasses.of(CpaParser.class);

    @Test
    void importsNoCamelNoSqlAndNoDatabaseModule() {
        noClasses()
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("org.apache.camel..", "java.sql..", "javax.sql..", "nl.opendk.ebms.db..")
                .check(MAIN);
    }

    @Test
    void featurePackagesHaveNoCycles() {
        slices().matching("nl.opendk.ebms.cpa.(*)..").should().beFreeOfCycles().check(MAIN);
    }

    @Test
    void theModelDependsOnNothingButProtocolValues() {
        noClasses()
                .that()
                .resideInAPackage("nl.opendk.ebms.cpa.model..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(
                        "nl.opendk.ebms.cpa.parse..", "nl.opendk.ebms.cpa.check..", "nl.opendk.ebms.cpa.lookup..")
                .check(MAIN);
    }
}
