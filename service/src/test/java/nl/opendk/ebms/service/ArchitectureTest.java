package nl.opendk.ebms.service;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import nl.opendk.ebms.service.cpa.CpaCatalog;
import nl.opendk.ebms.testkit.arch.ModuleClasses;
import org.junit.jupiter.api.Test;

/**
 * The use cases sit between protocol, cpa-store and db below and the routes and REST API above: plain Java,
 * testable without Camel or an HTTP server, and without SQL of their own.
 */
class ArchitectureTest {

    private static final JavaClasses MAIN = ModuleClasses.of(CpaCatalog.class);

    @Test
    void importsNoCamelNoHttpServerAndNoSql() {
        noClasses()
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(
                        "org.apache.camel..", "io.vertx..", "jakarta.servlet..", "java.sql..", "javax.sql..")
                .check(MAIN);
    }

    @Test
    void knowsNothingAboveIt() {
        noClasses()
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("nl.opendk.ebms.routes..", "nl.opendk.ebms.app..")
                .check(MAIN);
    }

    @Test
    void featurePackagesHaveNoCycles() {
        slices().matching("nl.opendk.ebms.service.(*)..")
                .should()
                .beFreeOfCycles()
                .check(MAIN);
    }
}
