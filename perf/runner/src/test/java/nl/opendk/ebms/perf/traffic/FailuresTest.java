package nl.opendk.ebms.perf.traffic;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.EOFException;
import java.io.IOException;
import java.net.ConnectException;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpTimeoutException;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.Test;

class FailuresTest {

    @Test
    void namesWhatAPartnerWouldTellApart() {
        assertThat(Failures.reason(new CompletionException(new ConnectException())))
                .isEqualTo(Failures.REFUSED);
        assertThat(Failures.reason(new HttpTimeoutException("request timed out")))
                .isEqualTo(Failures.TIMEOUT);
        assertThat(Failures.reason(new HttpConnectTimeoutException("HTTP connect timed out")))
                .isEqualTo(Failures.CONNECT_TIMEOUT);
        assertThat(Failures.reason(new IOException("Connection reset by peer"))).isEqualTo(Failures.RESET);
        assertThat(Failures.reason(new CompletionException(new EOFException("EOF reached while reading"))))
                .isEqualTo(Failures.CLOSED);
        assertThat(Failures.reason(new IllegalStateException(new ArithmeticException())))
                .isEqualTo("I/O error: ArithmeticException");
    }
}
