package nl.opendk.ebms.testkit;

import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import nl.opendk.ebms.testkit.arch.ModuleClasses;
import nl.opendk.ebms.testkit.pki.TestPki;
import org.junit.jupiter.api.Test;

/**
 * The kit's feature packages have no cycles between them. That the kit uses no module of the adapter needs no rule
 * here: its pom has no such dependency to compile against.
 */
class ArchitectureTest {

    private static final JavaClasses MAIN = ModuleClasses.of(TestPki.class);

    @Test
    void featurePackagesHaveNoCycles() {
        slices().matching("nl.opendk.ebms.testkit.(*)..")
                .should()
                .beFreeOfCycles()
                .check(MAIN);
    }
}
