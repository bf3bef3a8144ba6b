package nl.opendk.ebms.app.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Properties;
import nl.opendk.ebms.component.config.AdapterKeys;
import nl.opendk.ebms.component.config.AdapterSettings;
import nl.opendk.ebms.component.config.BackendKeys;
import nl.opendk.ebms.component.config.ConfigKey;
import nl.opendk.ebms.component.config.GbKeys;
import nl.opendk.ebms.component.config.SecurityKeys;
import nl.opendk.ebms.component.config.Settings;
import nl.opendk.ebms.console.ConsoleKeys;
import nl.opendk.ebms.console.ConsoleSettings;
import nl.opendk.ebms.console.auth.AdminUsers;
import org.apache.camel.impl.DefaultCamelContext;
import org.apache.camel.support.CamelContextHelper;
import org.junit.jupiter.api.Test;

class ConfigCatalogTest {

    private static final Settings NOTHING_SET = new Settings(key -> Optional.empty());

    @Test
    void everyKeyIsDefinedOnceAndListed() throws IllegalAccessException {
        List<ConfigKey<?>> all = ConfigCatalog.all();
        assertThat(all).extracting(ConfigKey::name).doesNotHaveDuplicates();
        assertThat(all.stream().map(ConfigKey::environment).filter(Objects::nonNull))
                .doesNotHaveDuplicates();
        for (Class<?> holder :
                List.of(AdapterKeys.class, BackendKeys.class, SecurityKeys.class, GbKeys.class, ConsoleKeys.class)) {
            for (Field field : holder.getFields()) {
                if (Modifier.isStatic(field.getModifiers()) && field.getType() == ConfigKey.class) {
                    assertThat(all)
                            .as(holder.getSimpleName() + "." + field.getName())
                            .contains((ConfigKey<?>) field.get(null));
                }
            }
        }
    }

    @Test
    void everyDefaultReadsAsItsUnit() {
        for (ConfigKey<?> key : ConfigCatalog.all()) {
            assertThat(NOTHING_SET.find(key).isPresent()).as(key.name()).isEqualTo(key.defaultValue() != null);
        }
        assertThat(NOTHING_SET.get(AdapterKeys.OUTBOX_LEASE)).isEqualTo(Duration.ofMinutes(2));
        assertThat(NOTHING_SET.get(SecurityKeys.TLS_PROTOCOLS)).containsExactly("TLSv1.3", "TLSv1.2");
        assertThat(NOTHING_SET.get(BackendKeys.ROUTE_CPA.numbered(2))).isEqualTo("*");
    }

    @Test
    void theReadersTakeEveryDefaultFromTheCatalog() {
        AdapterSettings adapter = AdapterSettings.from(NOTHING_SET);
        ConsoleSettings console = ConsoleKeys.read(NOTHING_SET);

        assertThat(adapter.httpPort()).isEqualTo(8080);
        assertThat(adapter.maxBodyBytes()).isEqualTo(26_214_400L);
        assertThat(adapter.storeTimeout()).isEqualTo(Duration.ofMillis(1500));
        assertThat(adapter.database().isEmbedded()).isTrue();
        assertThat(adapter.database().timeouts().socket()).isEqualTo(Duration.ofSeconds(30));
        assertThat(adapter.nodeId()).endsWith(":8080");
        assertThat(console.users()).isEmpty();
        assertThat(console.loginLockout()).isEqualTo(Duration.ofMinutes(15));
        assertThat(console.hawtioEnabled()).isTrue();
    }

    @Test
    void aBlankValueIsUnsetAndAValueWinsOverTheDefault() {
        Settings settings =
                settings(Map.of("outbox.lease", " ", "outbox.claim-batch", " 7 ", "hawtio.enabled", "FALSE"));

        assertThat(settings.get(AdapterKeys.OUTBOX_LEASE)).isEqualTo(Duration.ofMinutes(2));
        assertThat(settings.get(AdapterKeys.OUTBOX_CLAIM_BATCH)).isEqualTo(7);
        assertThat(settings.get(ConsoleKeys.HAWTIO_ENABLED)).isFalse();
    }

    @Test
    void aValueThatDoesNotReadNamesTheKeyAndWhatItMustBe() {
        assertThatThrownBy(() -> settings(Map.of("outbox.lease", "2m")).get(AdapterKeys.OUTBOX_LEASE))
                .hasMessage("outbox.lease must be an ISO-8601 duration such as PT30S, was '2m'");
        assertThatThrownBy(() -> settings(Map.of("db.pool.size", "many")).get(AdapterKeys.DB_POOL_SIZE))
                .hasMessage("db.pool.size must be a whole number, was 'many'");
        assertThatThrownBy(() -> settings(Map.of("hawtio.enabled", "yes")).get(ConsoleKeys.HAWTIO_ENABLED))
                .hasMessage("hawtio.enabled must be true or false, was 'yes'");
    }

    @Test
    void secretsAreMaskedWhereverTheyAreShown() {
        String users = "alice:pbkdf2-sha256$600000$salt$hash";
        ConsoleSettings console = ConsoleKeys.read(settings(Map.of("admin.users", users)));

        assertThat(ConfigCatalog.all().stream().filter(ConfigKey::secret))
                .extracting(ConfigKey::name)
                .containsExactlyInAnyOrder(
                        "db.password",
                        "backend.jms.password",
                        "ebms.keystore.password",
                        "ebms.truststore.password",
                        "admin.users");
        assertThat(ConsoleKeys.ADMIN_USERS.shown(users)).isEqualTo(ConfigKey.MASK);
        assertThat(AdapterKeys.DB_USER.shown("ebms")).isEqualTo("ebms");
        assertThat(console.users()).isEqualTo(users);
        assertThat(console.toString()).doesNotContain("alice").contains("users=" + ConfigKey.MASK);
        assertThat(AdminUsers.KEY).isEqualTo(ConsoleKeys.ADMIN_USERS.name());
    }

    @Test
    void camelMasksEverySecretWhenItLogsTheProperties() {
        DefaultCamelContext camel = new DefaultCamelContext();
        camel.getCamelContextExtension().setAdditionalSensitiveKeywords(ConfigCatalog.sensitiveKeywords());

        assertThat(ConfigCatalog.all().stream().filter(ConfigKey::secret))
                .isNotEmpty()
                .allMatch(key -> CamelContextHelper.containsSensitive(camel, key.name()));
        assertThat(CamelContextHelper.containsSensitive(camel, AdapterKeys.OUTBOX_LEASE.name()))
                .isFalse();
    }

    @Test
    void camelGetsTheEnvironmentAndTheDefaultsOfWhatItReadsItself() {
        Properties initial = ConfigCatalog.initialProperties(
                Map.of("EBMS_HTTP_PORT", "8443", "DB_PASSWORD", "secret", "EBMS_NODE_ID", " ", "PATH", "/bin"));

        assertThat(initial)
                .containsEntry("camel.server.port", "8443")
                .containsEntry("db.password", "secret")
                .containsEntry("camel.management.port", "9876")
                .containsEntry("camel.server.maxBodySize", "26214400")
                .containsEntry("camel.main.shutdownTimeout", "30");
        assertThat(initial.stringPropertyNames())
                .doesNotContain("ebms.node-id", "outbox.lease")
                .allMatch(name ->
                        ConfigCatalog.all().stream().anyMatch(key -> key.name().equals(name)));
    }

    @Test
    void numberedKeysTakeTheirNumber() {
        assertThat(BackendKeys.ROUTE_URI.numbered(3).name()).isEqualTo("backend.messages.route.3.uri");
        assertThatThrownBy(() -> AdapterKeys.OUTBOX_LEASE.numbered(1)).isInstanceOf(IllegalStateException.class);
        assertThat(Arrays.stream(ConfigKey.Unit.values()).map(ConfigKey.Unit::label))
                .doesNotHaveDuplicates();
    }

    private static Settings settings(Map<String, String> values) {
        return new Settings(key -> Optional.ofNullable(values.get(key)));
    }
}
