package nl.opendk.ebms.app.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import nl.opendk.ebms.app.testing.AdapterProcess;
import nl.opendk.ebms.app.testing.RunningAdapter;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.testkit.net.FreePort;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A node that cannot listen on its ebMS or management port stops with a message naming the port and a non-zero
 * exit code, instead of running unreachable and telling its load balancer it is ready.
 */
class PortInUseIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    @Test
    void theEbmsPortInUseStopsTheStart() throws IOException {
        try (ServerSocket taken = occupy()) {
            int port = taken.getLocalPort();

            assertThatThrownBy(() -> RunningAdapter.startOn(port, DB.settings(), "port-taken", Map.of()))
                    .hasStackTraceContaining(
                            "Could not listen for ebMS, the REST API and the admin UI on port " + port);
        }
    }

    @Test
    void theManagementPortInUseStopsTheStart() throws IOException {
        try (ServerSocket taken = occupy()) {
            int port = taken.getLocalPort();

            assertThatThrownBy(() -> RunningAdapter.start(
                            DB.settings(), "management-taken", Map.of("camel.management.port", String.valueOf(port))))
                    .hasStackTraceContaining("Could not listen for health and metrics on port " + port);
        }
    }

    @Test
    void theProcessExitsWithAnErrorCode() throws Exception {
        Path log = Files.createTempFile(Path.of("target"), "port-in-use", ".log");
        try (ServerSocket taken = occupy();
                AdapterProcess adapter = AdapterProcess.start(
                        RunningAdapter.properties(taken.getLocalPort(), DB.settings(), "port-taken-process", Map.of()),
                        log)) {
            assertThat(adapter.waitFor(120, TimeUnit.SECONDS))
                    .as("the process ended")
                    .isTrue();
            assertThat(adapter.exitValue()).isNotZero();
        }
        assertThat(Files.readString(log)).contains("Could not listen for ebMS");
    }

    /** Takes a port the way another server would: all addresses, like the adapter's own default. */
    private static ServerSocket occupy() throws IOException {
        ServerSocket socket = new ServerSocket();
        socket.bind(new InetSocketAddress(InetAddress.getByName("0.0.0.0"), FreePort.find()));
        return socket;
    }
}
