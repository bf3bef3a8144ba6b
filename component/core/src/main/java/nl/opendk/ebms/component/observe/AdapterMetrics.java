package nl.opendk.ebms.component.observe;

import static nl.opendk.ebms.component.observe.AdapterLogEvent.METRICS_NOT_RECORDED;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;
import java.util.Optional;
import nl.opendk.ebms.cpa.lookup.CpaRegistry;
import nl.opendk.ebms.db.message.SendJob;
import nl.opendk.ebms.db.outbox.AttemptResult;
import nl.opendk.ebms.db.stats.MessageLabels;
import nl.opendk.ebms.protocol.error.EbmsError;
import nl.opendk.ebms.protocol.error.SoapFault;
import nl.opendk.ebms.protocol.handle.InboundDisposition;
import nl.opendk.ebms.protocol.message.MessageHeader;
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.protocol.message.MshAction;
import nl.opendk.ebms.protocol.signal.OutgoingMessage;
import nl.opendk.ebms.service.observe.MessageObserver;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Turns what the routes report into Prometheus metrics (README "Health and metrics"). It runs on the message path,
 * so it never throws: a metric that cannot be recorded is logged and skipped.
 */
public final class AdapterMetrics implements MessageObserver {

    private static final Logger LOG = LoggerFactory.getLogger(AdapterMetrics.class);

    /**
     * Histogram buckets for send and Ping→Pong times: ten fixed bounds from 10 ms to the 30 s response timeout
     * instead of Micrometer's ~70 default buckets, because every CPA × action × outcome is a series of its own.
     */
    static final Duration[] BUCKETS = {
        Duration.ofMillis(10), Duration.ofMillis(50), Duration.ofMillis(100), Duration.ofMillis(250),
        Duration.ofMillis(500), Duration.ofSeconds(1), Duration.ofMillis(2500), Duration.ofSeconds(5),
        Duration.ofSeconds(10), Duration.ofSeconds(30)
    };

    private final MeterRegistry registry;
    private final MetricLabels labels;
    private final PingTracker pings;
    private final Clock clock;

    public AdapterMetrics(
            MeterRegistry registry, CpaRegistry cpas, MessageLabels stored, PingTracker pings, Clock clock) {
        this.registry = registry;
        this.labels = new MetricLabels(cpas, stored);
        this.pings = pings;
        this.clock = clock;
    }

    @Override
    public void received(InboundDisposition disposition, boolean duplicate) {
        try {
            MessageHeader header = disposition.message().header();
            MetricLabels.Labels label = labels.of(header, disposition.status() != MessageStatus.REJECTED);
            Counter.builder("ebms.messages.received")
                    .description("Messages received, by CPA, action and the status they were stored with")
                    .tags("cpa", label.cpa(), "action", label.action())
                    .tag("status", duplicate ? "duplicate" : name(disposition.status()))
                    .register(registry)
                    .increment();
            for (EbmsError error : disposition.errors()) {
                Counter.builder("ebms.validation.errors")
                        .description("ebMS errors found in received messages, by error code")
                        .tag("code", error.code().wireValue())
                        .register(registry)
                        .increment();
            }
            if (!duplicate) {
                disposition.outgoing().stream().map(OutgoingMessage::header).forEach(labels::outgoing);
                pongLatency(disposition, header, label);
            }
        } catch (RuntimeException e) {
            LOG.warn(METRICS_NOT_RECORDED.line("Could not record metrics of a received message"), e);
        }
    }

    @Override
    public void refused(SoapFault fault) {
        Counter.builder("ebms.messages.refused")
                .description("Requests refused with a SOAP Fault before ebMS processing, by fault code")
                .tag("fault", fault.faultCode().localName())
                .register(registry)
                .increment();
    }

    /** A separate counter, not a fault code of ebms.messages.refused: overload is the operator's alarm, not the partner's. */
    @Override
    public void overloaded() {
        Counter.builder("ebms.http.overload.refused")
                .description("Requests to /ebms refused with 503 and Retry-After: as many were being handled as"
                        + " ebms.http.max-in-flight allows")
                .register(registry)
                .increment();
    }

    @Override
    public void attempted(SendJob job, AttemptResult result, Optional<MessageStatus> newStatus) {
        try {
            MetricLabels.Labels label = labels.sent(job.id(), job.messageId());
            Timer.builder("ebms.send.duration")
                    .description("Send attempts and how long the partner took to answer, by outcome")
                    .tags("cpa", label.cpa(), "action", label.action())
                    .tag("outcome", name(result.outcome()))
                    .serviceLevelObjectives(BUCKETS)
                    .register(registry)
                    .record(Duration.between(result.startedAt(), result.finishedAt()));
            newStatus.filter(MessageStatus::isFinal).ifPresent(status -> labels.forget(job.messageId()));
            newStatus.ifPresent(status -> countEnd(label, status));
        } catch (RuntimeException e) {
            LOG.warn(METRICS_NOT_RECORDED.line("Could not record metrics of a send attempt"), e);
        }
    }

    /** Reliable messages mostly end here: their Acknowledgment comes on a connection of its own (ebMS 2.0 §6.3.1). */
    @Override
    public void concluded(String messageId, MessageStatus status) {
        ended(messageId, status);
    }

    @Override
    public void ended(String messageId, MessageStatus status) {
        try {
            countEnd(labels.ended(messageId), status);
        } catch (RuntimeException e) {
            LOG.warn(METRICS_NOT_RECORDED.line("Could not record metrics of an ended message"), e);
        }
    }

    /** Each outgoing message is counted once, where its final status is written: delivered or failed for good. */
    private void countEnd(MetricLabels.Labels label, MessageStatus status) {
        if (status != MessageStatus.DELIVERED && status != MessageStatus.FAILED) {
            return;
        }
        Counter.builder(status == MessageStatus.DELIVERED ? "ebms.messages.sent" : "ebms.messages.failed")
                .description(
                        status == MessageStatus.DELIVERED
                                ? "Outgoing messages delivered, by CPA and action"
                                : "Outgoing messages that failed for good, by CPA and action")
                .tags("cpa", label.cpa(), "action", label.action())
                .register(registry)
                .increment();
    }

    /** Registers the Pings the console sends, so their Pong's arrival can be timed. */
    public void pingQueued(OutgoingMessage ping) {
        labels.outgoing(ping.header());
        pings.sent(ping.header().messageId(), ping.header().cpaId(), clock.instant());
    }

    private void pongLatency(InboundDisposition disposition, MessageHeader header, MetricLabels.Labels label) {
        if (header == null || !header.isMshAction(MshAction.PONG) || disposition.status() == MessageStatus.REJECTED) {
            return;
        }
        Instant now = clock.instant();
        pings.answered(header.refToMessageId(), now).ifPresent(ping -> Timer.builder("ebms.ping.pong.latency")
                .description("Time from queuing a Ping to storing its Pong, by CPA")
                .tag("cpa", label.cpa())
                .serviceLevelObjectives(BUCKETS)
                .register(registry)
                .record(Duration.between(ping.queuedAt(), now)));
    }

    private static String name(Enum<?> value) {
        return value.name().toLowerCase(Locale.ROOT);
    }
}
