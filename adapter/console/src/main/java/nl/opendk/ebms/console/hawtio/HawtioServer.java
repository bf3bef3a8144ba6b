package nl.opendk.ebms.console.hawtio;

import static nl.opendk.ebms.console.observe.ConsoleLogEvent.HAWTIO_STARTED;
import static nl.opendk.ebms.console.observe.ConsoleLogEvent.HAWTIO_STOP_UNCLEAN;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Map;
import org.eclipse.jetty.ee10.webapp.WebAppContext;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.Callback;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Hawtio's war in a Jetty of its own on 127.0.0.1 and a free port, reached only through the adapter's HTTP server
 * (ADR 0002). Jetty answers only requests that carry this process's random proxy token, so a local user who finds
 * the port cannot go around the admin login. Hawtio's own authentication is off: the proxy has already signed the
 * user in.
 */
public final class HawtioServer implements AutoCloseable {

    static final String TOKEN_HEADER = "X-Ebms-Hawtio-Proxy";

    private static final Logger LOG = LoggerFactory.getLogger(HawtioServer.class);
    private static final String WAR = "/hawtio/hawtio-default.war";
    private static final String OVERRIDE = "/hawtio/override-web.xml";

    /** Hawtio reads its settings from system properties (hawtio.*); an operator's own -D values win. */
    private static final Map<String, String> HAWTIO_DEFAULTS = Map.of(
            "hawtio.authenticationEnabled", "false",
            "hawtio.disableProxy", "true",
            "hawtio.offline", "true",
            "hawtio.localAddressProbing", "false");

    private final Server server;
    private final Path war;
    private final String token;

    private HawtioServer(Server server, Path war, String token) {
        this.server = server;
        this.war = war;
        this.token = token;
    }

    public static HawtioServer start() {
        HAWTIO_DEFAULTS.forEach((key, value) -> {
            if (System.getProperty(key) == null) {
                System.setProperty(key, value);
            }
        });
        Path war = copyWar();
        String token = randomToken();
        Server server = new Server();
        try {
            ServerConnector connector = new ServerConnector(server, 1, 1);
            connector.setHost("127.0.0.1");
            connector.setPort(0);
            server.addConnector(connector);
            WebAppContext webapp = new WebAppContext();
            webapp.setContextPath("/hawtio");
            webapp.setWar(war.toString());
            webapp.addOverrideDescriptor(resource(OVERRIDE).toExternalForm());
            webapp.setThrowUnavailableOnStartupException(true);
            server.setHandler(new ProxyOnly(token, webapp));
            server.start();
            LOG.info(
                    HAWTIO_STARTED.line("Hawtio started on 127.0.0.1:{}, served at /hawtio behind the admin login"),
                    connector.getLocalPort());
            return new HawtioServer(server, war, token);
        } catch (Exception e) {
            stopQuietly(server);
            deleteQuietly(war);
            throw new IllegalStateException("Hawtio did not start (set hawtio.enabled=false to run without it)", e);
        }
    }

    public int port() {
        return ((ServerConnector) server.getConnectors()[0]).getLocalPort();
    }

    String token() {
        return token;
    }

    @Override
    public void close() {
        stopQuietly(server);
        deleteQuietly(war);
    }

    private static Path copyWar() {
        try (InputStream in = resource(WAR).openStream()) {
            Path file = Files.createTempFile("ebms-hawtio-", ".war");
            Files.copy(in, file, StandardCopyOption.REPLACE_EXISTING);
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException("could not unpack Hawtio's war", e);
        }
    }

    private static URL resource(String path) {
        URL url = HawtioServer.class.getResource(path);
        if (url == null) {
            throw new IllegalStateException(path + " is missing from the console's jar; rebuild it with Maven");
        }
        return url;
    }

    private static String randomToken() {
        byte[] bytes = new byte[32];
        new SecureRandom().nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    private static void stopQuietly(Server server) {
        try {
            server.stop();
        } catch (Exception e) {
            LOG.warn(HAWTIO_STOP_UNCLEAN.line("Hawtio's Jetty did not stop cleanly: {}"), e.toString());
        }
    }

    private static void deleteQuietly(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            LOG.debug("Could not delete {}: {}", file, e.toString());
        }
    }

    /** Refuses every request that did not come through the adapter's proxy. */
    private static final class ProxyOnly extends Handler.Wrapper {
        private final byte[] token;

        ProxyOnly(String token, Handler next) {
            super(next);
            this.token = token.getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        }

        @Override
        public boolean handle(Request request, Response response, Callback callback) throws Exception {
            String sent = request.getHeaders().get(TOKEN_HEADER);
            if (sent == null
                    || !MessageDigest.isEqual(token, sent.getBytes(java.nio.charset.StandardCharsets.US_ASCII))) {
                Response.writeError(request, response, callback, 403);
                return true;
            }
            return super.handle(request, response, callback);
        }
    }
}
