package nl.opendk.ebms.routes.send;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import org.junit.jupiter.api.Test;

class SendStepsTest {

    @Test
    void anEndpointWithoutPortGetsItsSchemesPortSoTheClientIsChosenByScheme() {
        assertThat(SendSteps.withPort(URI.create("https://ebms.example.nl/ebms?a=b")))
                .isEqualTo(URI.create("https://ebms.example.nl:443/ebms?a=b"));
        assertThat(SendSteps.withPort(URI.create("http://ebms.example.nl/ebms")))
                .isEqualTo(URI.create("http://ebms.example.nl:80/ebms"));
    }

    @Test
    void anEndpointWithAPortKeepsIt() {
        URI endpoint = URI.create("https://127.0.0.1:8443/ebms");

        assertThat(SendSteps.withPort(endpoint)).isSameAs(endpoint);
    }
}
