package nl.opendk.ebms.testkit;

import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * The kit's feature packages have no cycles between them. That the kit uses no module of the adapter needs no rule
 * here: its pom has no such dependency to compile against.
 */
class ArchitectureTest {

    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("nl.opendk.ebms.testkit");

    @Test
    void featurePackagesHaveNoCycles() {
        slices().matching("nl.opendk.ebms.testkit.(*)..")
                .should()
                .beFreeOfCycles()
                .check(MAIN);
    }
}
