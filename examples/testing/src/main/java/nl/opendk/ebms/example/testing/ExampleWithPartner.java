package nl.opendk.ebms.example.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import nl.opendk.ebms.app.Adapter;
import nl.opendk.ebms.component.gateway.Gateway;
import nl.opendk.ebms.cpa.check.CpaUpload;
import nl.opendk.ebms.cpa.lookup.CpaRegistry;
import nl.opendk.ebms.cpa.parse.CpaParser;
import nl.opendk.ebms.db.cpa.CpaRepository;
import nl.opendk.ebms.db.message.MessageFilter;
import nl.opendk.ebms.db.message.MessageQueries;
import nl.opendk.ebms.db.testing.FreshDatabase;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.protocol.message.Direction;
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.service.cpa.CpaCatalog;
import nl.opendk.ebms.service.send.BackendSend;
import nl.opendk.ebms.service.send.Outcome;
import nl.opendk.ebms.service.send.Pings;
import nl.opendk.ebms.service.send.SendRequest;
import nl.opendk.ebms.testkit.cpa.TestCpas;
import nl.opendk.ebms.testkit.net.FreePort;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * What every ebMS example must do with a second adapter, the standalone one, whose back end is a folder: a file put
 * in the example's outbox folder reaches the partner's back end and is acknowledged, a message from the partner
 * becomes a file in the example's inbox folder, and the partner's Ping is answered with a Pong. The example is party
 * A of a reliable CPA, the adapter party B, over plain HTTP on free ports.
 *
 * <p>A subclass starts the example as it ships, before all its tests: {@link #startPartner} first, then the example
 * with {@link #exampleProperties} (ports, folders, database) by the runtime's own means, stopping it after all.
 */
public abstract class ExampleWithPartner {

    @RegisterExtension
    protected static final TestDatabase DB = new TestDatabase();

    /** The example's folders and the partner's back end, under target/example-it/&lt;the run's name&gt;. */
    protected static Path work;

    protected static int examplePort;

    private static Adapter partner;
    private static MessageQueries exampleMessages;
    private static MessageQueries partnerMessages;

    /**
     * Starts the partner and puts the agreement in both databases, the example's as the admin UI of an adapter on
     * the same database would have put it there.
     */
    protected static void startPartner(String runName) throws IOException {
        work = Path.of("target", "example-it", runName);
        examplePort = FreePort.find();
        int partnerPort = FreePort.find();
        FreshDatabase partnerDatabase = DB.newDatabase();
        deleteRecursively(work);
        Files.createDirectories(work);
        String cpa = TestCpas.builder()
                .partyA(
                        TestCpas.PARTY_A.oin(),
                        TestCpas.PARTY_A.name(),
                        TestCpas.PARTY_A.role(),
                        URI.create("http://localhost:" + examplePort + "/ebms"))
                .partyB(
                        TestCpas.PARTY_B.oin(),
                        TestCpas.PARTY_B.name(),
                        TestCpas.PARTY_B.role(),
                        URI.create("http://localhost:" + partnerPort + "/ebms"))
                .retryInterval(Duration.ofSeconds(1))
                .build();

        Map<String, String> properties = new HashMap<>();
        properties.put("camel.main.name", "example-partner");
        // an example on Camel Main runs in this JVM, and its application.properties comes first on the class path:
        // the partner must not load the example's routes, so it reads a folder without routes instead
        Path noRoutes = Files.createDirectories(work.resolve("no-routes"));
        properties.put("camel.main.routesIncludePattern", "file:" + noRoutes.toAbsolutePath() + "/*.yaml");
        properties.put("camel.main.shutdownTimeout", "5");
        properties.put("camel.server.port", String.valueOf(partnerPort));
        properties.put("camel.management.port", String.valueOf(FreePort.find()));
        properties.put("camel.management.host", "127.0.0.1");
        properties.put("hawtio.enabled", "false");
        properties.put("ebms.http.plain-allowed", "true");
        properties.put("ebms.node-id", "partner");
        properties.put("ebms.message-id-domain", "partner.test");
        properties.put("db.url", partnerDatabase.settings().url());
        properties.put("db.pool.size", "4");
        properties.put(
                "backend.messages.uri",
                "file:" + work.resolve("partner-back-end").toAbsolutePath());
        properties.put("backend.poll-interval", "PT0.2S");
        properties.put("outbox.poll-interval", "PT0.2S");
        partner = Adapter.start(properties);

        byte[] xml = cpa.getBytes(StandardCharsets.UTF_8);
        Gateway.of(partner.camelContext())
                .orElseThrow()
                .parts()
                .catalog()
                .save(CpaUpload.standard(Clock.systemUTC()).check(xml), xml);
        new CpaCatalog(new CpaRepository(DB.dataSource(), Clock.systemUTC()), new CpaParser(), new CpaRegistry())
                .save(CpaUpload.standard(Clock.systemUTC()).check(xml), xml);
        exampleMessages = new MessageQueries(DB.dataSource());
        partnerMessages = new MessageQueries(partnerDatabase.dataSource());
    }

    /** What the test sets on the example: its port, its database, its folders, and short poll intervals. */
    protected static Map<String, String> exampleProperties() {
        Map<String, String> properties = new HashMap<>();
        properties.put("camel.server.port", String.valueOf(examplePort));
        properties.put("db.url", DB.settings().url());
        properties.put("db.pool.size", "4");
        properties.put("ebms.message-id-domain", "example.test");
        properties.put("example.inbox", work.resolve("inbox").toAbsolutePath().toString());
        properties.put("example.outbox", work.resolve("outbox").toAbsolutePath().toString());
        properties.put("outbox.poll-interval", "PT0.2S");
        properties.put("backend.poll-interval", "PT0.2S");
        return properties;
    }

    /** After the subclass's own {@code @AfterAll}, which stops the example. */
    @AfterAll
    public static void stopPartner() {
        if (partner != null) {
            partner.close();
            partner = null;
        }
    }

    @Test
    public void aFileInTheOutboxReachesThePartnersBackEndAndIsAcknowledged() throws IOException {
        Files.createDirectories(work.resolve("outbox"));
        Files.writeString(work.resolve("outbox").resolve("vraag-1.xml"), "<vraag>1</vraag>");

        Path delivered = await().atMost(Duration.ofSeconds(20))
                .until(
                        () -> files(work.resolve("partner-back-end")).stream()
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
    public void aMessageFromThePartnerBecomesAFileInTheInbox() {
        Outcome<BackendSend.Sent> sent = partnerGateway()
                .parts()
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

        await().atMost(Duration.ofSeconds(20)).until(() -> files(work.resolve("inbox")).stream()
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
    public void theExampleAnswersThePartnersPingWithAPong() {
        Outcome<Pings.Queued> ping =
                partnerGateway().parts().backend().pings().ping(TestCpas.CPA_ID, TestCpas.PARTY_A.oin());
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

    private static Gateway partnerGateway() {
        return Gateway.of(partner.camelContext()).orElseThrow();
    }

    /** What an earlier run left: its files would answer this run's questions. */
    private static void deleteRecursively(Path folder) throws IOException {
        if (!Files.exists(folder)) {
            return;
        }
        try (Stream<Path> all = Files.walk(folder)) {
            for (Path path : all.sorted(Comparator.reverseOrder()).toList()) {
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
