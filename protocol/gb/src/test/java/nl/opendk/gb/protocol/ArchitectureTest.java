package nl.opendk.gb.protocol;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/** The GB protocol is plain Java: the file service, the downloader and the routes depend on it, never back. */
class ArchitectureTest {

    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("nl.opendk.gb.protocol");

    @Test
    void usesNoCamelJdbcHttpOrOtherModule() {
        noClasses()
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(
                        "org.apache.camel..",
                        "java.sql..",
                        "javax.sql..",
                        "java.net.http..",
                        "io.vertx..",
                        "nl.opendk.ebms..",
                        "nl.opendk.wus..")
                .check(MAIN);
    }

    @Test
    void itsPackagesHaveNoCycles() {
        slices().matching("nl.opendk.gb.protocol.(*)..")
                .should()
                .beFreeOfCycles()
                .check(MAIN);
    }
}
