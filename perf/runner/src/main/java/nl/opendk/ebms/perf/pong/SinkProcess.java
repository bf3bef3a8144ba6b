package nl.opendk.ebms.perf.pong;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.cert.CertificateEncodingException;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.net.ssl.SSLContext;
import nl.opendk.ebms.perf.process.RunningProcess;
import nl.opendk.ebms.perf.sink.Expectation;
import nl.opendk.ebms.perf.sink.PingId;
import nl.opendk.ebms.perf.sink.PongRecord;

/**
 * The Pong sink (perf/sink) in a JVM of its own, so that its CPU time is measured apart from the runner's and its
 * pauses do not touch the runner. A small fixed heap and the parallel collector keep its own cost low.
 */
public final class SinkProcess implements AutoCloseable {

    private static final Pattern LISTENING = Pattern.compile("listening on [^:]+:(\\d+)");
    private static final Pattern WUS_BACK_END = Pattern.compile("wus back end on [^:]+:(\\d+)");

    private final RunningProcess process;
    private final int port;
    private final int wusPort;
    private final Path records;
    private final HttpClient client;
    private final String scheme;
    private final String host;

    private SinkProcess(RunningProcess process, int[] ports, Path records, SSLContext tls, String host) {
        this.host = host;
        this.process = process;
        this.port = ports[0];
        this.wusPort = ports[1];
        this.records = records;
        this.client = tls == null
                ? HttpClient.newHttpClient()
                : HttpClient.newBuilder().sslContext(tls).build();
        this.scheme = tls == null ? "http" : "https";
    }

    /** A sink on plain HTTP. */
    public static SinkProcess start(Path java, Path jar, Path work, Expectation expectation) {
        return start(java, jar, work, expectation, List.of(), null, null);
    }

    /**
     * @param expectation what every answer must be; with a signer, signed Acknowledgments (a signed run)
     * @param tlsOptions the sink's --tls-* options for HTTPS, or none for plain HTTP
     * @param tls the runner's TLS context for the sink's HTTPS, null for plain HTTP
     * @param host the name the adapter reaches the sink by, when not 127.0.0.1: the sink then listens on every
     *     interface
     */
    public static SinkProcess start(
            Path java,
            Path jar,
            Path work,
            Expectation expectation,
            List<String> tlsOptions,
            SSLContext tls,
            String host) {
        Path records = work.resolve("pongs.tsv");
        List<String> command = new ArrayList<>(List.of(
                java.toString(),
                "-Xms256m",
                "-Xmx256m",
                "-XX:+UseParallelGC",
                "-jar",
                jar.toAbsolutePath().toString(),
                "--records",
                records.toString(),
                "--cpa-id",
                expectation.cpaId(),
                "--adapter-party",
                expectation.adapterParty().value(),
                "--sender-party",
                expectation.senderParty().value()));
        command.addAll(tlsOptions);
        if (host != null) {
            command.addAll(List.of("--host", "0.0.0.0"));
        }
        if (expectation.signer() != null) {
            command.addAll(List.of(
                    "--signed-by", writeCertificate(expectation.signer(), work).toString()));
        }
        RunningProcess process = RunningProcess.start("sink", command, work, work.resolve("sink.log"));
        return new SinkProcess(process, awaitPorts(process), records, tls, host == null ? "127.0.0.1" : host);
    }

    private static Path writeCertificate(X509Certificate certificate, Path work) {
        Path file = work.resolve("sink-signed-by.der");
        try {
            Files.write(file, certificate.getEncoded());
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        } catch (CertificateEncodingException e) {
            throw new IllegalStateException("cannot encode the adapter's certificate", e);
        }
    }

    /** The sink's port and its WUS back end's, from the two lines it prints when it listens. */
    private static int[] awaitPorts(RunningProcess process) {
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (System.nanoTime() < deadline && process.isAlive()) {
            String tail = process.logTail(5);
            Matcher sink = LISTENING.matcher(tail);
            Matcher wus = WUS_BACK_END.matcher(tail);
            if (sink.find() && wus.find()) {
                return new int[] {Integer.parseInt(sink.group(1)), Integer.parseInt(wus.group(1))};
            }
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        process.stop(Duration.ofSeconds(5));
        throw new IllegalStateException("the Pong sink did not start:\n" + process.logTail(20));
    }

    /** The partner endpoint the perf CPA names. */
    public URI endpoint() {
        return URI.create(scheme + "://" + host + ":" + port + "/ebms");
    }

    /** The back end of the perf WUS services (plain HTTP). */
    public URI wusBackEnd() {
        return URI.create("http://" + host + ":" + wusPort + "/wus-backend");
    }

    public long pid() {
        return process.pid();
    }

    /** How many messages arrived for a run; also makes the sink write its records to disk. */
    public long receivedFor(String run) {
        try {
            String body = client.send(
                            HttpRequest.newBuilder(URI.create(scheme + "://127.0.0.1:" + port + "/stats?run=" + run))
                                    .timeout(Duration.ofSeconds(10))
                                    .build(),
                            HttpResponse.BodyHandlers.ofString())
                    .body();
            Matcher matcher = Pattern.compile("(?m)^run (\\d+)$").matcher(body);
            return matcher.find() ? Long.parseLong(matcher.group(1)) : 0;
        } catch (IOException e) {
            throw new UncheckedIOException("the Pong sink does not answer", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 0;
        }
    }

    /**
     * The records of one run: those referring to its Pings, and those that refer to no perf Ping at all (undecodable
     * or without RefToMessageId) that arrived between from and to.
     */
    public List<PongRecord> recordsFor(String run, long from, long to) {
        receivedFor(run);
        try {
            return Files.readAllLines(records, StandardCharsets.UTF_8).stream()
                    .filter(line -> !line.isEmpty())
                    .map(PongRecord::parse)
                    .filter(record -> belongs(record, run, from, to))
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the Pong records " + records, e);
        }
    }

    /**
     * Every record so far, of every run: one per message that reached the sink, so a duplicate is a second line.
     * The sink keeps writing while this reads, and its buffer may have reached the file in the middle of a line: a
     * last line without its line end is left for the next read.
     */
    public List<PongRecord> records() {
        receivedFor("");
        try {
            String text = new String(Files.readAllBytes(records), StandardCharsets.UTF_8);
            return text.substring(0, text.lastIndexOf('\n') + 1)
                    .lines()
                    .filter(line -> !line.isEmpty())
                    .map(PongRecord::parse)
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the Pong records " + records, e);
        }
    }

    private static boolean belongs(PongRecord record, String run, long from, long to) {
        Optional<PingId> ping = PingId.parse(record.refToMessageId());
        return ping.map(id -> id.run().equals(run))
                .orElse(record.receivedAtMillis() >= from && record.receivedAtMillis() <= to);
    }

    @Override
    public void close() {
        process.stop(Duration.ofSeconds(15));
    }
}
