package nl.opendk.wus.protocol.addressing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class OinTest {

    @Test
    void readsTheOinParameterOfAnAddress() {
        assertThat(Oin.fromAddress("https://svc.example.nl/ws?OIN=00000001234567890000"))
                .contains(new Oin("00000001234567890000"));
        assertThat(Oin.fromAddress("https://svc.example.nl/ws?a=1&oin=00000001234567890000#x"))
                .contains(new Oin("00000001234567890000"));
    }

    @Test
    void hasNoOinWithoutAValidParameter() {
        assertThat(Oin.fromAddress("https://svc.example.nl/ws")).isEmpty();
        assertThat(Oin.fromAddress("https://svc.example.nl/ws?OIN=123")).isEmpty();
        assertThat(Oin.fromAddress(null)).isEmpty();
    }

    @Test
    void isTwentyDigits() {
        assertThatThrownBy(() -> new Oin("0000000123456789000A")).isInstanceOf(IllegalArgumentException.class);
        assertThat(Oin.isOin("00000001234567890000")).isTrue();
        assertThat(Oin.isOin("０0000001234567890000")).isFalse();
    }
}
