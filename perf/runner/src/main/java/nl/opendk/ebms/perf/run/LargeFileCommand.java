package nl.opendk.ebms.perf.run;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import nl.opendk.ebms.perf.adapter.AdapterApi;
import nl.opendk.ebms.perf.adapter.AdapterProcess;
import nl.opendk.ebms.perf.adapter.AdapterSetup;
import nl.opendk.ebms.perf.adapter.DatabaseTarget;
import nl.opendk.ebms.perf.agreement.PerfAgreement;
import nl.opendk.ebms.perf.agreement.PerfKeys;
import nl.opendk.ebms.perf.machine.GitState;
import nl.opendk.ebms.perf.machine.MachineFacts;
import nl.opendk.ebms.perf.report.Markdown;
import nl.opendk.ebms.perf.report.ResultFiles;
import nl.opendk.ebms.perf.report.RunFacts;
import nl.opendk.ebms.testkit.outage.TcpProxy;

/**
 * perf/run large: Grote Berichten between two adapters on this machine over mutual TLS. Adapter A (party
 * {@value PerfAgreement#SENDER_OIN}) takes each file through POST /api/gb/files and publishes it; adapter B (party
 * {@value PerfAgreement#ADAPTER_OIN}) downloads it from A's file service, verifies it and hands the message on. For
 * each of --sizes it reports the upload and download throughput, both adapters' CPU per GB, their largest RSS and
 * heap during the transfer, and, in a second transfer of the first size that is cut at 40 %, how many bytes B
 * received against the file's size: what a resume costs.
 */
final class LargeFileCommand {

    /** A heap far below the RSS target: a file must stream through, whatever its size. */
    static final String ADAPTER_JVM = "-Xmx256m";

    private static final long MIB = 1024L * 1024;
    private static final long GIB = 1024 * MIB;
    private static final Duration SAMPLE = Duration.ofMillis(250);

    private final Settings settings;
    private Node a;
    private Node b;
    private TcpProxy relay;

    private LargeFileCommand(Settings settings) {
        this.settings = settings;
    }

    /** One adapter process with its API and metrics. */
    private record Node(AdapterProcess process, AdapterApi api, HttpClient client, String authorization) {}

    /** One file's transfer, as measured. */
    record Transfer(
            long size,
            boolean cut,
            double uploadSeconds,
            double downloadSeconds,
            long cpuMillisA,
            long cpuMillisB,
            long maxRssKbA,
            long maxRssKbB,
            long maxHeapA,
            long maxHeapB,
            long downloadedBytes,
            int resumes,
            String outcome) {}

    static int run(Settings settings) {
        return new LargeFileCommand(settings).measure();
    }

    private int measure() {
        List<Long> sizes = settings.arguments().numbers("sizes", List.of(1.0 * GIB, 5.0 * GIB)).stream()
                .map(Double::longValue)
                .toList();
        Path work = settings.workRoot().resolve("large-" + System.currentTimeMillis());
        Instant started = Instant.now();
        List<Transfer> transfers = new ArrayList<>();
        try {
            Files.createDirectories(work);
            PerfKeys keys = PerfKeys.create(work);
            start(work, keys);
            for (int i = 0; i < sizes.size(); i++) {
                transfers.add(transfer(work, sizes.get(i), false, i));
                if (i == 0) {
                    transfers.add(transfer(work, sizes.get(i), true, 100 + i));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            stop();
        }
        Path report = report(started, Instant.now(), transfers, work);
        System.out.println("report: " + report);
        return transfers.stream().allMatch(t -> t.outcome().equals("complete")) ? 0 : 1;
    }

    private void start(Path work, PerfKeys keys) throws IOException {
        AdapterProcess.Ports portsA = AdapterProcess.Ports.free();
        AdapterProcess.Ports portsB = AdapterProcess.Ports.free();
        relay = TcpProxy.start("127.0.0.1", portsA.http());
        Map<String, String> propertiesA = new LinkedHashMap<>(keys.adapterPropertiesOf(keys.sender()));
        propertiesA.put("ebms.gb.directory", work.resolve("gb-a").toString());
        propertiesA.put("ebms.gb.public-url", "https://127.0.0.1:" + relay.port() + "/gb/files/");
        Map<String, String> propertiesB = new LinkedHashMap<>(keys.adapterPropertiesOf(keys.adapter()));
        propertiesB.put("ebms.gb.directory", work.resolve("gb-b").toString());
        propertiesB.put("ebms.gb.download-ports", "any");
        propertiesB.put("ebms.gb.poll-interval", "PT0.2S");
        propertiesB.put("ebms.gb.retry-delays", "PT1S");
        a = node(work, "large-a", propertiesA, portsA, keys);
        b = node(work, "large-b", propertiesB, portsB, keys);
        byte[] cpa = PerfAgreement.signedCpa(
                a.process().ebmsEndpoint(),
                b.process().ebmsEndpoint(),
                keys.sender().certificate(),
                keys.adapter().certificate());
        a.api().uploadCpa(cpa);
        b.api().uploadCpa(cpa);
    }

    private Node node(
            Path work, String name, Map<String, String> properties, AdapterProcess.Ports ports, PerfKeys keys) {
        AdapterSetup base = settings.adapter();
        AdapterSetup setup = new AdapterSetup(
                        base.java(),
                        base.jar(),
                        List.of(settings.arguments()
                                .text("adapter-jvm", ADAPTER_JVM)
                                .trim()
                                .split("\\s+")),
                        base.properties(),
                        new DatabaseTarget.Embedded(work.resolve(name + "-db")))
                .withTls(properties, keys.runnerTls());
        AdapterProcess process = AdapterProcess.start(setup, null, work, name, ports, "perf-" + name);
        AdapterApi api = new AdapterApi(process.base(), settings.apiUser(), settings.apiPassword(), setup.tls());
        process.awaitReady(api, Duration.ofMinutes(5));
        HttpClient client = HttpClient.newBuilder()
                .sslContext(keys.runnerTls())
                .connectTimeout(Duration.ofSeconds(5))
                .build();
        String authorization = "Basic "
                + Base64.getEncoder()
                        .encodeToString(
                                (settings.apiUser() + ":" + settings.apiPassword()).getBytes(StandardCharsets.UTF_8));
        return new Node(process, api, client, authorization);
    }

    private Transfer transfer(Path work, long size, boolean cut, int number) throws IOException {
        Path source = work.resolve("file-" + number + ".bin");
        write(source, size, number);
        String filename = "perf_" + number + ".bin";
        long cpuA = cpu(a);
        long cpuB = cpu(b);
        double downloadedBefore = metric(b, "ebms_gb_bytes_total", "direction=\"downloaded\"");
        Sampler sampler = new Sampler();
        Thread sampling = new Thread(sampler, "large-sampler");
        sampling.setDaemon(true);
        sampling.start();
        long t0 = System.nanoTime();
        upload(source, filename);
        double uploadSeconds = (System.nanoTime() - t0) / 1e9;
        Incoming done = awaitDownload(filename, size, cut);
        sampler.stop();
        long cpuMillisA = cpu(a) - cpuA;
        long cpuMillisB = cpu(b) - cpuB;
        long downloaded = (long) (metric(b, "ebms_gb_bytes_total", "direction=\"downloaded\"") - downloadedBefore);
        String outcome = compared(work, source, filename, done.status());
        Files.deleteIfExists(source);
        double downloadSeconds = done.finishedAt() == null
                ? Double.NaN
                : Duration.between(done.createdAt(), done.finishedAt()).toMillis() / 1000.0;
        return new Transfer(
                size,
                cut,
                uploadSeconds,
                downloadSeconds,
                cpuMillisA,
                cpuMillisB,
                sampler.maxRssA,
                sampler.maxRssB,
                sampler.maxHeapA,
                sampler.maxHeapB,
                downloaded,
                done.resumes(),
                outcome);
    }

    /**
     * B's verdict, held against the bytes: a file B calls complete is compared byte for byte with the one A was
     * given, where B handed it on (its received/ folder).
     */
    private static String compared(Path work, Path source, String filename, String status) throws IOException {
        if (!status.equals("complete")) {
            return status;
        }
        Optional<Path> received;
        try (Stream<Path> files = Files.list(work.resolve("gb-b").resolve("received"))) {
            received = files.filter(file -> file.getFileName().toString().endsWith("-" + filename))
                    .findFirst();
        }
        if (received.isEmpty()) {
            return "complete, but not in B's received/";
        }
        return Files.mismatch(source, received.get()) == -1 ? "complete" : "complete, but not byte for byte";
    }

    /** A file of {@code size} bytes: one random 16 MiB block over and over, its first bytes unique to the run. */
    private static void write(Path file, long size, long seed) throws IOException {
        byte[] block = new byte[(int) (16 * MIB)];
        new Random(seed).nextBytes(block);
        try (OutputStream out = Files.newOutputStream(file)) {
            long left = size;
            while (left > 0) {
                int chunk = (int) Math.min(block.length, left);
                out.write(block, 0, chunk);
                left -= chunk;
                block[0]++;
            }
        }
    }

    private void upload(Path source, String filename) {
        URI uri = a.process()
                .base()
                .resolve("/api/gb/files?cpaId=" + PerfAgreement.CPA_ID + "&serviceType="
                        + PerfAgreement.SERVICE_TYPE + "&service=" + PerfAgreement.SERVICE + "&action="
                        + PerfAgreement.ACTION + "&filename=" + filename);
        try {
            HttpResponse<String> answer = a.client()
                    .send(
                            HttpRequest.newBuilder(uri)
                                    .header("Authorization", a.authorization())
                                    .header("Content-Type", "application/octet-stream")
                                    .POST(HttpRequest.BodyPublishers.ofFile(source))
                                    .build(),
                            HttpResponse.BodyHandlers.ofString());
            if (answer.statusCode() != 201) {
                throw new IllegalStateException("the upload got " + answer.statusCode() + ": " + answer.body());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** What B's GET /api/gb/transfers says of one incoming file (the fields this command reads). */
    record Incoming(String status, long receivedBytes, int resumes, Instant createdAt, Instant finishedAt) {

        private static final String ENTRY =
                "\\{\"id\":\\d+,\"messageId\":\\d+,\"status\":\"(\\w+)\",\"filename\":\"%s\","
                        + "\"size\":\\d+,\"receivedBytes\":(\\d+),\"attempts\":\\d+,\"resumes\":(\\d+),.*?"
                        + "\"createdAt\":\"([^\"]+)\",\"finishedAt\":(null|\"[^\"]+\")";

        /** The file's entry in the API's JSON, or null: the runner has no JSON library, and the entries are flat. */
        static Incoming find(String json, String filename) {
            Matcher entry =
                    Pattern.compile(ENTRY.formatted(Pattern.quote(filename))).matcher(json);
            if (!entry.find()) {
                return null;
            }
            String finished = entry.group(5);
            return new Incoming(
                    entry.group(1),
                    Long.parseLong(entry.group(2)),
                    Integer.parseInt(entry.group(3)),
                    Instant.parse(entry.group(4)),
                    finished.equals("null") ? null : Instant.parse(finished.substring(1, finished.length() - 1)));
        }
    }

    /** Polls B's transfers until the file is done; with {@code cut}, cuts the connection once at 40 %. */
    private Incoming awaitDownload(String filename, long size, boolean cut) {
        boolean wasCut = !cut;
        Instant deadline = Instant.now().plus(Duration.ofSeconds(60 + size / (10 * MIB)));
        while (Instant.now().isBefore(deadline)) {
            Incoming incoming = Incoming.find(get(b, "/api/gb/transfers?limit=20"), filename);
            if (incoming != null && !incoming.status().equals("waiting")) {
                return incoming;
            }
            if (incoming != null && !wasCut && incoming.receivedBytes() > size * 4 / 10) {
                relay.stop();
                relay.start();
                wasCut = true;
            }
            sleep(Duration.ofMillis(100));
        }
        throw new IllegalStateException(filename + " was not downloaded in time");
    }

    private String get(Node node, String path) {
        try {
            HttpResponse<String> answer = node.client()
                    .send(
                            HttpRequest.newBuilder(node.process().base().resolve(path))
                                    .header("Authorization", node.authorization())
                                    .build(),
                            HttpResponse.BodyHandlers.ofString());
            return answer.body();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** The sum of a metric's series whose labels contain {@code labels}, from the management port. */
    private double metric(Node node, String name, String labels) {
        try {
            String text = HttpClient.newHttpClient()
                    .send(
                            HttpRequest.newBuilder(
                                            node.process().managementBase().resolve("/observe/metrics"))
                                    .build(),
                            HttpResponse.BodyHandlers.ofString())
                    .body();
            return text.lines()
                    .filter(line -> line.startsWith(name + "{") && line.contains(labels))
                    .mapToDouble(line -> Double.parseDouble(line.substring(line.lastIndexOf(' ') + 1)))
                    .sum();
        } catch (IOException e) {
            return 0;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 0;
        }
    }

    private long cpu(Node node) {
        return settings.proc().cpuMillis(node.process().pid()).orElse(0L);
    }

    /** RSS from /proc and heap in use from the metrics, the largest of each while a file moves. */
    private final class Sampler implements Runnable {
        private volatile boolean running = true;
        private volatile long maxRssA;
        private volatile long maxRssB;
        private volatile long maxHeapA;
        private volatile long maxHeapB;

        @Override
        public void run() {
            while (running) {
                maxRssA = Math.max(
                        maxRssA, settings.proc().rssKb(a.process().pid()).orElse(0L));
                maxRssB = Math.max(
                        maxRssB, settings.proc().rssKb(b.process().pid()).orElse(0L));
                maxHeapA = Math.max(maxHeapA, (long) metric(a, "jvm_memory_used_bytes", "area=\"heap\""));
                maxHeapB = Math.max(maxHeapB, (long) metric(b, "jvm_memory_used_bytes", "area=\"heap\""));
                sleep(SAMPLE);
            }
        }

        void stop() {
            running = false;
        }
    }

    private void stop() {
        for (Node node : new Node[] {a, b}) {
            if (node != null) {
                node.process().close();
            }
        }
        if (relay != null) {
            relay.close();
        }
    }

    private Path report(Instant started, Instant finished, List<Transfer> transfers, Path work) {
        GitState git = GitState.of(settings.repository());
        ResultFiles files =
                ResultFiles.choose(settings.repository(), settings.results(), started, "large", git.commit());
        Markdown md = new Markdown().heading(1, "Perf large: Grote Berichten between two adapters");
        md.paragraph(LargeFileReport.headline(transfers));
        new RunFacts(
                        settings.arguments().commandLine(),
                        RunFacts.utc(started),
                        RunFacts.utc(finished),
                        git,
                        MachineFacts.detect(settings.java()),
                        List.of(
                                "A (sends, serves): "
                                        + Markdown.code(a.process().command()),
                                "B (downloads): " + Markdown.code(b.process().command())),
                        "each adapter its own embedded MariaDB",
                        null,
                        work.toString())
                .write(md);
        LargeFileReport.write(md, transfers);
        files.write(md.toString());
        return files.report();
    }

    private static void sleep(Duration duration) {
        try {
            Thread.sleep(duration.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
