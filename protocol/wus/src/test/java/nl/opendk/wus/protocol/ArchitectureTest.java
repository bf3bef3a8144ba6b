package nl.opendk.wus.protocol;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/** The WUS protocol is plain Java: endpoints and routes depend on it, never the other way round. */
class ArchitectureTest {

    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("nl.opendk.wus.protocol");

    @Test
    void usesNoCamelCxfWss4jJdbcHttpServerOrOtherModule() {
        noClasses()
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(
                        "org.apache.camel..",
                        "org.apache.cxf..",
                        "org.apache.wss4j..",
                        "org.apache.xml.security..",
                        "java.sql..",
                        "javax.sql..",
                        "io.vertx..",
                        "jakarta.servlet..",
                        "org.eclipse.jetty..",
                        "nl.opendk.ebms..")
                .check(MAIN);
    }

    @Test
    void itsPackagesHaveNoCycles() {
        slices().matching("nl.opendk.wus.protocol.(*)..")
                .should()
                .beFreeOfCycles()
                .check(MAIN);
    }
}
