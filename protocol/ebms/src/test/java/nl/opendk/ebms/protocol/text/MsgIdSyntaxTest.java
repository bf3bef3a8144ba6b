package nl.opendk.ebms.protocol.text;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class MsgIdSyntaxTest {

    @ParameterizedTest
    @ValueSource(
            strings = {
                "550e8400-e29b-41d4-a716-446655440000@adapter.example.nl",
                "a@b",
                "run-1.3.17.1764000000000@perf.test",
                "x!#$%&'*+-/=?^_`{|}~@host",
                "\"quoted(local)\"@host",
                "\"with\\\"escaped-quote\"@host",
                "id@[192.0.2.1]",
                "id@[literal\"with\"quotes]"
            })
    void acceptsRfc2822MsgIds(String value) {
        assertThat(MsgIdSyntax.isMsgId(value)).isTrue();
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "",
                "no-at-sign",
                "@host",
                "id@",
                "two@at@signs",
                "space in@host",
                "\"no space in quotes either\"@host",
                "id@host with space",
                ".leading-dot@host",
                "trailing-dot.@host",
                "double..dot@host",
                "id@https://adapter.example.nl",
                "line\nbreak@host",
                "bidi\u202Eoverride@host",
                "zero\u200Bwidth@host",
                "<angle@brackets>",
                "\"unterminated@host",
                "id@[unterminated",
                "id@[nested[bracket]]",
                "caf\u00e9@host"
            })
    void refusesEverythingElse(String value) {
        assertThat(MsgIdSyntax.isMsgId(value)).isFalse();
    }
}
