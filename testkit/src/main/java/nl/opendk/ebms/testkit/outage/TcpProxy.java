package nl.opendk.ebms.testkit.outage;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import nl.opendk.ebms.testkit.net.FreePort;

/**
 * A TCP relay between the adapter and a server it uses (its database, a partner), so a test can take it away: {@link #stop()} drops
 * every connection and refuses new ones, as a stopped server does; {@link #freeze()} keeps connections open but
 * passes nothing on, as a hung server or a broken network does. {@link #start()} and {@link #thaw()} undo them.
 */
public final class TcpProxy implements AutoCloseable {

    private final InetSocketAddress target;
    private final int port;
    private final Set<Socket> open = ConcurrentHashMap.newKeySet();
    private final Object frozenLock = new Object();
    private volatile boolean frozen;
    private final AtomicLong downstream = new AtomicLong();
    private volatile long freezeAt = Long.MAX_VALUE;
    private volatile ServerSocket listener;

    private TcpProxy(InetSocketAddress target, int port) {
        this.target = target;
        this.port = port;
    }

    /** A relay to {@code host:targetPort} on a free port of 127.0.0.1, accepting connections. */
    public static TcpProxy start(String host, int targetPort) {
        // a port it can take again after an outage, one the machine's outgoing connections do not draw from
        TcpProxy proxy = new TcpProxy(new InetSocketAddress(host, targetPort), FreePort.find());
        proxy.start();
        return proxy;
    }

    public int port() {
        return port;
    }

    /** Listens again on the same port: the server is back. */
    public synchronized void start() {
        try {
            ServerSocket socket = new ServerSocket();
            socket.setReuseAddress(true);
            socket.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port));
            listener = socket;
            Thread acceptor = new Thread(() -> accept(socket), "tcp-proxy-accept-" + port);
            acceptor.setDaemon(true);
            acceptor.start();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The server is gone: open connections are cut, new ones refused. */
    public synchronized void stop() {
        closeQuietly(listener);
        open.forEach(TcpProxy::closeQuietly);
        open.clear();
    }

    /** The server hangs: connections stay open, nothing passes either way. */
    public void freeze() {
        frozen = true;
    }

    /**
     * Freezes once {@code bytes} more have passed from the target to the client: a transfer that hangs midway, at
     * a point the test chooses.
     */
    public void freezeAfter(long bytes) {
        freezeAt = downstream.get() + bytes;
    }

    public void thaw() {
        synchronized (frozenLock) {
            freezeAt = Long.MAX_VALUE;
            frozen = false;
            frozenLock.notifyAll();
        }
    }

    @Override
    public void close() {
        thaw();
        stop();
    }

    private void accept(ServerSocket socket) {
        while (!socket.isClosed()) {
            try {
                Socket client = socket.accept();
                Socket server = new Socket(target.getAddress(), target.getPort());
                open.add(client);
                open.add(server);
                pump(client, server, false);
                pump(server, client, true);
            } catch (IOException e) {
                return;
            }
        }
    }

    private void pump(Socket from, Socket to, boolean towardsClient) {
        Thread thread = new Thread(
                () -> {
                    byte[] buffer = new byte[16 * 1024];
                    try (InputStream in = from.getInputStream();
                            OutputStream out = to.getOutputStream()) {
                        for (int read = in.read(buffer); read >= 0; read = in.read(buffer)) {
                            if (towardsClient && downstream.addAndGet(read) >= freezeAt) {
                                frozen = true;
                            }
                            awaitThaw();
                            out.write(buffer, 0, read);
                            out.flush();
                        }
                    } catch (IOException | InterruptedException e) {
                        // the other side closed, or the proxy stopped
                    } finally {
                        closeQuietly(from);
                        closeQuietly(to);
                    }
                },
                "tcp-proxy-pump");
        thread.setDaemon(true);
        thread.start();
    }

    private void awaitThaw() throws InterruptedException {
        synchronized (frozenLock) {
            while (frozen) {
                frozenLock.wait();
            }
        }
    }

    private static void closeQuietly(java.io.Closeable closeable) {
        try {
            if (closeable != null) {
                closeable.close();
            }
        } catch (IOException e) {
            // closing is all that is wanted
        }
    }
}
