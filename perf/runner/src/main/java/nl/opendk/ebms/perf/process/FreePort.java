package nl.opendk.ebms.perf.process;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;

/** A TCP port on 127.0.0.1 that was free a moment ago: the machine is shared, so nothing uses fixed ports. */
public final class FreePort {

    private FreePort() {}

    public static int find() {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException("no free port", e);
        }
    }
}
