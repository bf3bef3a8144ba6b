package nl.opendk.ebms.app.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import nl.opendk.ebms.app.testing.AdapterProcess;
import nl.opendk.ebms.app.testing.BackendStub;
import nl.opendk.ebms.app.testing.PartnerStub;
import nl.opendk.ebms.app.testing.RunningAdapter;
import nl.opendk.ebms.cpa.lookup.CpaRegistry;
import nl.opendk.ebms.cpa.lookup.OutboundChannels;
import nl.opendk.ebms.cpa.parse.CpaParser;
import nl.opendk.ebms.db.message.MessageStore;
import nl.opendk.ebms.db.testing.FreshDatabase;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.protocol.agreement.ChannelTerms;
import nl.opendk.ebms.protocol.agreement.DigikoppelingProfile;
import nl.opendk.ebms.protocol.agreement.RetrySchedule;
import nl.opendk.ebms.protocol.message.PartyId;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.protocol.message.Service;
import nl.opendk.ebms.protocol.signal.BusinessMessageFactory;
import nl.opendk.ebms.protocol.signal.BusinessMessageRequest;
import nl.opendk.ebms.protocol.signal.MessageIds;
import nl.opendk.ebms.protocol.signal.OutgoingMessage;
import nl.opendk.ebms.testkit.cpa.TestCpas;
import nl.opendk.ebms.testkit.net.FreePort;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The sending adapter is killed with SIGKILL while hundreds of messages are in flight and started again on the same
 * database. Reliable messages reach the partner's back end exactly once: the sender resends what it had not seen
 * acknowledged; the receiver's duplicate elimination keeps the back end from getting anything twice. Best-effort
 * messages reach the partner at least once, and at most the sends that were under way at the kill reach it twice.
 */
class CrashRecoveryIT {

    private static final String CPA_ID = "Crash_00000099000000000001_00000099000000000002_1";
    private static final int MESSAGES = 400;
    private static final int SENDERS = 2;

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    @Test
    void killedMidFlightTheSenderDeliversEveryMessageExactlyOnceAfterRestart() throws Exception {
        FreshDatabase senderDatabase = DB.newDatabase();
        int senderPort = FreePort.find();
        Path log = Files.createTempFile(Path.of("target"), "crash-sender", ".log");
        try (BackendStub backend = BackendStub.start();
                RunningAdapter receiver = RunningAdapter.start(
                        DB.settings(), "crash-receiver", Map.of("backend.messages.uri", backend.messagesUri()))) {
            byte[] cpa = cpa(
                    URI.create("http://127.0.0.1:" + senderPort + "/ebms"),
                    receiver.uri("/ebms"),
                    DigikoppelingProfile.OSB_RM);
            assertThat(receiver.post("/api/cpas", "application/xml", cpa).statusCode())
                    .isEqualTo(201);
            Set<String> queued = enqueue(senderDatabase, cpa);
            Map<String, String> sender = senderProperties(senderPort, senderDatabase, "crash-sender");

            killAfterAFifth(sender, cpa, log, () -> backend.messages().size());
            int atKill = backend.messages().size();
            assertThat(atKill).as("killed with messages still in flight").isLessThan(MESSAGES);

            try (AdapterProcess second = AdapterProcess.start(sender, log)) {
                await().atMost(Duration.ofSeconds(240))
                        .until(() -> backend.messages().size() >= MESSAGES);
                await().during(Duration.ofSeconds(2))
                        .atMost(Duration.ofSeconds(10))
                        .until(() -> backend.messages().size() == MESSAGES);
            }
            List<String> delivered = backend.messages().stream()
                    .map(m -> m.header("EbmsMessageId"))
                    .toList();
            assertThat(new HashSet<>(delivered)).isEqualTo(queued);
            assertThat(delivered).as("each exactly once").hasSize(MESSAGES);
        }
    }

    @Test
    void killedMidFlightAtMostTheSendsUnderWayAreSentTwice() throws Exception {
        FreshDatabase senderDatabase = DB.newDatabase();
        int senderPort = FreePort.find();
        Path log = Files.createTempFile(Path.of("target"), "crash-best-effort", ".log");
        try (PartnerStub partner = PartnerStub.start()) {
            byte[] cpa = cpa(
                    URI.create("http://127.0.0.1:" + senderPort + "/ebms"),
                    partner.endpoint(),
                    DigikoppelingProfile.OSB_BE);
            Set<String> queued = enqueue(senderDatabase, cpa);
            Map<String, String> sender = senderProperties(senderPort, senderDatabase, "crash-best-effort");

            killAfterAFifth(sender, cpa, log, () -> partner.received().size());
            assertThat(partner.received())
                    .as("killed with messages still in flight")
                    .hasSizeLessThan(MESSAGES);

            try (AdapterProcess second = AdapterProcess.start(sender, log)) {
                await().atMost(Duration.ofSeconds(240))
                        .until(() -> distinctReceived(partner).size() == MESSAGES);
            }
            assertThat(distinctReceived(partner)).isEqualTo(queued);
            assertThat(partner.received().size() - MESSAGES)
                    .as("sent twice: at most one send under way per sender at the kill")
                    .isLessThanOrEqualTo(SENDERS);
        }
    }

    private static Map<String, String> senderProperties(int port, FreshDatabase database, String nodeId) {
        return RunningAdapter.properties(
                port,
                database.settings(),
                nodeId,
                Map.of("outbox.send.concurrency", String.valueOf(SENDERS), "outbox.claim-batch", "20"));
    }

    /** Starts the sender in a JVM of its own and kills it (SIGKILL) once a fifth of the messages arrived. */
    private static void killAfterAFifth(
            Map<String, String> sender, byte[] cpa, Path log, java.util.function.IntSupplier arrived) throws Exception {
        int port = Integer.parseInt(sender.get("camel.server.port"));
        AdapterProcess first = AdapterProcess.start(sender, log);
        try {
            awaitUp(port);
            assertThat(upload(port, cpa)).isIn(200, 201);
            await().atMost(Duration.ofSeconds(120)).until(() -> arrived.getAsInt() >= MESSAGES / 5);
            first.kill();
        } finally {
            first.close();
        }
    }

    private static Set<String> distinctReceived(PartnerStub partner) {
        return partner.received().stream()
                .map(message -> message.header().messageId())
                .collect(Collectors.toSet());
    }

    /** The messages, stored in the sender's outbox before it starts: what is in flight when it dies. */
    private static Set<String> enqueue(FreshDatabase database, byte[] cpa) {
        CpaRegistry registry = new CpaRegistry();
        registry.put(new CpaParser().parse(cpa).cpa());
        PartyId from = PartyId.oin(TestCpas.PARTY_A.oin());
        PartyId to = PartyId.oin(TestCpas.PARTY_B.oin());
        Service service = new Service("urn:osb:services", "OSB:Service:1:0");
        ChannelTerms channel = new OutboundChannels(registry)
                .businessChannel(CPA_ID, from, to, service, "Bericht")
                .orElseThrow();
        BusinessMessageFactory factory =
                new BusinessMessageFactory(new MessageIds("crash-sender.test"), Clock.systemUTC());
        MessageStore store = new MessageStore(
                database.dataSource(),
                Clock.systemUTC(),
                "loader",
                new RetrySchedule(3, Duration.ofSeconds(1), Duration.ofSeconds(1)),
                Duration.ofMinutes(1));
        try {
            return java.util.stream.IntStream.range(0, MESSAGES)
                    .mapToObj(i -> {
                        OutgoingMessage message = factory.create(
                                new BusinessMessageRequest(
                                        CPA_ID,
                                        from,
                                        "Afzender",
                                        to,
                                        "Ontvanger",
                                        service,
                                        "Bericht",
                                        null,
                                        null,
                                        null,
                                        List.of(new PayloadPart(
                                                "n@a",
                                                "text/plain",
                                                String.valueOf(i).getBytes(StandardCharsets.UTF_8)))),
                                channel);
                        store.enqueue(message);
                        return message.header().messageId();
                    })
                    .collect(Collectors.toSet());
        } finally {
            store.close();
        }
    }

    private static void awaitUp(int port) {
        await().atMost(Duration.ofSeconds(90))
                .ignoreExceptions()
                .until(() -> RunningAdapter.send(HttpRequest.newBuilder(
                                                URI.create("http://127.0.0.1:" + port + "/api/cpas"))
                                        .header(
                                                "Authorization",
                                                RunningAdapter.basic(
                                                        RunningAdapter.ADMIN_USER, RunningAdapter.ADMIN_PASSWORD))
                                        .GET()
                                        .build())
                                .statusCode()
                        == 200);
    }

    private static int upload(int port, byte[] cpa) {
        HttpResponse<byte[]> answer = RunningAdapter.send(HttpRequest.newBuilder(
                        URI.create("http://127.0.0.1:" + port + "/api/cpas"))
                .header("Authorization", RunningAdapter.basic(RunningAdapter.ADMIN_USER, RunningAdapter.ADMIN_PASSWORD))
                .header("Content-Type", "application/xml")
                .POST(HttpRequest.BodyPublishers.ofByteArray(cpa))
                .build());
        return answer.statusCode();
    }

    private static byte[] cpa(URI sender, URI receiver, DigikoppelingProfile profile) {
        return TestCpas.builder()
                .cpaId(CPA_ID)
                .partyA(TestCpas.PARTY_A.oin(), "Gemeente Proefdorp", "Afzender", sender)
                .partyB(TestCpas.PARTY_B.oin(), "Dienst Proefregister", "Ontvanger", receiver)
                .service("urn:osb:services", "OSB:Service:1:0")
                .aSends("Bericht")
                .profile(profile.cpaName())
                .retries(10)
                .retryInterval(Duration.ofSeconds(2))
                .buildBytes();
    }
}
