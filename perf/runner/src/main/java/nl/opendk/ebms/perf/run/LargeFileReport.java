package nl.opendk.ebms.perf.run;

import java.util.ArrayList;
import java.util.List;
import nl.opendk.ebms.perf.report.Markdown;

/** The tables of perf/run large, and the targets of issue 19 they are read against. */
final class LargeFileReport {

    /** Target: RSS under 512 MiB whatever the file size. */
    static final long RSS_LIMIT_KB = 512 * 1024;

    /** Target: at least 200 MB/s over loopback TLS. */
    static final double THROUGHPUT_MB_S = 200;

    private static final double MB = 1_000_000;
    private static final double GB = 1_000_000_000;

    private LargeFileReport() {}

    static String headline(List<LargeFileCommand.Transfer> transfers) {
        List<String> missed = new ArrayList<>();
        for (LargeFileCommand.Transfer t : transfers) {
            String which = size(t.size()) + (t.cut() ? " (cut)" : "");
            if (!t.outcome().equals("complete")) {
                missed.add(which + " ended " + t.outcome());
            }
            if (Math.max(t.maxRssKbA(), t.maxRssKbB()) >= RSS_LIMIT_KB) {
                missed.add(which + ": RSS " + Math.max(t.maxRssKbA(), t.maxRssKbB()) / 1024 + " MiB");
            }
            if (!t.cut() && downloadRate(t) < THROUGHPUT_MB_S) {
                missed.add(which + ": download " + Markdown.decimal(downloadRate(t), 0) + " MB/s");
            }
            if (t.cut() && t.downloadedBytes() > t.size() * 1.1) {
                missed.add(which + ": received " + Markdown.decimal(t.downloadedBytes() / (double) t.size(), 2)
                        + " times the file");
            }
        }
        return (missed.isEmpty() ? "**Met**" : "**Not met**: " + String.join("; ", missed))
                + ". Targets (issue 19): RSS of each adapter under 512 MiB whatever the file size; at least 200 MB/s"
                + " over loopback TLS; a resume costs no more than the bytes missing.";
    }

    static void write(Markdown md, List<LargeFileCommand.Transfer> transfers) {
        md.heading(2, "Transfers");
        List<List<String>> rows = new ArrayList<>();
        for (LargeFileCommand.Transfer t : transfers) {
            rows.add(List.of(
                    size(t.size()) + (t.cut() ? ", cut at 40 %" : ""),
                    t.outcome(),
                    Markdown.decimal(t.uploadSeconds(), 1) + " s, "
                            + Markdown.decimal(t.size() / MB / t.uploadSeconds(), 0) + " MB/s",
                    Markdown.decimal(t.downloadSeconds(), 1) + " s, " + Markdown.decimal(downloadRate(t), 0) + " MB/s",
                    Markdown.decimal(t.cpuMillisA() / (t.size() / GB), 0) + " / "
                            + Markdown.decimal(t.cpuMillisB() / (t.size() / GB), 0),
                    t.maxRssKbA() / 1024 + " / " + t.maxRssKbB() / 1024,
                    t.maxHeapA() / (1024 * 1024) + " / " + t.maxHeapB() / (1024 * 1024),
                    Markdown.decimal(t.downloadedBytes() / (double) t.size(), 3),
                    Integer.toString(t.resumes())));
        }
        md.table(
                List.of(
                        "file",
                        "outcome",
                        "upload to A (back end to A)",
                        "download by B (metadata in to file verified)",
                        "CPU ms per GB, A / B",
                        "max RSS MiB, A / B",
                        "max heap used MiB, A / B",
                        "bytes B received / file size",
                        "resumes"),
                rows);
        md.paragraph("The upload runs from the runner to A over TLS and includes A's SHA-256 while it writes; the"
                + " download time runs from the metadata message's arrival at B to the verified file, so it includes"
                + " B's intake poll, the download over mutual TLS from A's file service through a TCP relay on"
                + " 127.0.0.1, and B's checksum over the whole file. CPU is each adapter process's own (/proc) from"
                + " the upload's start to the verified file. RSS is read from /proc and heap from the adapter's"
                + " jvm_memory_used_bytes every 250 ms. In the cut transfer the relay drops the connection once B has"
                + " 40 % of the file; B resumes with a range request. The bytes B received are the sum over its download attempts"
                + " (ebms_gb_bytes_total{direction=\"downloaded\"}): 1.0 means a resume fetched only what was missing."
                + " An outcome of complete means B verified the file's size and SHA-256 and the runner found the"
                + " file B handed on the same, byte for byte, as the one it gave A.");
    }

    private static double downloadRate(LargeFileCommand.Transfer t) {
        return t.size() / MB / t.downloadSeconds();
    }

    private static String size(long bytes) {
        return bytes >= 1024L * 1024 * 1024
                ? Markdown.decimal(bytes / (1024.0 * 1024 * 1024), 1) + " GiB"
                : Markdown.decimal(bytes / (1024.0 * 1024), 0) + " MiB";
    }
}
