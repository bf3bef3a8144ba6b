package nl.opendk.ebms.routes.observe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import nl.opendk.ebms.db.message.SendJob;
import nl.opendk.ebms.db.outbox.Recorded;
import nl.opendk.ebms.protocol.codec.DecodingLimits;
import nl.opendk.ebms.protocol.codec.RequestDecoder;
import nl.opendk.ebms.protocol.handle.SynchronousReplies;
import nl.opendk.ebms.routes.send.SendRoute;
import nl.opendk.ebms.routes.send.SendSteps;
import nl.opendk.ebms.service.observe.MessageLogContext;
import nl.opendk.ebms.service.observe.MessageObserver;
import nl.opendk.ebms.service.send.Sending;
import org.apache.camel.CamelContext;
import org.apache.camel.impl.DefaultCamelContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;
import org.slf4j.MDC;

/** The log lines about a message carry its MessageId and CPAId, and the next message on the thread does not. */
class MessageLogClearingTest {

    // the use case logs about the message, the route's step about a failure before there was one
    private final List<Logger> sendLogs =
            List.of((Logger) LoggerFactory.getLogger(Sending.class), (Logger) LoggerFactory.getLogger(SendSteps.class));
    private final ListAppender<ILoggingEvent> lines = new ListAppender<>();
    private CamelContext camel;

    @AfterEach
    void stop() {
        sendLogs.forEach(log -> log.detachAppender(lines));
        if (camel != null) {
            camel.stop();
        }
        MDC.clear();
    }

    @Test
    void aLineAboutAMessageCarriesItsIdsAndTheNextMessageDoesNot() throws Exception {
        lines.start();
        sendLogs.forEach(log -> log.addAppender(lines));
        camel = new DefaultCamelContext();
        // one sender, so both messages go through the same thread
        camel.addRoutes(new SendRoute(
                new SendSteps(new Sending(
                        attempt -> Recorded.TAKEN_OVER, replies(), MessageObserver.NONE, Clock.systemUTC())),
                1,
                "&connectTimeout=2000&timeout=5000"));
        camel.start();

        camel.createProducerTemplate().sendBody(SendRoute.CLAIMED, leaseEnded("late@us", "cpa-late"));
        camel.createProducerTemplate().sendBody(SendRoute.CLAIMED, "not a message");

        await().atMost(Duration.ofSeconds(10)).until(() -> lines.list.size() == 2);
        ILoggingEvent aboutTheMessage = lines.list.get(0);
        ILoggingEvent afterIt = lines.list.get(1);
        assertThat(aboutTheMessage.getFormattedMessage()).startsWith("EBMS-3101 Outgoing message late@us");
        assertThat(aboutTheMessage.getMDCPropertyMap())
                .containsEntry(MessageLogContext.MESSAGE_ID, "late@us")
                .containsEntry(MessageLogContext.CPA_ID, "cpa-late");
        assertThat(afterIt.getFormattedMessage()).startsWith("EBMS-3102 ");
        assertThat(afterIt.getThreadName()).isEqualTo(aboutTheMessage.getThreadName());
        assertThat(afterIt.getMDCPropertyMap())
                .doesNotContainKeys(MessageLogContext.MESSAGE_ID, MessageLogContext.CPA_ID);
    }

    private static SendJob leaseEnded(String messageId, String cpaId) {
        return new SendJob(
                1,
                messageId,
                cpaId,
                URI.create("http://127.0.0.1:9/ebms"),
                "<soap:Envelope/>".getBytes(StandardCharsets.UTF_8),
                List.of(),
                1,
                Instant.now().minusSeconds(1),
                false,
                null,
                null,
                true);
    }

    private static SynchronousReplies replies() {
        return new SynchronousReplies(new RequestDecoder(DecodingLimits.defaults()), Clock.systemUTC(), message -> {
            throw new IllegalStateException("no synchronous replies in this test");
        });
    }
}
