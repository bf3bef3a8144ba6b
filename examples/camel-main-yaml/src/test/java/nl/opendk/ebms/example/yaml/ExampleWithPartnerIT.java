package nl.opendk.ebms.example.yaml;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.stream.Stream;
import nl.opendk.ebms.app.Adapter;
import nl.opendk.ebms.component.gateway.Gateway;
import nl.opendk.ebms.cpa.check.CpaUpload;
import nl.opendk.ebms.db.message.MessageFilter;
import nl.opendk.ebms.db.message.MessageQueries;
import nl.opendk.ebms.db.testing.FreshDatabase;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.protocol.message.Direction;
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.service.send.BackendSend;
import nl.opendk.ebms.service.send.Outcome;
import nl.opendk.ebms.service.send.Pings;
import nl.opendk.ebms.service.send.SendRequest;
import nl.opendk.ebms.testkit.cpa.TestCpas;
import nl.opendk.ebms.testkit.net.FreePort;
import org.apache.camel.main.Main;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The example as it ships (its application.properties and YAML routes), with only ports, folders and database set
 * for the test, exchanging real messages over HTTP with a second adapter: the standalone one, whose back end is a
 * folder. The example is party A of a reliable CPA, the adapter party B.
 */
class ExampleWithPartnerIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static final Path WORK = Path.of("target", "example-it");

    private static Main example;
    private static Adapter partner;
    private static MessageQueries exampleMessages;
    private static MessageQueries partnerMessages;

    @BeforeAll
    static void start() throws Exception {
        int examplePort = FreePort.find();
        int partnerPort = FreePort.find();
        FreshDatabase partnerDatabase = DB.newDatabase();
        deleteRecursively(WORK);
        Files.createDirectories(WORK);
        String cpa = TestCpas.builder()
                .partyA(
                        TestCpas.PARTY_A.oin(),
                        TestCpas.PARTY_A.name(),
                        TestCpas.PARTY_A.role(),
                        java.net.URI.create("http://localhost:" + examplePort + "/ebms"))
                .partyB(
                        TestCpas.PARTY_B.oin(),
                        TestCpas.PARTY_B.name(),
                        TestCpas.PARTY_B.role(),
                        java.net.URI.create("http://localhost:" + partnerPort + "/ebms"))
                .retryInterval(Duration.ofSeconds(1))
                .build();

        Map<String, String> partnerProperties = new HashMap<>();
        partnerProperties.put("camel.main.name", "example-partner");
        // both run in this JVM, and the example's application.properties comes first on the class path: the partner
        // must not load the example's routes: a folder without routes instead
        Path noRoutes = Files.createDirectories(WORK.resolve("no-routes"));
        partnerProperties.put("camel.main.routesIncludePattern", "file:" + noRoutes.toAbsolutePath() + "/*.yaml");
        partnerProperties.put("camel.main.shutdownTimeout", "5");
        partnerProperties.put("camel.server.port", String.valueOf(partnerPort));
        partnerProperties.put("camel.management.port", String.valueOf(FreePort.find()));
        partnerProperties.put("camel.management.host", "127.0.0.1");
        partnerProperties.put("hawtio.enabled", "false");
        partnerProperties.put("ebms.http.plain-allowed", "true");
        partnerProperties.put("ebms.node-id", "partner");
        partnerProperties.put("ebms.message-id-domain", "partner.test");
        partnerProperties.put("db.url", partnerDatabase.settings().url());
        partnerProperties.put("db.pool.size", "4");
        partnerProperties.put(
                "backend.messages.uri",
                "file:" + WORK.resolve("partner-back-end").toAbsolutePath());
        partnerProperties.put("backend.poll-interval", "PT0.2S");
        partnerProperties.put("outbox.poll-interval", "PT0.2S");
        partner = Adapter.start(partnerProperties);

        example = new Main(ExampleApplication.class);
        Properties overrides = new Properties();
        overrides.put("camel.main.shutdownTimeout", "5");
        overrides.put("camel.server.port", String.valueOf(examplePort));
        overrides.put("db.url", DB.settings().url());
        overrides.put("db.pool.size", "4");
        overrides.put("ebms.message-id-domain", "example.test");
        overrides.put("example.inbox", WORK.resolve("inbox").toAbsolutePath().toString());
        overrides.put("example.outbox", WORK.resolve("outbox").toAbsolutePath().toString());
        overrides.put("outbox.poll-interval", "PT0.2S");
        overrides.put("backend.poll-interval", "PT0.2S");
        example.setOverrideProperties(overrides);
        example.start();

        agree(partner.camelContext(), cpa);
        agree(example.getCamelContext(), cpa);
        exampleMessages = new MessageQueries(DB.dataSource());
        partnerMessages = new MessageQueries(partnerDatabase.dataSource());
    }

    @AfterAll
    static void stop() {
        if (example != null) {
            example.stop();
        }
        if (partner != null) {
            partner.close();
        }
    }

    @Test
    void aFileInTheOutboxReachesThePartnersBackEndAndIsAcknowledged() throws IOException {
        Files.writeString(WORK.resolve("outbox").resolve("vraag-1.xml"), "<vraag>1</vraag>");

        Path delivered = await().atMost(Duration.ofSeconds(20))
                .until(
                        () -> files(WORK.resolve("partner-back-end")).stream()
                                .filter(file -> read(file).equals("<vraag>1</vraag>"))
                                .findFirst()
                                .orElse(null),
                        file -> file != null);
        String messageId = delivered.getFileName().toString().replace(".msg", "");
        await().atMost(Duration.ofSeconds(20))
                .until(() -> exampleMessages.list(MessageFilter.ANY.withDirection(Direction.OUT), 50).stream()
                        .anyMatch(m -> messageId.equals(m.messageId().replaceAll("[^A-Za-z0-9._-]", "_"))
                                && m.status() == MessageStatus.DELIVERED));
    }

    @Test
    void aMessageFromThePartnerBecomesAFileInTheInbox() {
        Gateway gateway = Gateway.of(partner.camelContext()).orElseThrow();
        Outcome<BackendSend.Sent> sent = gateway.parts()
                .backend()
                .send()
                .send(
                        new SendRequest(
                                TestCpas.CPA_ID,
                                null,
                                null,
                                TestCpas.SERVICE,
                                TestCpas.SERVICE_TYPE,
                                TestCpas.B_SENDS,
                                null,
                                null,
                                null,
                                List.of()),
                        List.of(new PayloadPart(
                                "",
                                "application/xml",
                                "<antwoord>Jansen</antwoord>".getBytes(StandardCharsets.UTF_8))));
        assertThat(sent.isSent()).as(String.valueOf(sent.problem())).isTrue();

        await().atMost(Duration.ofSeconds(20)).until(() -> files(WORK.resolve("inbox")).stream()
                .anyMatch(file -> read(file).equals("<antwoord>Jansen</antwoord>")));
        await().atMost(Duration.ofSeconds(20))
                .until(() -> partnerMessages
                                .findByMessageId(sent.value().messageId(), Direction.OUT)
                                .orElseThrow()
                                .summary()
                                .status()
                        == MessageStatus.DELIVERED);
    }

    @Test
    void theExampleAnswersThePartnersPingWithAPong() {
        Gateway gateway = Gateway.of(partner.camelContext()).orElseThrow();
        Outcome<Pings.Queued> ping = gateway.parts().backend().pings().ping(TestCpas.CPA_ID, TestCpas.PARTY_A.oin());
        assertThat(ping.isSent()).as(String.valueOf(ping.problem())).isTrue();

        await().atMost(Duration.ofSeconds(20))
                .until(() ->
                        partnerMessages
                                .list(
                                        MessageFilter.ANY.withRefToMessageId(
                                                ping.value().messageId()),
                                        5)
                                .stream()
                                .anyMatch(m -> "Pong".equals(m.action()) && m.direction() == Direction.IN));
    }

    private static void agree(org.apache.camel.CamelContext context, String cpa) {
        byte[] xml = cpa.getBytes(StandardCharsets.UTF_8);
        Gateway.of(context)
                .orElseThrow()
                .parts()
                .catalog()
                .save(CpaUpload.standard(Clock.systemUTC()).check(xml), xml);
    }

    /** What an earlier run left: its files would answer this run's questions. */
    private static void deleteRecursively(Path folder) throws IOException {
        if (!Files.exists(folder)) {
            return;
        }
        try (Stream<Path> all = Files.walk(folder)) {
            for (Path path : all.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }

    private static List<Path> files(Path folder) throws IOException {
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        try (Stream<Path> listed = Files.list(folder)) {
            return listed.filter(Files::isRegularFile).toList();
        }
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            return "";
        }
    }
}
