package nl.opendk.ebms.example.yaml;

import org.apache.camel.main.Main;
import org.junit.jupiter.api.BeforeAll;

/** The example on Camel Main, as its own main class starts it. */
class ExampleOnCamelMainIT extends OnCamelMain {

    @BeforeAll
    static void startExample() throws Exception {
        start(new Main(ExampleApplication.class), "camel-main");
    }
}
