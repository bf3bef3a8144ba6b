package nl.opendk.ebms.db.source;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class DatabaseSettingsTest {

    @Test
    void aBlankUrlMeansTheEmbeddedServer() {
        assertThat(new DatabaseSettings(" ", null, null, Path.of("data"), 0, 4).isEmbedded())
                .isTrue();
        assertThat(DatabaseSettings.embedded(Path.of("data"), 3307, 4).isEmbedded())
                .isTrue();
        assertThat(DatabaseSettings.external("jdbc:mysql://db/ebms", "u", "p", 4)
                        .isEmbedded())
                .isFalse();
    }

    @Test
    void neverShowsThePassword() {
        DatabaseSettings settings =
                DatabaseSettings.external("jdbc:mysql://db/ebms?password=in-url", "ebms", "s3cret", 4);

        assertThat(settings.toString()).doesNotContain("s3cret", "in-url").contains("ebms", "****");
    }

    @Test
    void refusesSettingsThatCannotWork() {
        assertThatThrownBy(() -> DatabaseSettings.external("jdbc:mysql://db/ebms", null, null, 0))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new DatabaseSettings(null, null, null, null, 0, 4))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> DatabaseSettings.embedded(Path.of("data"), 70000, 4))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
