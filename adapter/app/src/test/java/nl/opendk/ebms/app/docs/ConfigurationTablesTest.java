package nl.opendk.ebms.app.docs;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;
import nl.opendk.ebms.app.config.ConfigCatalog;
import nl.opendk.ebms.component.config.ConfigKey;
import nl.opendk.ebms.component.config.ConfigSection;
import nl.opendk.ebms.testkit.docs.GeneratedBlocks;
import org.junit.jupiter.api.Test;

/**
 * The README's configuration tables are made from the key catalog ({@link ConfigCatalog}): a key missing from a
 * table, or a default, unit or meaning that differs, fails here.
 */
class ConfigurationTablesTest {

    private static final int KIB = 1024;
    private static final int MIB = 1024 * 1024;

    @Test
    void theReadmeTablesAreTheCatalog() throws IOException {
        Map<String, String> tables = new LinkedHashMap<>();
        for (ConfigSection section : ConfigSection.values()) {
            tables.put("config-" + section.id(), table(section));
        }
        GeneratedBlocks.check("README.md", tables);
    }

    static String table(ConfigSection section) {
        return ConfigCatalog.all().stream()
                .filter(key -> key.section() == section)
                .map(ConfigurationTablesTest::row)
                .collect(Collectors.joining(
                        "", "| key (environment) | default | unit | meaning |\n|---|---|---|---|\n", ""));
    }

    private static String row(ConfigKey<?> key) {
        String name = "`" + key.name() + "`" + (key.environment() == null ? "" : " (`" + key.environment() + "`)");
        String meaning =
                key.secret() ? key.meaning() + ". Secret: masked wherever settings are shown or logged" : key.meaning();
        return "| " + name + " | " + shownDefault(key) + " | " + key.unit().label() + " | " + meaning + " |\n";
    }

    private static String shownDefault(ConfigKey<?> key) {
        if (key.shownDefault() != null) {
            return key.shownDefault();
        }
        if (key.defaultValue() == null || key.defaultValue().isEmpty()) {
            return "empty";
        }
        return "`" + key.defaultValue() + "`" + (key.unit() == ConfigKey.Unit.BYTES ? size(key.defaultValue()) : "");
    }

    private static String size(String bytes) {
        int value = Integer.parseInt(bytes);
        if (value >= MIB && value % MIB == 0) {
            return " (" + value / MIB + " MiB)";
        }
        if (value >= KIB && value % KIB == 0) {
            return " (" + value / KIB + " KiB)";
        }
        return "";
    }
}
