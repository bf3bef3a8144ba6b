package nl.opendk.ebms.example.yaml;

import org.apache.camel.main.KameletMain;
import org.junit.jupiter.api.BeforeAll;

/**
 * The example on KameletMain: the runtime Camel JBang's {@code camel run} starts YAML routes on, here with the
 * application's class path (the jars {@code camel run --dep=...} would download) and its application.properties.
 */
class ExampleOnKameletMainIT extends OnCamelMain {

    @BeforeAll
    static void startExample() throws Exception {
        // the prefix of its own options (camel.jbang.*), as Camel JBang makes it
        KameletMain main = new KameletMain("camel.jbang");
        // the class path has every jar; nothing to fetch
        main.setDownload(false);
        start(main, "kamelet-main");
    }
}
