package nl.opendk.ebms.app.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import jakarta.jms.BytesMessage;
import jakarta.jms.Connection;
import jakarta.jms.JMSException;
import jakarta.jms.Message;
import jakarta.jms.MessageConsumer;
import jakarta.jms.Session;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.stream.Stream;
import nl.opendk.ebms.app.testing.PartnerStub;
import nl.opendk.ebms.app.testing.RunningAdapter;
import nl.opendk.ebms.app.testing.Wire;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.protocol.message.ReceivedMessage;
import nl.opendk.ebms.testkit.message.FixtureCpas;
import nl.opendk.ebms.testkit.message.HttpFixture;
import nl.opendk.ebms.testkit.net.FreePort;
import org.apache.activemq.artemis.core.config.impl.ConfigurationImpl;
import org.apache.activemq.artemis.core.server.embedded.EmbeddedActiveMQ;
import org.apache.activemq.artemis.jms.client.ActiveMQConnectionFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** Back-end endpoints other than HTTP: a JMS queue (with events on another queue) and a directory. */
class BackendEndpointsIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    @Test
    void aReceivedMessageAndItsEventGoToJmsQueuesWithTheHeaderFieldsAsProperties(@TempDir Path data) throws Exception {
        int brokerPort = FreePort.find();
        EmbeddedActiveMQ broker = broker(brokerPort, data);
        String url = "tcp://127.0.0.1:" + brokerPort;
        try (PartnerStub partner = PartnerStub.start();
                RunningAdapter adapter = RunningAdapter.start(
                        DB.newDatabase().settings(),
                        "jms-backend",
                        Map.of(
                                "backend.jms.broker-url", url,
                                "backend.messages.uri", "jms:queue:ebms.in",
                                "backend.events.uri", "jms:queue:ebms.events",
                                "backend.poll-interval", "PT0.2S"));
                Connection connection = new ActiveMQConnectionFactory(url).createConnection()) {
            adapter.post("/api/cpas", "application/xml", FixtureCpas.valid(partner.endpoint(), adapter.uri("/ebms")));
            HttpFixture fixture = HttpFixture.load("messages/valid/business-two-payloads.http");
            ReceivedMessage sent = Wire.request(fixture);
            assertThat(adapter.post(fixture).statusCode()).isEqualTo(204);

            connection.start();
            Session session = connection.createSession(false, Session.AUTO_ACKNOWLEDGE);
            Message delivered = receive(session, "ebms.in");
            assertThat(delivered.getStringProperty("EbmsMessageId"))
                    .isEqualTo(sent.header().messageId());
            assertThat(delivered.getStringProperty("EbmsCpaId")).isEqualTo(FixtureCpas.CPA_ID);
            assertThat(delivered.getStringProperty("EbmsFromPartyId")).isEqualTo(FixtureCpas.PARTNER_OIN);
            BytesMessage bytes = (BytesMessage) delivered;
            byte[] body = new byte[(int) bytes.getBodyLength()];
            bytes.readBytes(body);
            assertThat(new String(body, java.nio.charset.StandardCharsets.UTF_8))
                    .contains("second payload");

            Message event = receive(session, "ebms.events");
            assertThat(event.getStringProperty("EbmsEvent")).isEqualTo("received");
            await().atMost(Duration.ofSeconds(10)).until(() -> "processed"
                    .equals(statusOf(adapter, sent.header().messageId())));
        } finally {
            broker.stop();
        }
    }

    @Test
    void aDirectoryBackEndGetsAFileNamedAfterTheMessage(@TempDir Path inbox) throws Exception {
        try (PartnerStub partner = PartnerStub.start();
                RunningAdapter adapter = RunningAdapter.start(
                        DB.newDatabase().settings(),
                        "file-backend",
                        Map.of("backend.messages.uri", "file:" + inbox.toAbsolutePath()))) {
            adapter.post("/api/cpas", "application/xml", FixtureCpas.valid(partner.endpoint(), adapter.uri("/ebms")));
            HttpFixture fixture = HttpFixture.load("messages/valid/business-two-payloads.http");
            ReceivedMessage sent = Wire.request(fixture);
            assertThat(adapter.post(fixture).statusCode()).isEqualTo(204);

            Path expected = inbox.resolve(sent.header().messageId().replaceAll("[^A-Za-z0-9._-]", "_") + ".msg");
            await().atMost(Duration.ofSeconds(20)).until(() -> Files.exists(expected));
            assertThat(Files.readString(expected)).contains("<order id=\"1\"/>", "second payload");
            try (Stream<Path> files = Files.list(inbox)) {
                assertThat(files.filter(file -> !file.getFileName().toString().startsWith(".")))
                        .hasSize(1);
            }
        }
    }

    private static String statusOf(RunningAdapter adapter, String messageId) {
        return nl.opendk.ebms.app.testing.BackendCalls.json(
                        adapter.get("/api/messages?messageId=" + messageId, "application/json"))
                .path("messages")
                .path(0)
                .path("status")
                .asText();
    }

    private static Message receive(Session session, String queue) throws JMSException {
        try (MessageConsumer consumer = session.createConsumer(session.createQueue(queue))) {
            Message message = consumer.receive(Duration.ofSeconds(20).toMillis());
            assertThat(message).as("a message on " + queue).isNotNull();
            return message;
        }
    }

    private static EmbeddedActiveMQ broker(int port, Path data) throws Exception {
        ConfigurationImpl configuration = new ConfigurationImpl();
        configuration.setPersistenceEnabled(false);
        configuration.setSecurityEnabled(false);
        configuration.setJournalDirectory(data.resolve("journal").toString());
        configuration.addAcceptorConfiguration("tcp", "tcp://127.0.0.1:" + port);
        EmbeddedActiveMQ broker = new EmbeddedActiveMQ();
        broker.setConfiguration(configuration);
        broker.start();
        return broker;
    }
}
