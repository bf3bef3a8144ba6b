package nl.opendk.ebms.component.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class GbSettingsTest {

    @Test
    void perCpaThresholdsAreBytesOrNone() {
        assertThat(GbSettings.cpaThresholds(List.of("cpa_a=104857600", "cpa_b = none")))
                .containsEntry("cpa_a", 104_857_600L)
                .containsEntry("cpa_b", Long.MAX_VALUE)
                .hasSize(2);
        assertThat(GbSettings.cpaThresholds(List.of())).isEmpty();
    }

    @Test
    void aThresholdThatIsNotOneNamesTheKeyAndTheCpa() {
        assertThatThrownBy(() -> GbSettings.cpaThresholds(List.of("cpa_a=20MiB")))
                .hasMessageContaining("ebms.gb.cpa-thresholds")
                .hasMessageContaining("cpa_a");
        assertThatThrownBy(() -> GbSettings.cpaThresholds(List.of("cpa_a"))).hasMessageContaining("is not cpaId=value");
        assertThatThrownBy(() -> GbSettings.cpaThresholds(List.of("cpa_a=-1")))
                .hasMessageContaining("not a number of bytes");
    }

    @Test
    void pushTargetsAreHttpsFoldersAndEachCpaIsNamedOnce() {
        assertThat(GbSettings.pushTargets(List.of("cpa_a=https://gb.partner.nl/gb/push")))
                .containsEntry("cpa_a", java.net.URI.create("https://gb.partner.nl/gb/push/"));
        assertThatThrownBy(() -> GbSettings.pushTargets(List.of("cpa_a=http://gb.partner.nl/push/")))
                .hasMessageContaining("ebms.gb.push-targets")
                .hasMessageContaining("cpa_a");
        assertThatThrownBy(() -> GbSettings.pushTargets(List.of("cpa_a=https://gb.partner.nl/push/?x=1")))
                .hasMessageContaining("without a query");
        assertThatThrownBy(() -> GbSettings.cpaThresholds(List.of("cpa_a=1", "cpa_a=2")))
                .hasMessageContaining("named twice");
    }
}
