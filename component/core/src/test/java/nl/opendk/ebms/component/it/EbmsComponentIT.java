package nl.opendk.ebms.component.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import nl.opendk.ebms.component.ebms.EbmsConstants;
import nl.opendk.ebms.component.ebms.EbmsRefusedException;
import nl.opendk.ebms.component.testing.ComponentNode;
import nl.opendk.ebms.db.message.DeliveryAttempt;
import nl.opendk.ebms.db.message.MessageFilter;
import nl.opendk.ebms.db.message.MessageQueries;
import nl.opendk.ebms.db.testing.FreshDatabase;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.protocol.message.Direction;
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.service.send.BackendSend;
import nl.opendk.ebms.service.send.Refusal;
import nl.opendk.ebms.testkit.cpa.TestCpas;
import org.apache.camel.Exchange;
import org.apache.camel.builder.RouteBuilder;
import org.apache.camel.health.HealthCheck;
import org.apache.camel.health.HealthCheckRegistry;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Two host applications that use only the {@code ebms} component, one for each party of a reliable CPA (osb-rm),
 * over real HTTP: A sends with {@code ebms:send} and pings with {@code ebms:ping}; B's route consumes
 * {@code ebms:inbox}, fails the first delivery of one message and so sees it again; A's route consumes
 * {@code ebms:events} and is written in the XML DSL. A gets its database as a DataSource bean, B through the
 * adapter's db.* keys.
 */
class EbmsComponentIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static final String CPA_ID = TestCpas.CPA_ID;
    private static final String FAIL_ONCE = "fail-once";

    /** What A and B agreed for their CPA instead of 20 MiB, small to keep the test quick. */
    private static final int AGREED_THRESHOLD = 64 * 1024;

    private static ComponentNode a;
    private static ComponentNode b;
    private static final List<Exchange> inbox = new CopyOnWriteArrayList<>();
    private static final List<Exchange> events = new CopyOnWriteArrayList<>();
    private static final AtomicInteger failed = new AtomicInteger();
    private static MessageQueries queriesA;
    private static MessageQueries queriesB;

    @BeforeAll
    static void start() throws Exception {
        int portA = ComponentNode.port();
        int portB = ComponentNode.port();
        FreshDatabase databaseB = DB.newDatabase();
        a = ComponentNode.start(
                portA,
                "host-a",
                Map.of(
                        "ebms.gb.directory",
                        Files.createTempDirectory("gb-host-a").toString(),
                        "ebms.gb.public-url",
                        "http://127.0.0.1:" + portA + "/gb/files/",
                        "ebms.gb.cpa-thresholds",
                        CPA_ID + "=" + AGREED_THRESHOLD),
                Map.of("hostDataSource", DB.dataSource()),
                new RouteBuilder() {
                    @Override
                    public void configure() {
                        from("ebms:events").process(exchange -> events.add(exchange.copy()));
                    }
                });
        b = ComponentNode.start(
                portB,
                "host-b",
                Map.of("db.url", databaseB.settings().url(), "db.pool.size", "4"),
                Map.of(),
                new RouteBuilder() {
                    @Override
                    public void configure() {
                        from("ebms:inbox?cpaId=" + CPA_ID + "&action=" + TestCpas.A_SENDS)
                                .process(exchange -> {
                                    String body = exchange.getMessage().getBody(String.class);
                                    if (body.contains(FAIL_ONCE) && failed.getAndIncrement() == 0) {
                                        throw new IllegalStateException("the back end is busy");
                                    }
                                    inbox.add(exchange.copy());
                                });
                    }
                });
        String cpa = TestCpas.builder()
                .partyA(TestCpas.PARTY_A.oin(), TestCpas.PARTY_A.name(), TestCpas.PARTY_A.role(), a.endpoint())
                .partyB(TestCpas.PARTY_B.oin(), TestCpas.PARTY_B.name(), TestCpas.PARTY_B.role(), b.endpoint())
                .retryInterval(Duration.ofSeconds(1))
                .build();
        a.agree(cpa);
        b.agree(cpa);
        queriesA = new MessageQueries(DB.dataSource());
        queriesB = new MessageQueries(databaseB.dataSource());
    }

    @AfterAll
    static void stop() {
        if (a != null) {
            a.close();
        }
        if (b != null) {
            b.close();
        }
    }

    @Test
    void aMessageSentWithEbmsSendReachesTheOtherHostsRouteWithItsHeadersAndIsAcknowledged() {
        Exchange sent = a.template().request(send(), exchange -> {
            exchange.getMessage().setBody("<vraag>1</vraag>");
            exchange.getMessage().setHeader(Exchange.CONTENT_TYPE, "application/xml");
        });

        assertThat(sent.getException()).isNull();
        String messageId = sent.getMessage().getHeader(EbmsConstants.MESSAGE_ID, String.class);
        assertThat(messageId).endsWith("@host-a.test");
        Exchange received = await().atMost(Duration.ofSeconds(15)).until(() -> byMessageId(messageId), r -> r != null);
        assertThat(received.getMessage().getBody(String.class)).isEqualTo("<vraag>1</vraag>");
        assertThat(received.getMessage().getHeaders())
                .containsEntry(EbmsConstants.CPA_ID, CPA_ID)
                .containsEntry(EbmsConstants.FROM_PARTY_ID, TestCpas.PARTY_A.oin())
                .containsEntry(EbmsConstants.TO_PARTY_ID, TestCpas.PARTY_B.oin())
                .containsEntry(EbmsConstants.SERVICE, TestCpas.SERVICE)
                .containsEntry(EbmsConstants.ACTION, TestCpas.A_SENDS)
                .containsEntry(
                        EbmsConstants.CONVERSATION_ID, sent.getMessage().getHeader(EbmsConstants.CONVERSATION_ID));
        // the route completed: processed at B; B's Acknowledgment settled it at A
        await().atMost(Duration.ofSeconds(10))
                .until(() -> status(queriesB, messageId, Direction.IN) == MessageStatus.PROCESSED);
        await().atMost(Duration.ofSeconds(10))
                .until(() -> status(queriesA, messageId, Direction.OUT) == MessageStatus.DELIVERED);
        await().atMost(Duration.ofSeconds(10)).until(() -> events.stream()
                .anyMatch(event -> "delivered".equals(event.getMessage().getHeader(EbmsConstants.EVENT))
                        && event.getMessage().getBody(String.class).contains(messageId)));
    }

    @Test
    void aRouteThatFailsGetsTheMessageAgainAndItIsProcessedOnlyThen() {
        Exchange sent = a.template()
                .request(send(), exchange -> exchange.getMessage().setBody("<vraag>" + FAIL_ONCE + "</vraag>"));
        String messageId = sent.getMessage().getHeader(EbmsConstants.MESSAGE_ID, String.class);

        await().atMost(Duration.ofSeconds(20)).until(() -> byMessageId(messageId), r -> r != null);

        assertThat(failed.get()).isEqualTo(2);
        await().atMost(Duration.ofSeconds(10))
                .until(() -> status(queriesB, messageId, Direction.IN) == MessageStatus.PROCESSED);
        long id = queriesB.findByMessageId(messageId, Direction.IN)
                .orElseThrow()
                .summary()
                .id();
        List<DeliveryAttempt> attempts = queriesB.attempts(id);
        assertThat(attempts).hasSize(2);
        assertThat(attempts.get(0).detail()).contains("the back end is busy");
        assertThat(inbox.stream().filter(e -> messageId.equals(e.getMessage().getHeader(EbmsConstants.MESSAGE_ID))))
                .hasSize(1);
    }

    @Test
    void aPingFromEbmsPingIsAnsweredWithAPong() {
        Exchange pinged = b.template()
                .request("ebms:ping?cpaId=" + CPA_ID + "&partner=" + TestCpas.PARTY_A.oin(), exchange -> {});

        assertThat(pinged.getException()).isNull();
        String pingId = pinged.getMessage().getHeader(EbmsConstants.MESSAGE_ID, String.class);
        await().atMost(Duration.ofSeconds(15))
                .until(
                        () -> queriesB.list(
                                MessageFilter.ANY.withRefToMessageId(pingId).withDirection(Direction.IN), 1),
                        pongs -> !pongs.isEmpty() && "Pong".equals(pongs.get(0).action()));
    }

    @Test
    void aStatusRequestAboutASentMessageIsAnsweredByThePartner() {
        Exchange sent =
                a.template().request(send(), exchange -> exchange.getMessage().setBody("<vraag>2</vraag>"));
        String messageId = sent.getMessage().getHeader(EbmsConstants.MESSAGE_ID, String.class);
        await().atMost(Duration.ofSeconds(15))
                .until(() -> status(queriesA, messageId, Direction.OUT) == MessageStatus.DELIVERED);

        Exchange asked = a.template().request("ebms:status", exchange -> exchange.getMessage()
                .setHeader(EbmsConstants.MESSAGE_ID, messageId));

        assertThat(asked.getException()).isNull();
        String requestId = asked.getMessage().getHeader(EbmsConstants.STATUS_REQUEST_ID, String.class);
        await().atMost(Duration.ofSeconds(15))
                .until(
                        () -> queriesA.list(
                                MessageFilter.ANY.withRefToMessageId(requestId).withDirection(Direction.IN), 1),
                        responses -> !responses.isEmpty()
                                && "StatusResponse".equals(responses.get(0).action()));
    }

    @Test
    void theDatabaseIsInCamelsHealthChecks() {
        HealthCheck check =
                HealthCheckRegistry.get(a.context()).getCheck("database").orElseThrow();

        assertThat(check.getGroup()).isEqualTo("ebms");
        assertThat(check.isReadiness()).isTrue();
        assertThat(check.call().getState()).isEqualTo(HealthCheck.State.UP);
    }

    @Test
    void aMessageTheCpaDoesNotAllowFailsTheExchangeAndNothingIsStored() {
        Exchange refused = a.template()
                .request(
                        "ebms:send?cpaId=" + CPA_ID + "&serviceType=" + TestCpas.SERVICE_TYPE + "&service="
                                + TestCpas.SERVICE + "&action=" + TestCpas.B_SENDS + "&fromPartyId="
                                + TestCpas.PARTY_A.oin(),
                        exchange -> exchange.getMessage().setBody("<antwoord/>"));

        assertThat(refused.getException())
                .isInstanceOfSatisfying(EbmsRefusedException.class, e -> assertThat(e.getRefusal())
                        .isEqualTo(Refusal.PARTIES));
        assertThat(queriesA.list(MessageFilter.ANY.withDirection(Direction.OUT), 100))
                .noneMatch(m -> TestCpas.B_SENDS.equals(m.action()));
    }

    @Test
    void aProducingOperationInFromAndAnUnknownOperationAreRefusedByName() {
        assertThatThrownBy(() -> a.context().getEndpoint(send()).createConsumer(exchange -> {}))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("ebms:send sends: use it in to(), not from()");
        assertThatThrownBy(() -> a.context().getEndpoint("ebms:outbox"))
                .hasStackTraceContaining(
                        "ebms:outbox is not an operation: use one of inbox, events, send, sendfile, ping, status");
    }

    /**
     * ebms:sendfile publishes the body as a Grote Berichten file and sends its metadata; the file service answers on
     * the host's own server. These hosts speak plain HTTP, so A's file service sees no client certificate (403,
     * GB008) and B refuses the http:// URL before it downloads (GB006): what is checked here is A's side.
     */
    @Test
    void aFileSentWithEbmsSendfileIsPublishedAndItsMetadataSent() throws Exception {
        Path file = Files.write(Files.createTempDirectory("gb-drop").resolve("report.csv"), new byte[1024 * 1024]);

        Exchange sent = a.template()
                .request(
                        "ebms:sendfile?cpaId=" + CPA_ID + "&serviceType=" + TestCpas.SERVICE_TYPE + "&service="
                                + TestCpas.SERVICE + "&action=" + TestCpas.A_SENDS,
                        exchange -> {
                            exchange.getMessage().setBody(file.toFile());
                            exchange.getMessage().setHeader(Exchange.FILE_NAME, "drop/report.csv");
                        });

        assertThat(sent.getException()).isNull();
        String url = sent.getMessage().getHeader(EbmsConstants.GB_URL, String.class);
        assertThat(url).startsWith("http://127.0.0.1:");
        assertThat(sent.getMessage().getHeader(EbmsConstants.GB_CHECKSUM, String.class))
                .isEqualTo("30e14955ebf1352266dc2ff8067e68104607e750abb9d3b36582b8af909fcb58");
        HttpResponse<String> withoutCertificate = HttpClient.newHttpClient()
                .send(HttpRequest.newBuilder(URI.create(url)).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(withoutCertificate.statusCode()).isEqualTo(403);
        String messageId = sent.getMessage().getHeader(EbmsConstants.MESSAGE_ID, String.class);
        assertThat(metadataAtB(messageId))
                .contains("<gb:filename>report.csv</gb:filename>")
                .contains(url);
    }

    /** The Grote Berichten threshold holds for ebms:send too, as agreed for the CPA (VW000). */
    @Test
    void aBodyOverItsCpasThresholdGoesFromEbmsSendAsGroteBerichten() {
        Exchange sent = a.template().request(send(), exchange -> {
            exchange.getMessage().setBody(new byte[AGREED_THRESHOLD + 1]);
            exchange.getMessage().setHeader(Exchange.CONTENT_TYPE, "application/octet-stream");
        });

        assertThat(sent.getException()).isNull();
        List<?> files = sent.getMessage().getHeader(EbmsConstants.GB_SENT_FILES, List.class);
        assertThat(files).singleElement().isInstanceOfSatisfying(BackendSend.SentFile.class, file -> {
            assertThat(file.size()).isEqualTo(AGREED_THRESHOLD + 1);
            assertThat(file.url()).startsWith("http://127.0.0.1:");
        });
        String url = ((BackendSend.SentFile) files.get(0)).url();
        String messageId = sent.getMessage().getHeader(EbmsConstants.MESSAGE_ID, String.class);
        assertThat(metadataAtB(messageId)).contains(url);

        Exchange small =
                a.template().request(send(), exchange -> exchange.getMessage().setBody(new byte[AGREED_THRESHOLD]));
        assertThat(small.getException()).isNull();
        assertThat(small.getMessage().getHeader(EbmsConstants.MESSAGE_ID, String.class))
                .isNotBlank();
        assertThat(small.getMessage().getHeader(EbmsConstants.GB_SENT_FILES)).isNull();
    }

    /** The payload B stored for the message, once it arrived: the Grote Berichten metadata. */
    private static String metadataAtB(String messageId) {
        await().atMost(Duration.ofSeconds(15))
                .until(() -> queriesB.findByMessageId(messageId, Direction.IN).isPresent());
        long received = queriesB.findByMessageId(messageId, Direction.IN)
                .orElseThrow()
                .summary()
                .id();
        return new String(queriesB.payloads(received).get(0).content(), StandardCharsets.UTF_8);
    }

    private static String send() {
        return "ebms:send?cpaId=" + CPA_ID + "&serviceType=" + TestCpas.SERVICE_TYPE + "&service=" + TestCpas.SERVICE
                + "&action=" + TestCpas.A_SENDS;
    }

    private static Exchange byMessageId(String messageId) {
        return inbox.stream()
                .filter(e -> messageId.equals(e.getMessage().getHeader(EbmsConstants.MESSAGE_ID)))
                .findFirst()
                .orElse(null);
    }

    private static MessageStatus status(MessageQueries queries, String messageId, Direction direction) {
        return queries.findByMessageId(messageId, direction)
                .map(found -> found.summary().status())
                .orElse(null);
    }
}
