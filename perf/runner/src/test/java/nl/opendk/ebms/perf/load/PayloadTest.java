package nl.opendk.ebms.perf.load;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class PayloadTest {

    @ParameterizedTest
    @ValueSource(ints = {128, 1024, 4096, 16384, 57344, 1048576})
    void hasExactlyTheRequestedSizeAndIsAnXmlDocument(int bytes) {
        byte[] payload = Payload.of(bytes);
        String text = new String(payload, StandardCharsets.US_ASCII);

        assertThat(payload).hasSize(bytes);
        assertThat(text)
                .startsWith("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<bericht>")
                .endsWith("</bericht>\n");
        assertThat(text.split("<regel ", -1).length - 1).isEqualTo(text.split("</regel>", -1).length - 1);
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 10})
    void refusesSizesBelowTheEmptyDocument(int bytes) {
        assertThatThrownBy(() -> Payload.of(bytes)).isInstanceOf(IllegalArgumentException.class);
    }
}
