package nl.opendk.wus.protocol.addressing;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class AddressingValuesTest {

    @ParameterizedTest
    @ValueSource(
            strings = {
                "urn:uuid:6b1c2f0e-8f57-4d3a-9a55-0c6f3c1d2e4f",
                "uuid:6b1c2f0e-8f57-4d3a-9a55-0c6f3c1d2e4f",
                "zoek-42@3f1c9a2e-5b7d-4c1e-8f3a-2d4b6c8e0a1f@https://adapter.consumer.example.nl",
                "zoek-42@3f1c9a2e-5b7d-4c1e-8f3a-2d4b6c8e0a1f@adapter.consumer.example.nl"
            })
    void acceptsAbsoluteUrisAndTheDigikoppelingForm(String messageId) {
        assertThat(AddressingValues.isValidMessageId(messageId)).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "message 42", "42@host", "a@not-a-uuid@host", "urn:uuid:\u202E1", "relative/path"})
    void refusesOtherMessageIds(String messageId) {
        assertThat(AddressingValues.isValidMessageId(messageId)).isFalse();
    }

    @ParameterizedTest
    @ValueSource(strings = {"not a uri", "/relative", "http://host/\u200Bx"})
    void refusesWhatIsNotAnAbsoluteUri(String value) {
        assertThat(AddressingValues.isAbsoluteUri(value)).isFalse();
    }
}
