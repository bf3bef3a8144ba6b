package nl.opendk.ebms.perf.adapter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URI;
import nl.opendk.ebms.perf.database.DatabaseProbe;
import org.junit.jupiter.api.Test;

class DeployedAdapterTest {

    @Test
    void aUrlWithoutAPortGetsTheSchemesOwnForTheLoadGenerators() {
        DeployedAdapter adapter = new DeployedAdapter(URI.create("http://adapter.test/"), DatabaseProbe.none());

        assertThat(adapter.base()).isEqualTo(URI.create("http://adapter.test:80"));
        assertThat(adapter.ebmsEndpoint()).isEqualTo(URI.create("http://adapter.test:80/ebms"));
        assertThat(new DeployedAdapter(URI.create("https://adapter.test"), DatabaseProbe.none())
                        .base()
                        .getPort())
                .isEqualTo(443);
    }

    @Test
    void itIsNeitherMeasuredNorStopped() {
        DeployedAdapter adapter = new DeployedAdapter(URI.create("http://127.0.0.1:18080"), DatabaseProbe.none());

        assertThat(adapter.pid()).isEqualTo(-1);
        assertThat(adapter.gcLog()).isNull();
        assertThat(adapter.embeddedDatabasePid()).isEmpty();
        assertThat(adapter.database().reads()).isFalse();
        assertThat(adapter.database().countStored("r1")).isEmpty();
        assertThat(adapter.command()).contains("not started by the runner");
    }

    @Test
    void onlyAnHttpUrlIsATarget() {
        assertThatThrownBy(() -> new DeployedAdapter(URI.create("ftp://adapter.test/"), DatabaseProbe.none()))
                .hasMessageContaining("--target");
        assertThatThrownBy(() -> new DeployedAdapter(URI.create("adapter.test:8080"), DatabaseProbe.none()))
                .hasMessageContaining("--target");
    }
}
