package nl.opendk.ebms.testkit.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * Parts of a committed document made from code, between {@code <!-- generated:NAME -->} and
 * {@code <!-- /generated:NAME -->}. A check writes the document with fresh parts to {@code target/docs/} and fails
 * when the committed one differs; copying that file over the committed one brings it up to date.
 */
public final class GeneratedBlocks {

    private GeneratedBlocks() {}

    /** Fails unless every block of {@code document} (relative to the repository root) holds what it is made from. */
    public static void check(String document, Map<String, String> blocks) throws IOException {
        Path committed = repositoryRoot().resolve(document);
        String text = Files.readString(committed, StandardCharsets.UTF_8);
        String expected = text;
        for (Map.Entry<String, String> block : blocks.entrySet()) {
            expected = replace(expected, block.getKey(), block.getValue());
        }
        Path fresh = Path.of("target", "docs", committed.getFileName().toString());
        Files.createDirectories(fresh.getParent());
        Files.writeString(fresh, expected, StandardCharsets.UTF_8);
        assertThat(firstDifference(text, expected))
                .as("%s is out of date; %s has it with fresh generated parts: copy that over it", document, fresh)
                .isEmpty();
    }

    /** The first line that differs, committed and fresh, or empty when the two are the same. */
    private static String firstDifference(String committed, String fresh) {
        List<String> left = committed.lines().toList();
        List<String> right = fresh.lines().toList();
        for (int i = 0; i < Math.max(left.size(), right.size()); i++) {
            String a = i < left.size() ? left.get(i) : "(end)";
            String b = i < right.size() ? right.get(i) : "(end)";
            if (!a.equals(b)) {
                return "line " + (i + 1) + "\n  committed: " + a + "\n  fresh:     " + b;
            }
        }
        return committed.equals(fresh) ? "" : "line endings differ";
    }

    static String replace(String text, String name, String content) {
        String start = "<!-- generated:" + name + " -->\n";
        String end = "<!-- /generated:" + name + " -->";
        int from = text.indexOf(start);
        int to = text.indexOf(end);
        assertThat(from).as("the start marker of %s", name).isNotNegative();
        assertThat(to).as("the end marker of %s", name).isGreaterThan(from);
        return text.substring(0, from + start.length()) + content + text.substring(to);
    }

    /** The folder with the Maven wrapper, above the module the tests run in. */
    private static Path repositoryRoot() {
        Path folder = Path.of("").toAbsolutePath();
        while (folder != null && !Files.exists(folder.resolve("mvnw"))) {
            folder = folder.getParent();
        }
        assertThat(folder)
                .as("the repository root above %s", Path.of("").toAbsolutePath())
                .isNotNull();
        return folder;
    }
}
