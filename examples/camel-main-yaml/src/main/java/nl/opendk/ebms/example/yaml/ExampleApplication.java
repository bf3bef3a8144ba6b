package nl.opendk.ebms.example.yaml;

import org.apache.camel.main.Main;

/**
 * A Camel Main application whose routes are the YAML files in {@code routes/}: nothing else. The {@code ebms}
 * component is found on the class path and configured from {@code application.properties}.
 */
public final class ExampleApplication {

    private ExampleApplication() {}

    public static void main(String[] args) throws Exception {
        System.exit(new Main(ExampleApplication.class).run(args));
    }
}
