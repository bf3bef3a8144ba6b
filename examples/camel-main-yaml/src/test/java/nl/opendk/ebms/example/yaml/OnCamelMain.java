package nl.opendk.ebms.example.yaml;

import java.util.Properties;
import nl.opendk.ebms.example.testing.ExampleWithPartner;
import org.apache.camel.main.MainCommandLineSupport;
import org.junit.jupiter.api.AfterAll;

/** The example's YAML routes and application.properties on one of Camel's Main runtimes, in the test's JVM. */
abstract class OnCamelMain extends ExampleWithPartner {

    private static MainCommandLineSupport example;

    static void start(MainCommandLineSupport main, String runName) throws Exception {
        startPartner(runName);
        Properties overrides = new Properties();
        overrides.putAll(exampleProperties());
        overrides.put("camel.main.shutdownTimeout", "5");
        main.setOverrideProperties(overrides);
        main.start();
        example = main;
    }

    @AfterAll
    static void stopExample() {
        if (example != null) {
            example.stop();
            example = null;
        }
    }
}
