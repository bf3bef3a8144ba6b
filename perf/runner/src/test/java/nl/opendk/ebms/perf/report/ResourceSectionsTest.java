package nl.opendk.ebms.perf.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import nl.opendk.ebms.perf.result.ThreadUse;
import nl.opendk.ebms.perf.testing.StepResults;
import org.junit.jupiter.api.Test;

class ResourceSectionsTest {

    @Test
    void theAdapterThreadsMostFirstAndTheRestAsOneRow() {
        List<ThreadUse> threads = new ArrayList<>();
        for (int i = 0; i < ResourceSections.THREAD_ROWS + 2; i++) {
            threads.add(new ThreadUse(
                    "kind-" + i, 1_000 - i, i < ResourceSections.THREAD_ROWS ? 25 : 50, 10 - i * 0.1, 0.05));
        }
        Markdown md = new Markdown();

        ResourceSections.write(md, new StepResults().adapterThreads(threads).build(), 3);

        assertThat(md.toString())
                .contains(
                        "| adapter threads | CPU s | of it in the kernel | share of the adapter | CPU ms per message |")
                .contains("| `kind-0` | 1.0 | 25.0 % |")
                .contains("| `kind-7` |")
                .doesNotContain("`kind-8`")
                .contains("| other (2 kinds) | 2.0 | 50.0 % |");
    }

    @Test
    void noTableWithoutThreadReadings() {
        Markdown md = new Markdown();

        ResourceSections.write(md, new StepResults().build(), 3);

        assertThat(md.toString()).doesNotContain("adapter threads");
    }
}
