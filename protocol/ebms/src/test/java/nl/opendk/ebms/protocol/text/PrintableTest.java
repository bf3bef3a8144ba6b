package nl.opendk.ebms.protocol.text;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class PrintableTest {

    @ParameterizedTest
    @ValueSource(
            strings = {
                "line\nbreak",
                "carriage\rreturn",
                "tab\there",
                "nul\u0000",
                "unit\u001Fseparator",
                "delete\u007Fhere",
                "c1\u0085control",
                "bidi\u202Eoverride",
                "isolate\u2066here",
                "zero\u200Bwidth",
                "joiner\u200Dhere",
                "bom\uFEFF",
                "soft\u00ADhyphen",
                "line\u2028separator",
                "lone\uD800surrogate"
            })
    void refusesControlFormatAndSeparatorCharacters(String value) {
        assertThat(Printable.isPrintable(value)).isFalse();
    }

    @Test
    void acceptsEveryPrintableAsciiCharacter() {
        StringBuilder ascii = new StringBuilder();
        for (char c = ' '; c <= '~'; c++) {
            ascii.append(c);
        }
        assertThat(Printable.isPrintable(ascii.toString())).isTrue();
    }

    @Test
    void acceptsLettersOfAnyScriptSpacesAndSupplementaryCharacters() {
        assertThat(Printable.isPrintable("Gemeente 's-Hertogenbosch · Ærø · 東京 · \uD83D\uDCE8"))
                .isTrue();
        assertThat(Printable.isPrintable(null)).isTrue();
    }

    @Test
    void escapesWhatCannotBeShownAndKeepsTheRest() {
        assertThat(Printable.escape("id\u202E@host\n", 100)).isEqualTo("id\\u202E@host\\u000A");
    }

    @Test
    void cutsToTheMaximumWithAnEllipsis() {
        String cut = Printable.escape("x".repeat(50), 10);
        assertThat(cut).hasSize(10).endsWith("…").startsWith("xxxxxxxxx");
        assertThat(Printable.escape("x".repeat(10), 10)).isEqualTo("x".repeat(10));
    }
}
