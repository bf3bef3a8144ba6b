package nl.opendk.ebms.component.observe;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.lang.reflect.Proxy;
import java.net.URI;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import javax.sql.DataSource;
import nl.opendk.ebms.cpa.check.CpaUpload;
import nl.opendk.ebms.cpa.lookup.CpaRegistry;
import nl.opendk.ebms.db.message.SendJob;
import nl.opendk.ebms.db.outbox.AttemptResult;
import nl.opendk.ebms.db.stats.MessageLabels;
import nl.opendk.ebms.db.testing.TestMessages;
import nl.opendk.ebms.protocol.error.EbmsError;
import nl.opendk.ebms.protocol.error.EbmsErrorCode;
import nl.opendk.ebms.protocol.error.SoapFault;
import nl.opendk.ebms.protocol.handle.InboundDisposition;
import nl.opendk.ebms.protocol.message.MessageHeader;
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.protocol.message.Service;
import nl.opendk.ebms.protocol.signal.OutgoingMessage;
import nl.opendk.ebms.testkit.cpa.TestCpas;
import nl.opendk.ebms.testkit.time.MutableClock;
import org.junit.jupiter.api.Test;

class AdapterMetricsTest {

    private static final Instant NOW = Instant.parse("2026-03-01T12:00:00Z");

    private final SimpleMeterRegistry meters = new SimpleMeterRegistry();
    private final CpaRegistry cpas = new CpaRegistry();
    private final MutableClock clock = new MutableClock(NOW);
    private final AdapterMetrics metrics =
            new AdapterMetrics(meters, cpas, new MessageLabels(unreachable()), new PingTracker(), clock);

    AdapterMetricsTest() {
        cpas.put(CpaUpload.standard(Clock.systemUTC())
                .check(TestCpas.builder().cpaId(TestMessages.CPA_ID).buildBytes())
                .cpa());
    }

    @Test
    void aReceivedPingCountsUnderItsCpaActionAndStatus() {
        InboundDisposition ping = TestMessages.ping("ping-1@peer", "pong-1@us");

        metrics.received(ping, false);
        metrics.received(ping, true);

        assertThat(count("ebms.messages.received", "cpa", TestMessages.CPA_ID, "action", "Ping", "status", "processed"))
                .isEqualTo(1.0);
        assertThat(count("ebms.messages.received", "action", "Ping", "status", "duplicate"))
                .isEqualTo(1.0);
    }

    @Test
    void headerValuesASenderMadeUpDoNotBecomeLabels() {
        MessageHeader header = TestMessages.header("junk@peer", new Service("urn:x", "made-up"), "Anything", null);
        MessageHeader unknownCpa = new MessageHeader(
                header.version(),
                header.mustUnderstand(),
                header.from(),
                header.to(),
                "no-such-cpa",
                header.conversationId(),
                header.service(),
                header.action(),
                header.messageId(),
                header.timestampText(),
                header.timestamp(),
                null,
                null,
                null,
                false);
        OutgoingMessage error = TestMessages.business("error@us", null);
        List<EbmsError> errors = List.of(
                EbmsError.of(EbmsErrorCode.VALUE_NOT_RECOGNIZED, null, "unknown CPA"),
                EbmsError.of(EbmsErrorCode.INCONSISTENT, null, "roles"));

        metrics.received(
                TestMessages.rejected(TestMessages.received(header, "text/xml", List.of()), errors, error), false);
        metrics.received(
                TestMessages.rejected(TestMessages.received(unknownCpa, "text/xml", List.of()), errors, error), false);

        assertThat(count("ebms.messages.received", "cpa", TestMessages.CPA_ID, "action", "other", "status", "rejected"))
                .isEqualTo(1.0);
        assertThat(count("ebms.messages.received", "cpa", "unknown", "action", "other", "status", "rejected"))
                .isEqualTo(1.0);
        assertThat(count("ebms.validation.errors", "code", "ValueNotRecognized"))
                .isEqualTo(2.0);
        assertThat(count("ebms.validation.errors", "code", "Inconsistent")).isEqualTo(2.0);
    }

    @Test
    void sendAttemptsAreTimedAndFinalOutcomesCountedUnderTheMessagesLabels() {
        metrics.received(TestMessages.ping("ping-2@peer", "pong-2@us"), false);
        SendJob pong = job(1, "pong-2@us");

        metrics.attempted(
                pong, AttemptResult.retryable(NOW, NOW.plusMillis(30), 503, "busy"), Optional.of(MessageStatus.QUEUED));
        metrics.attempted(
                pong, AttemptResult.delivered(NOW, NOW.plusMillis(20), 204), Optional.of(MessageStatus.DELIVERED));

        assertThat(meters.get("ebms.send.duration")
                        .tag("action", "Pong")
                        .tag("outcome", "retryable")
                        .timer()
                        .count())
                .isEqualTo(1);
        assertThat(meters.get("ebms.send.duration")
                        .tag("outcome", "delivered")
                        .timer()
                        .totalTime(java.util.concurrent.TimeUnit.MILLISECONDS))
                .isEqualTo(20.0);
        assertThat(count("ebms.messages.sent", "cpa", TestMessages.CPA_ID, "action", "Pong"))
                .isEqualTo(1.0);
        assertThat(meters.find("ebms.messages.failed").counter()).isNull();
    }

    @Test
    void aReliableMessageCountsAsSentOnceWhenItsAcknowledgmentEndsIt() {
        metrics.received(TestMessages.ping("ping-3@peer", "pong-3@us"), false);
        SendJob pong = job(2, "pong-3@us");
        metrics.attempted(
                pong, AttemptResult.delivered(NOW, NOW.plusMillis(20), 202), Optional.of(MessageStatus.AWAITING_ACK));
        assertThat(meters.find("ebms.messages.sent").counter()).isNull();

        metrics.concluded("pong-3@us", MessageStatus.DELIVERED);
        // the next attempt's answer came after the Acknowledgment: it moved nothing
        metrics.attempted(pong, AttemptResult.delivered(NOW, NOW.plusMillis(20), 202), Optional.empty());

        assertThat(count("ebms.messages.sent", "cpa", TestMessages.CPA_ID, "action", "Pong"))
                .isEqualTo(1.0);
    }

    @Test
    void aMessageErrorOrTheLastRetryCountsAsFailedAndAnExpiryDoesNot() {
        metrics.received(TestMessages.ping("ping-4@peer", "pong-4@us"), false);
        metrics.received(TestMessages.ping("ping-5@peer", "pong-5@us"), false);
        metrics.received(TestMessages.ping("ping-6@peer", "pong-6@us"), false);

        metrics.concluded("pong-4@us", MessageStatus.FAILED);
        metrics.ended("pong-5@us", MessageStatus.FAILED);
        metrics.ended("pong-6@us", MessageStatus.EXPIRED);

        assertThat(count("ebms.messages.failed", "cpa", TestMessages.CPA_ID, "action", "Pong"))
                .isEqualTo(2.0);
        assertThat(meters.find("ebms.messages.sent").counter()).isNull();
    }

    @Test
    void aPongToAPingFromTheConsoleIsTimed() {
        OutgoingMessage ping =
                TestMessages.outgoing(TestMessages.reply("console-ping@us", "Ping", null), List.of(), null);
        metrics.pingQueued(ping);
        clock.advance(Duration.ofMillis(250));
        MessageHeader pong = TestMessages.header("pong@peer", Service.MSH, "Pong", "console-ping@us");

        metrics.received(processed(pong), false);
        metrics.received(processed(pong), false);

        assertThat(meters.get("ebms.ping.pong.latency")
                        .tag("cpa", TestMessages.CPA_ID)
                        .timer()
                        .count())
                .isEqualTo(1);
    }

    @Test
    void refusedRequestsCountByFaultCode() {
        metrics.refused(SoapFault.client(EbmsErrorCode.OTHER_XML, "not XML"));

        assertThat(count("ebms.messages.refused", "fault", "Client")).isEqualTo(1.0);
    }

    private InboundDisposition processed(MessageHeader header) {
        InboundDisposition accepted =
                TestMessages.accepted(TestMessages.received(header, "text/xml", List.of()), List.of());
        return new InboundDisposition(
                accepted.message(), true, MessageStatus.PROCESSED, List.of(), List.of(), accepted.answer());
    }

    private double count(String name, String... tags) {
        return meters.get(name).tags(tags).counter().count();
    }

    private static SendJob job(long id, String messageId) {
        return new SendJob(
                id,
                messageId,
                TestMessages.CPA_ID,
                URI.create("http://peer.test/ebms"),
                new byte[0],
                List.of(),
                1,
                NOW.plusSeconds(60),
                false,
                null,
                null,
                true);
    }

    /** Labels of messages this node stored come from memory: a database read here would be a defect. */
    private static DataSource unreachable() {
        return (DataSource) Proxy.newProxyInstance(
                DataSource.class.getClassLoader(), new Class<?>[] {DataSource.class}, (proxy, method, args) -> {
                    throw new IllegalStateException("no database in this test");
                });
    }
}
