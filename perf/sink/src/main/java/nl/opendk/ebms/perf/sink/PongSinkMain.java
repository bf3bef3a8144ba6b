package nl.opendk.ebms.perf.sink;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import nl.opendk.ebms.protocol.message.PartyId;

/**
 * Runs the Pong sink until the process is stopped (SIGTERM), then writes its records. The first line on standard
 * output is {@code listening on <host>:<port>}; the perf runner reads the port from it.
 *
 * <pre>
 * java -jar perf/sink/target/ebms-perf-sink.jar --records pongs.tsv --cpa-id ID \
 *     --adapter-party OIN --sender-party OIN [--host 127.0.0.1] [--port 0] [--threads 16]
 * </pre>
 */
public final class PongSinkMain {

    private PongSinkMain() {}

    public static void main(String[] args) throws IOException {
        Map<String, String> options = options(args);
        Expectation expectation = new Expectation(
                required(options, "cpa-id"),
                PartyId.oin(required(options, "adapter-party")),
                PartyId.oin(required(options, "sender-party")));
        RecordFile records = RecordFile.create(Path.of(required(options, "records")));
        String host = options.getOrDefault("host", "127.0.0.1");
        PongSink sink = PongSink.start(
                new InetSocketAddress(host, Integer.parseInt(options.getOrDefault("port", "0"))),
                Integer.parseInt(options.getOrDefault("threads", "16")),
                new PongCheck(expectation),
                records);
        // the server's threads keep the JVM running; SIGTERM runs this hook, which writes the records
        Runtime.getRuntime().addShutdownHook(new Thread(sink::close));
        System.out.println("listening on " + host + ":" + sink.port());
        System.out.flush();
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
