package nl.opendk.ebms.testkit.net;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.file.Files;
import java.security.KeyStore;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLServerSocket;
import javax.net.ssl.TrustManagerFactory;
import nl.opendk.ebms.testkit.pki.TestParty;
import nl.opendk.ebms.testkit.pki.TestPki;

/**
 * A TLS-terminating proxy in front of a host's plain HTTP port, as operators run one: it asks every client for a
 * certificate chained to the test PKI and passes the bytes on. WUS partners are called over https only (DK-WUS
 * WT001), so a host whose own server speaks plain HTTP is reached through this.
 */
public final class TlsFront implements AutoCloseable {

    private final ServerSocket server;
    private final ExecutorService threads = Executors.newCachedThreadPool(runnable -> {
        Thread thread = new Thread(runnable, "tls-front");
        thread.setDaemon(true);
        return thread;
    });

    private TlsFront(ServerSocket server) {
        this.server = server;
    }

    public static TlsFront start(TestPki pki, TestParty server, int plainPort) throws Exception {
        SSLContext tls = SSLContext.getInstance("TLS");
        tls.init(keys(server), trust(pki), null);
        SSLServerSocket socket = (SSLServerSocket)
                tls.getServerSocketFactory().createServerSocket(FreePort.find(), 50, InetAddress.getLoopbackAddress());
        socket.setNeedClientAuth(true);
        TlsFront front = new TlsFront(socket);
        front.threads.execute(() -> front.accept(plainPort));
        return front;
    }

    public URI uri(String path) {
        return URI.create("https://localhost:" + server.getLocalPort() + path);
    }

    private void accept(int plainPort) {
        while (!server.isClosed()) {
            try {
                Socket client = server.accept();
                Socket plain = new Socket(InetAddress.getLoopbackAddress(), plainPort);
                threads.execute(() -> pipe(client, plain));
                threads.execute(() -> pipe(plain, client));
            } catch (IOException e) {
                return;
            }
        }
    }

    private static void pipe(Socket from, Socket to) {
        try (InputStream in = from.getInputStream();
                OutputStream out = to.getOutputStream()) {
            in.transferTo(out);
        } catch (IOException e) {
            // one side closed: close both
        } finally {
            closeQuietly(from);
            closeQuietly(to);
        }
    }

    private static javax.net.ssl.KeyManager[] keys(TestParty party) throws Exception {
        KeyStore store = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(party.keyStore())) {
            store.load(in, party.keyStorePassword().toCharArray());
        }
        KeyManagerFactory factory = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
        factory.init(store, party.keyStorePassword().toCharArray());
        return factory.getKeyManagers();
    }

    private static javax.net.ssl.TrustManager[] trust(TestPki pki) throws Exception {
        KeyStore store = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(pki.trustStore())) {
            store.load(in, TestPki.PASSWORD.toCharArray());
        }
        TrustManagerFactory factory = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        factory.init(store);
        return factory.getTrustManagers();
    }

    private static void closeQuietly(Socket socket) {
        try {
            socket.close();
        } catch (IOException e) {
            // already closed
        }
    }

    @Override
    public void close() throws IOException {
        server.close();
        threads.shutdownNow();
    }
}
