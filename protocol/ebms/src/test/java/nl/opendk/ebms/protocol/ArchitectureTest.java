package nl.opendk.ebms.protocol;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import nl.opendk.ebms.protocol.codec.RequestDecoder;
import nl.opendk.ebms.testkit.arch.ModuleClasses;
import org.junit.jupiter.api.Test;

/** The protocol is plain Java: the rest of the adapter depends on it, never the other way round. */
class ArchitectureTest {

    private static final JavaClasses MAIN = ModuleClasses.of(RequestDecoder.class);

    @Test
    void protocolUsesNoCamelNoJdbcNoHttpServerAndNoOtherModule() {
        noClasses()
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(
                        "org.apache.camel..",
                        "java.sql..",
                        "javax.sql..",
                        "io.vertx..",
                        "nl.opendk.ebms.cpa..",
                        "nl.opendk.ebms.db..",
                        "nl.opendk.ebms.routes..",
                        "nl.opendk.ebms.app..")
                .check(MAIN);
    }

    @Test
    void itsPackagesHaveNoCycles() {
        slices().matching("nl.opendk.ebms.protocol.(*)..")
                .should()
                .beFreeOfCycles()
                .check(MAIN);
    }
}
