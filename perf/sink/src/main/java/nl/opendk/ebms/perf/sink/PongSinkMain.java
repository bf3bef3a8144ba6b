package nl.opendk.ebms.perf.sink;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.CertificateException;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.util.HashMap;
import java.util.Map;
import javax.net.ssl.SSLContext;
import nl.opendk.ebms.protocol.message.PartyId;

/**
 * Runs the Pong sink until the process is stopped (SIGTERM), then writes its records. The first line on standard
 * output is {@code listening on <host>:<port>}, the second {@code wus back end on <host>:<port>} ({@link
 * WusBackEnd}, plain HTTP); the perf runner reads the ports from them.
 *
 * <pre>
 * java -jar perf/sink/target/ebms-perf-sink.jar --records pongs.tsv --cpa-id ID \
 *     --adapter-party OIN --sender-party OIN [--host 127.0.0.1] [--port 0] [--threads 16] \
 *     [--signed-by adapter-certificate.pem] \
 *     [--tls-keystore key.p12 --tls-password P --tls-alias A --tls-truststore trust.p12 --tls-truststore-password P]
 * </pre>
 *
 * With {@code --signed-by} the sink expects signed Acknowledgments (an osb-rm-s run) and verifies each against that
 * certificate (PEM or DER); without it, Pongs. With {@code --tls-keystore} it listens on HTTPS with that key and
 * asks every client for a certificate the trust store accepts.
 */
public final class PongSinkMain {

    private PongSinkMain() {}

    public static void main(String[] args) throws IOException {
        Map<String, String> options = options(args);
        Expectation expectation = expectation(options);
        RecordFile records = RecordFile.create(Path.of(required(options, "records")));
        String host = options.getOrDefault("host", "127.0.0.1");
        PongSink sink = PongSink.start(
                new InetSocketAddress(host, Integer.parseInt(options.getOrDefault("port", "0"))),
                Integer.parseInt(options.getOrDefault("threads", "16")),
                new PongCheck(expectation),
                records,
                tls(options));
        WusBackEnd wus = WusBackEnd.start(new InetSocketAddress(host, 0), 16);
        // the server's threads keep the JVM running; SIGTERM runs this hook, which writes the records
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            wus.close();
            sink.close();
        }));
        System.out.println("listening on " + host + ":" + sink.port());
        System.out.println("wus back end on " + host + ":" + wus.port());
        System.out.flush();
    }

    private static Expectation expectation(Map<String, String> options) throws IOException {
        String cpaId = required(options, "cpa-id");
        PartyId adapter = PartyId.oin(required(options, "adapter-party"));
        PartyId sender = PartyId.oin(required(options, "sender-party"));
        String signedBy = options.get("signed-by");
        return signedBy == null
                ? Expectation.pongs(cpaId, adapter, sender)
                : Expectation.signedAcknowledgments(cpaId, adapter, sender, certificate(Path.of(signedBy)));
    }

    /** The HTTPS context from the --tls-* options, or null for plain HTTP. */
    static SSLContext tls(Map<String, String> options) throws IOException {
        String keyStore = options.get("tls-keystore");
        if (keyStore == null) {
            return null;
        }
        try {
            String password = required(options, "tls-password");
            KeyStore keys = TlsContexts.only(
                    TlsContexts.load(Path.of(keyStore), password), required(options, "tls-alias"), password);
            return TlsContexts.of(
                    keys,
                    password,
                    TlsContexts.load(
                            Path.of(required(options, "tls-truststore")),
                            required(options, "tls-truststore-password")));
        } catch (GeneralSecurityException e) {
            throw new IllegalArgumentException("cannot set up TLS from " + keyStore + ": " + e.getMessage(), e);
        }
    }

    private static X509Certificate certificate(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return (X509Certificate) CertificateFactory.getInstance("X.509").generateCertificate(in);
        } catch (CertificateException e) {
            throw new IllegalArgumentException(file + " holds no X.509 certificate: " + e.getMessage(), e);
        }
    }

    private static Map<String, String> options(String[] args) {
        Map<String, String> options = new HashMap<>();
        for (int i = 0; i < args.length; i += 2) {
            if (!args[i].startsWith("--") || i + 1 == args.length) {
                throw new IllegalArgumentException("expected --name value pairs, got " + String.join(" ", args));
            }
            options.put(args[i].substring(2), args[i + 1]);
        }
        return options;
    }

    private static String required(Map<String, String> options, String name) {
        String value = options.get(name);
        if (value == null) {
            throw new IllegalArgumentException("--" + name + " is required");
        }
        return value;
    }
}
