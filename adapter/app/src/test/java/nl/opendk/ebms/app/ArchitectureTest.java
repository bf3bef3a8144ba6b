package nl.opendk.ebms.app;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/** Dependencies point one way (protocol, cpa-store, db, routes, app): the app runs no SQL of its own. */
class ArchitectureTest {

    private final JavaClasses classes = new ClassFileImporter()
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
                .check(classes);
    }

    @Test
    void lowerModulesNeverDependOnHigherOnes() {
        noClasses()
                .that()
                .resideInAnyPackage(
                        "nl.opendk.ebms.protocol..",
                        "nl.opendk.ebms.cpa..",
                        "nl.opendk.ebms.db..",
                        "nl.opendk.ebms.routes..")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("nl.opendk.ebms.app..")
                .check(classes);
        noClasses()
                .that()
                .resideInAnyPackage("nl.opendk.ebms.cpa..", "nl.opendk.ebms.db..")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("nl.opendk.ebms.routes..")
                .check(classes);
        noClasses()
                .that()
                .resideInAPackage("nl.opendk.ebms.cpa..")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("nl.opendk.ebms.db..")
                .check(classes);
        noClasses()
                .that()
                .resideInAPackage("nl.opendk.ebms.db..")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("nl.opendk.ebms.cpa..")
                .check(classes);
    }
}
