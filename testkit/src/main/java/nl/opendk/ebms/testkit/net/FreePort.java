package nl.opendk.ebms.testkit.net;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A TCP port free at the time of asking, for servers that must be told their port before they start (a partner
 * that comes back where its CPA says it lives, a node in a JVM of its own).
 *
 * <p>Not the operating system's port 0: that hands out ports from the ephemeral range, which every outgoing
 * connection on the machine draws from too, so between asking and binding a client socket can take the port. These
 * ports lie below that range (Linux's default starts at 32768), each JVM starts at a random place in it and never
 * gives a port twice, so test classes running side by side do not get the same one.
 */
public final class FreePort {

    private static final int FIRST = 20_000;
    private static final int LAST = 32_000;
    private static final AtomicInteger NEXT =
            new AtomicInteger(ThreadLocalRandom.current().nextInt(LAST - FIRST));

    private FreePort() {}

    public static int find() {
        for (int tries = 0; tries < LAST - FIRST; tries++) {
            int port = FIRST + Math.floorMod(NEXT.getAndIncrement(), LAST - FIRST);
            if (free(port)) {
                return port;
            }
        }
        throw new IllegalStateException("no free TCP port between " + FIRST + " and " + LAST);
    }

    /** Free on every address: the adapter listens on 0.0.0.0 by default. */
    private static boolean free(int port) {
        try (ServerSocket socket = new ServerSocket()) {
            socket.bind(new InetSocketAddress(InetAddress.getByName("0.0.0.0"), port));
            return true;
        } catch (IOException e) {
            return false;
        }
    }
}
