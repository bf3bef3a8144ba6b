package nl.opendk.ebms.service.gb.send;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A push service that refuses a PUT before its body (GB010: 403) is a refusal, not a broken connection to retry. */
class FilePutTest {

    @TempDir
    Path directory;

    @Test
    void aRefusalBeforeTheBodyIsTheAnswer() throws Exception {
        Path file = Files.write(directory.resolve("big.bin"), new byte[32 * 1024 * 1024]);
        List<String> headers = new ArrayList<>();
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            Thread refuser = new Thread(() -> {
                try (Socket socket = server.accept()) {
                    BufferedReader in = new BufferedReader(
                            new InputStreamReader(socket.getInputStream(), StandardCharsets.US_ASCII));
                    for (String line = in.readLine(); line != null && !line.isEmpty(); line = in.readLine()) {
                        headers.add(line);
                    }
                    OutputStream out = socket.getOutputStream();
                    out.write(("HTTP/1.1 403 Forbidden\r\nContent-Length: 9\r\nConnection: close\r\n\r\nforbidden")
                            .getBytes(StandardCharsets.US_ASCII));
                    out.flush();
                } catch (Exception e) {
                    // the test's assertions say what went wrong
                }
            });
            refuser.start();

            FilePut.Answer answer = new FilePut(null, Duration.ofSeconds(5), Duration.ofSeconds(5))
                    .put(
                            URI.create("http://127.0.0.1:" + server.getLocalPort() + "/gb/push/t/big.bin"),
                            file,
                            sent -> true);

            refuser.join(5000);
            assertThat(answer.status()).isEqualTo(403);
            assertThat(answer.isRetryable()).isFalse();
            assertThat(headers).anySatisfy(line -> assertThat(line).isEqualToIgnoringCase("Expect: 100-continue"));
        }
    }
}
