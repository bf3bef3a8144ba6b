package nl.opendk.ebms.routes.send;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import nl.opendk.ebms.db.message.SendJob;
import nl.opendk.ebms.db.outbox.Attempt;
import nl.opendk.ebms.db.outbox.Recorded;
import nl.opendk.ebms.protocol.message.MessageStatus;
import org.apache.camel.Exchange;
import org.apache.camel.impl.DefaultCamelContext;
import org.apache.camel.support.DefaultExchange;
import org.junit.jupiter.api.Test;

/** The answer to a message without acknowledgment is judged where it arrives; one that may hold a reply is not. */
class AnswerReaderTest {

    private final List<Runnable> replyPool = new ArrayList<>();
    private final AnswerReader reader = new AnswerReader(
            new SendSteps(SendFixtures.sending(attempt -> Recorded.moved(MessageStatus.DELIVERED))), replyPool::add);

    @Test
    void anAnswerWithoutAReplyToReadIsJudgedOnTheThreadItArrivedOn() {
        Exchange exchange = answered(false);
        AtomicReference<Boolean> doneSync = new AtomicReference<>();

        boolean sync = reader.process(exchange, doneSync::set);

        assertThat(sync).isTrue();
        assertThat(doneSync).hasValue(true);
        assertThat(replyPool).isEmpty();
        assertThat(exchange.getMessage().getBody()).isInstanceOf(Attempt.class);
    }

    @Test
    void anAnswerThatMayHoldASynchronousReplyIsReadInTheReplyPool() {
        Exchange exchange = answered(true);
        AtomicReference<Boolean> doneSync = new AtomicReference<>();

        boolean sync = reader.process(exchange, doneSync::set);

        assertThat(sync).isFalse();
        assertThat(doneSync).as("not before the pool ran it").hasValue(null);
        assertThat(exchange.getMessage().getBody()).isNotInstanceOf(Attempt.class);

        replyPool.forEach(Runnable::run);

        assertThat(doneSync).hasValue(false);
        assertThat(exchange.getMessage().getBody()).isInstanceOf(Attempt.class);
    }

    private static Exchange answered(boolean ackRequested) {
        Exchange exchange = new DefaultExchange(new DefaultCamelContext());
        SendJob job = SendFixtures.job(
                7, URI.create("https://partner.example/ebms"), Instant.now().plusSeconds(60), ackRequested);
        exchange.setProperty(SendSteps.JOB, job);
        exchange.setProperty(SendSteps.STARTED, Instant.now());
        // a refusal: judged without a reply to read, whichever thread reads it
        exchange.getMessage().setHeader(Exchange.HTTP_RESPONSE_CODE, 503);
        exchange.getMessage().setBody("busy".getBytes(StandardCharsets.UTF_8));
        return exchange;
    }
}
