package nl.opendk.ebms.perf.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ResultFilesTest {

    /** Already the 25th in the Netherlands: the name takes the day in UTC, as the reports' times are. */
    private static final Instant LATE_ON_THE_24TH = Instant.parse("2026-11-24T23:30:00Z");

    @TempDir
    Path checkout;

    @Test
    void aSecondReportOfTheDayGetsANumberAndItsFilesAreNamedAfterIt() throws Exception {
        Path results = checkout.resolve("perf/target/results");
        ResultFiles first = ResultFiles.choose(checkout, results, LATE_ON_THE_24TH, "smoke", "abc1234");
        first.write("# first\n");

        ResultFiles second = ResultFiles.choose(checkout, results, LATE_ON_THE_24TH, "smoke", "abc1234");

        assertThat(second.report()).isEqualTo(results.resolve("2026-11-24-smoke-abc1234-2.md"));
        assertThat(second.beside("-rate.png")).isEqualTo(results.resolve("2026-11-24-smoke-abc1234-2-rate.png"));
        assertThat(first.beside(".csv")).isEqualTo(results.resolve("2026-11-24-smoke-abc1234.csv"));
        assertThat(Files.readString(first.report())).isEqualTo("# first\n");
    }

    @Test
    void pathsInsideTheCheckoutAreWrittenRelativeToIt() throws Exception {
        ResultFiles files =
                ResultFiles.choose(checkout, checkout.resolve("perf/results"), LATE_ON_THE_24TH, "peak", "c0ffee1");
        String gcLog = checkout.resolve("perf/target/perf-runs/x-peak/adapter-1-gc.log")
                .toString();

        files.write("| adapter | `/usr/bin/java -Xlog:gc:file=" + gcLog + ":timemillis -jar " + checkout
                + "/adapter/app/target/ebms-adapter.jar` |\n| raw files | " + checkout
                + "/perf/target/perf-runs/x-peak |\n");

        assertThat(Files.readString(files.report()))
                .isEqualTo("| adapter | `/usr/bin/java -Xlog:gc:file=perf/target/perf-runs/x-peak/adapter-1-gc.log"
                        + ":timemillis -jar adapter/app/target/ebms-adapter.jar` |\n"
                        + "| raw files | perf/target/perf-runs/x-peak |\n")
                .doesNotContain(checkout.toString());
    }

    @Test
    void theTemporaryFolderIsNamedNotWritten() throws Exception {
        ResultFiles files =
                ResultFiles.choose(checkout, checkout.resolve("perf/results"), LATE_ON_THE_24TH, "peak", "c0ffee1");
        Path pki = Path.of(System.getProperty("java.io.tmpdir"), "ebms-test-pki123", "perf-adapter.p12");

        files.write("-Debms.keystore.path=" + pki + "\n");

        assertThat(Files.readString(files.report()))
                .isEqualTo("-Debms.keystore.path=$TMPDIR/ebms-test-pki123/perf-adapter.p12\n");
    }
}
