package nl.opendk.ebms.perf;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.equivalentTo;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import nl.opendk.ebms.db.source.EmbeddedCredentials;
import nl.opendk.ebms.db.source.EmbeddedServer;
import org.junit.jupiter.api.Test;

/**
 * The runner measures the adapter from outside, as a partner and an operator would: over HTTP, through the
 * database server's own counters and through /proc. It shares the protocol model and the CPA generator, never the
 * adapter's routes, repositories or application classes, so a measurement cannot depend on their internals. Of the
 * db module it uses the embedded database server, which the fault scenarios start and stop for their nodes as an
 * operator would start and stop a database server, and that server's account, as an operator would log in.
 */
class ArchitectureTest {

    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("nl.opendk.ebms.perf");

    @Test
    void theRunnerUsesNoAdapterInternals() {
        noClasses()
                .should()
                .dependOnClassesThat(resideInAnyPackage(
                                "org.apache.camel..",
                                "io.vertx..",
                                "nl.opendk.ebms.db..",
                                "nl.opendk.ebms.routes..",
                                "nl.opendk.ebms.app..")
                        .and(not(equivalentTo(EmbeddedServer.class)))
                        .and(not(equivalentTo(EmbeddedCredentials.class))))
                .check(MAIN);
    }

    @Test
    void itsPackagesHaveNoCycles() {
        slices().matching("nl.opendk.ebms.perf.(*)..").should().beFreeOfCycles().check(MAIN);
    }
}
