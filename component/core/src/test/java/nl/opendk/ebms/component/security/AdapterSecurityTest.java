package nl.opendk.ebms.component.security;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;

import io.vertx.ext.web.client.WebClientOptions;
import java.net.URI;
import java.time.Clock;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import nl.opendk.ebms.component.config.Settings;
import nl.opendk.ebms.protocol.agreement.ChannelSecurity;
import nl.opendk.ebms.protocol.agreement.ChannelTerms;
import nl.opendk.ebms.protocol.agreement.PerMessage;
import nl.opendk.ebms.protocol.agreement.SyncReplyMode;
import nl.opendk.ebms.protocol.message.Party;
import nl.opendk.ebms.protocol.message.PartyId;
import nl.opendk.ebms.protocol.signal.MessageIds;
import nl.opendk.ebms.protocol.signal.OutgoingMessage;
import nl.opendk.ebms.protocol.signal.PingFactory;
import org.apache.camel.CamelContext;
import org.apache.camel.impl.DefaultCamelContext;
import org.junit.jupiter.api.Test;

class AdapterSecurityTest {

    @Test
    void withoutKeyAndTrustStoreTheAdapterRefusesToStartUnlessPlainHttpIsAllowed() {
        assertThatIllegalStateException()
                .isThrownBy(() -> AdapterSecurity.create(settings(Map.of()), Clock.systemUTC()))
                .withMessageContaining("ebms.keystore.path")
                .withMessageContaining("ebms.http.plain-allowed=true");
    }

    @Test
    void onPlainHttpWithoutKeyNothingThatMustBeSignedCanBeSent() {
        AdapterSecurity security =
                AdapterSecurity.create(settings(Map.of("ebms.http.plain-allowed", "true")), Clock.systemUTC());
        ChannelTerms signing = channel(new ChannelSecurity(null, null, true, null, null));

        assertThatIllegalStateException()
                .isThrownBy(() -> ping(security, signing))
                .withMessageContaining("no signing key is configured");
        assertThat(ping(security, channel(ChannelSecurity.NONE))).isNotNull();
    }

    @Test
    void partnersGetAsManyKeptAliveConnectionsAsTheSendRouteHasSenders() throws Exception {
        AdapterSecurity security =
                AdapterSecurity.create(settings(Map.of("ebms.http.plain-allowed", "true")), Clock.systemUTC());
        try (CamelContext context = new DefaultCamelContext()) {
            security.install(context, Duration.ofSeconds(10), Duration.ofSeconds(30), 48);

            WebClientOptions options =
                    context.getRegistry().lookupByNameAndType(AdapterSecurity.PARTNER_CLIENT, WebClientOptions.class);
            assertThat(options.getMaxPoolSize()).isEqualTo(48);
        }
    }

    @Test
    void onlyTls12AndTls13CanBeConfigured() {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> settings(Map.of("ebms.tls.protocols", "TLSv1.3,TLSv1.1")))
                .withMessageContaining("TLSv1.2 and TLSv1.3");
        assertThat(settings(Map.of()).tls().protocols()).containsExactly("TLSv1.3", "TLSv1.2");
    }

    @Test
    void passwordsAreNotShown() {
        SecuritySettings settings = settings(Map.of(
                "ebms.keystore.path", "/keys/ebms.p12",
                "ebms.keystore.password", "key-secret",
                "ebms.truststore.path", "/keys/trust.p12",
                "ebms.truststore.password", "trust-secret"));

        assertThat(settings.toString())
                .doesNotContain("key-secret", "trust-secret")
                .contains("****");
    }

    private static OutgoingMessage ping(AdapterSecurity security, ChannelTerms channel) {
        return new PingFactory(new MessageIds("test"), Clock.systemUTC(), security.outgoing())
                .ping(
                        "cpa",
                        Party.of(PartyId.oin("00000099000000000001"), null),
                        Party.of(PartyId.oin("00000099000000000002"), null),
                        channel);
    }

    private static ChannelTerms channel(ChannelSecurity security) {
        return new ChannelTerms(
                "channel",
                URI.create("https://partner.test/ebms"),
                SyncReplyMode.NONE,
                PerMessage.NEVER,
                PerMessage.NEVER,
                PerMessage.NEVER,
                null,
                security);
    }

    private static SecuritySettings settings(Map<String, String> values) {
        return SecuritySettings.from(new Settings(key -> Optional.ofNullable(values.get(key))));
    }
}
