package nl.opendk.ebms.app.testing;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import nl.opendk.ebms.app.testing.BackendStub.Delivery;

/**
 * The back end of a provided WUS service in tests: a real HTTP server that answers a plain SOAP ZoekPersoon request
 * (namespace {@value #NS}) with the person's name, and with a SOAP Fault of its own for BSN {@value #UNKNOWN_BSN}. It
 * records what it received.
 */
public final class WusBackEndStub implements AutoCloseable {

    public static final String NS = "http://example.overheid.nl/brp/v1";
    public static final String UNKNOWN_BSN = "000000000";
    private static final Pattern BSN = Pattern.compile("<(?:\\w+:)?Bsn>([^<]*)</");

    private final HttpServer server;
    private final ExecutorService executor = Executors.newFixedThreadPool(4);
    private final List<Delivery> requests = new CopyOnWriteArrayList<>();

    private WusBackEndStub(HttpServer server) {
        this.server = server;
    }

    public static WusBackEndStub start() throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 100);
        WusBackEndStub stub = new WusBackEndStub(server);
        server.createContext("/brp", stub::answer);
        server.setExecutor(stub.executor);
        server.start();
        return stub;
    }

    public String uri() {
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/brp";
    }

    public List<Delivery> requests() {
        return List.copyOf(requests);
    }

    /** A plain ZoekPersoon request as a back end sends it to the adapter to call a partner. */
    public static String request(String bsn) {
        return "<soap:Envelope xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\"><soap:Body>"
                + "<brp:ZoekPersoon xmlns:brp=\"" + NS + "\"><brp:Bsn>" + bsn + "</brp:Bsn></brp:ZoekPersoon>"
                + "</soap:Body></soap:Envelope>";
    }

    private void answer(HttpExchange exchange) throws IOException {
        try (InputStream in = exchange.getRequestBody()) {
            byte[] body = in.readAllBytes();
            Map<String, String> headers = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
            exchange.getRequestHeaders().forEach((name, values) -> headers.put(name, values.get(0)));
            requests.add(new Delivery(headers, body));
            Matcher bsn = BSN.matcher(new String(body, StandardCharsets.UTF_8));
            String found = bsn.find() ? bsn.group(1) : "";
            boolean unknown = found.equals(UNKNOWN_BSN);
            String answer = unknown
                    ? "<soap:Fault><faultcode xmlns:brp=\"" + NS + "\">brp:Onbekend</faultcode>"
                            + "<faultstring>Geen persoon met BSN " + found + "</faultstring></soap:Fault>"
                    : "<brp:ZoekPersoonResponse xmlns:brp=\"" + NS + "\"><brp:Naam>Persoon " + found
                            + "</brp:Naam></brp:ZoekPersoonResponse>";
            byte[] bytes = ("<soap:Envelope xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\"><soap:Body>"
                            + answer + "</soap:Body></soap:Envelope>")
                    .getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().set("Content-Type", "text/xml; charset=UTF-8");
            exchange.sendResponseHeaders(unknown ? 500 : 200, bytes.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(bytes);
            }
        } finally {
            exchange.close();
        }
    }

    @Override
    public void close() {
        server.stop(0);
        executor.shutdownNow();
    }
}
