package nl.opendk.wus.protocol.profile;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class WusProfileTest {

    @ParameterizedTest
    @CsvSource({
        "Digikoppeling 2W-be, BE",
        "2W-be, BE",
        "2w-BE-s, BE_S",
        "'  digikoppeling 2W-be-SE ', BE_SE",
        "BE_SE, BE_SE"
    })
    void parsesNamesLeniently(String name, WusProfile expected) {
        assertThat(WusProfile.parse(name)).contains(expected);
    }

    @Test
    void refusesOtherNames() {
        assertThat(WusProfile.parse("osb-be")).isEmpty();
        assertThat(WusProfile.parse("2W-R")).isEmpty();
        assertThat(WusProfile.parse(null)).isEmpty();
    }

    @Test
    void namesAndFlags() {
        assertThat(WusProfile.BE_S.wireName()).isEqualTo("Digikoppeling 2W-be-S");
        assertThat(WusProfile.BE_SE.shortName()).isEqualTo("2W-be-SE");
        assertThat(WusProfile.BE.signed()).isFalse();
        assertThat(WusProfile.BE_S.signed()).isTrue();
        assertThat(WusProfile.BE_S.encrypted()).isFalse();
        assertThat(WusProfile.BE_SE.encrypted()).isTrue();
    }
}
