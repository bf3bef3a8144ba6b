package nl.opendk.ebms.component.docs;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import nl.opendk.ebms.testkit.docs.GeneratedBlocks;
import org.junit.jupiter.api.Test;

/**
 * The components' page (docs/camel-components.md) shows every component option, endpoint option and header as the
 * component JSON that Camel's tooling reads has it (generated from the annotations by the build).
 */
class ComponentDocsTest {

    @Test
    void theComponentsPageListsWhatTheComponentJsonHolds() throws IOException {
        Map<String, String> blocks = new LinkedHashMap<>();
        blocks.put("ebms-options", tables("ebms/ebms.json"));
        blocks.put("wus-options", tables("wus/wus.json"));
        GeneratedBlocks.check("docs/camel-components.md", blocks);
    }

    private static String tables(String json) throws IOException {
        // as the build generated it just now: the copy on the class path is the one of the build before
        JsonNode model = new ObjectMapper()
                .readTree(Path.of("src/generated/resources/META-INF/nl/opendk/ebms/component", json)
                        .toFile());
        StringBuilder out = new StringBuilder();
        String scheme = model.path("component").path("scheme").asText();
        out.append("URI: `")
                .append(model.path("component").path("syntax").asText())
                .append("`\n\n");
        out.append("Component options (`camel.component.").append(scheme).append(".*`):\n\n");
        table(out, model.path("componentProperties"), false);
        out.append("\nEndpoint options:\n\n");
        table(out, model.path("properties"), true);
        out.append("\nHeaders:\n\n| Header | Type | Description |\n|---|---|---|\n");
        for (Iterator<Map.Entry<String, JsonNode>> it = model.path("headers").fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> header = it.next();
            out.append("| `")
                    .append(header.getKey())
                    .append("` | ")
                    .append(header.getValue().path("javaType").asText())
                    .append(" | ")
                    .append(text(header.getValue().path("description").asText()))
                    .append(" |\n");
        }
        return out.toString();
    }

    private static void table(StringBuilder out, JsonNode options, boolean withGroup) {
        out.append(
                withGroup
                        ? "| Option | Group | Type | Default | Description |\n|---|---|---|---|---|\n"
                        : "| Option | Type | Default | Description |\n|---|---|---|---|\n");
        for (Iterator<Map.Entry<String, JsonNode>> it = options.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> option = it.next();
            JsonNode value = option.getValue();
            out.append("| `").append(option.getKey()).append('`');
            if (value.path("required").asBoolean()) {
                out.append(" (required)");
            }
            out.append(" | ");
            if (withGroup) {
                out.append(
                                value.path("kind").asText().equals("path")
                                        ? "path"
                                        : value.path("group").asText())
                        .append(" | ");
            }
            String type = value.path("enum").isArray()
                    ? String.join(", ", new ObjectMapper().convertValue(value.path("enum"), String[].class))
                    : value.path("type").asText();
            out.append(type)
                    .append(" | ")
                    .append(
                            value.has("defaultValue")
                                    ? "`" + value.path("defaultValue").asText() + "`"
                                    : "")
                    .append(" | ")
                    .append(text(value.path("description").asText()))
                    .append(" |\n");
        }
    }

    /** Javadoc's inline code ({code x} once Camel's tooling has read it) as Markdown code; pipes escaped. */
    private static String text(String description) {
        return description
                .replaceAll("\\{code ([^}]*)}", "`$1`")
                .replace("|", "\\|")
                .replace("\n", " ");
    }
}
