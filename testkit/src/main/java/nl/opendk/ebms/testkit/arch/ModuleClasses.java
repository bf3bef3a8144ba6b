package nl.opendk.ebms.testkit.arch;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;

/**
 * The classes one module compiled, for its architecture test. Read from the module's own class directory: importing
 * by package name makes ArchUnit look for that package in every jar on the test class path, which costs each module's
 * build more than a second.
 */
public final class ModuleClasses {

    private ModuleClasses() {}

    /** The classes compiled beside {@code anyMainClass}: the module's main classes, not its tests. */
    public static JavaClasses of(Class<?> anyMainClass) {
        return new ClassFileImporter()
                .importUrl(anyMainClass.getProtectionDomain().getCodeSource().getLocation());
    }
}
