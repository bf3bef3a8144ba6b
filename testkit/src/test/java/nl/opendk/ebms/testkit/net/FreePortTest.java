package nl.opendk.ebms.testkit.net;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.util.HashSet;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class FreePortTest {

    @Test
    void portsLieBelowTheEphemeralRangeAndAreNeverHandedOutTwice() {
        Set<Integer> ports = new HashSet<>();
        IntStream.range(0, 200).forEach(i -> ports.add(FreePort.find()));

        assertThat(ports).hasSize(200).allSatisfy(port -> assertThat(port).isBetween(20_000, 32_000));
    }

    @Test
    void aPortInUseIsPassedOver() throws IOException {
        int next;
        do {
            // the port it would give next; at the range's end it starts over, and the check would prove nothing
            next = FreePort.find() + 1;
        } while (next >= 32_000);
        try (ServerSocket taken = new ServerSocket()) {
            taken.bind(new InetSocketAddress(InetAddress.getByName("0.0.0.0"), next));

            assertThat(FreePort.find()).isNotEqualTo(next);
        }
    }

    @Test
    void aPortHandedOutCanBeBound() throws IOException {
        int port = FreePort.find();
        try (ServerSocket server = new ServerSocket(port, 1, InetAddress.getLoopbackAddress())) {
            assertThat(server.getLocalPort()).isEqualTo(port);
        }
    }
}
