package nl.opendk.ebms.service.receive;

import java.security.cert.X509Certificate;
import java.time.Clock;
import java.util.List;
import nl.opendk.ebms.cpa.lookup.AgreementChecks;
import nl.opendk.ebms.db.backend.BackendJob;
import nl.opendk.ebms.db.message.StoreOutcome;
import nl.opendk.ebms.protocol.check.Assessment;
import nl.opendk.ebms.protocol.check.HeaderChecks;
import nl.opendk.ebms.protocol.codec.RequestDecoder;
import nl.opendk.ebms.protocol.handle.DispositionPlanner;
import nl.opendk.ebms.protocol.handle.InboundDisposition;
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.protocol.message.ReceivedMessage;
import nl.opendk.ebms.protocol.security.InboundSecurity;
import nl.opendk.ebms.service.observe.MessageLogContext;
import nl.opendk.ebms.service.observe.MessageObserver;
import nl.opendk.gb.protocol.metadata.GbNamespaces;

/**
 * Receiving one ebMS message: decode, check (structure, then CPA, then security), plan what it causes, store it
 * all in one transaction. Each step hands its result to the next; failures before the store keep nothing.
 */
public final class Receiver {

    private final RequestDecoder decoder;
    private final HeaderChecks headerChecks;
    private final AgreementChecks agreementChecks;
    private final InboundSecurity security;
    private final DispositionPlanner planner;
    private final InboundStore store;
    private final MessageObserver observer;
    private final Clock clock;
    private final boolean downloadsFiles;

    /**
     * @param downloadsFiles whether the adapter downloads Grote Berichten files itself ({@code ebms.gb.download}):
     *     then a message with GB metadata reaches the back end only with its files
     */
    public Receiver(
            RequestDecoder decoder,
            HeaderChecks headerChecks,
            AgreementChecks agreementChecks,
            InboundSecurity security,
            DispositionPlanner planner,
            InboundStore store,
            MessageObserver observer,
            Clock clock,
            boolean downloadsFiles) {
        this.downloadsFiles = downloadsFiles;
        this.decoder = decoder;
        this.headerChecks = headerChecks;
        this.agreementChecks = agreementChecks;
        this.security = security;
        this.planner = planner;
        this.store = store;
        this.observer = observer;
        this.clock = clock;
    }

    public ReceivedMessage decode(String contentType, String soapAction, byte[] body) {
        ReceivedMessage message =
                decoder.decode(contentType, soapAction, body == null ? new byte[0] : body, clock.instant());
        MessageLogContext.enter(message.header());
        return message;
    }

    /**
     * Structural checks first, then the CPA: every finding of both reaches the sender at once. Then the security
     * checks (TLS client, signature, decryption) for what the CPA governs; see {@link InboundSecurity}.
     *
     * @param chain the certificate chain the TLS client presented, its own certificate first; empty without one
     */
    public Assessment check(ReceivedMessage message, List<X509Certificate> chain) {
        Assessment checked = agreementChecks.check(headerChecks.check(message), message.receivedAt());
        return security.check(checked, chain == null ? List.of() : chain);
    }

    /**
     * The checks of {@link #check} for a synchronous reply to a message we sent (ebMS 2.0 §4.3), without the TLS
     * client check: it came over our own connection to the partner's server.
     */
    public Assessment checkReply(ReceivedMessage reply) {
        return security.checkReply(agreementChecks.check(headerChecks.check(reply), reply.receivedAt()));
    }

    public InboundDisposition plan(Assessment assessment) {
        InboundDisposition planned = planner.plan(assessment);
        return awaitsFile(planned) ? withStatus(planned, MessageStatus.AWAITING_FILE) : planned;
    }

    /**
     * A business message with Grote Berichten metadata waits for its files before the back end gets it (DK-GB
     * 3.8.1 ch02). Only payloads that name the metadata namespace are parsed later, by the intake; this test is a
     * byte search, so every other message pays next to nothing for it.
     */
    private boolean awaitsFile(InboundDisposition planned) {
        if (!downloadsFiles || planned.status() != MessageStatus.RECEIVED || !planned.storable()) {
            return false;
        }
        for (PayloadPart part : planned.message().parts()) {
            if (GbNamespaces.mentionedIn(part.content())) {
                return true;
            }
        }
        return false;
    }

    private static InboundDisposition withStatus(InboundDisposition d, MessageStatus status) {
        return new InboundDisposition(
                d.message(),
                d.storable(),
                status,
                d.errors(),
                d.outgoing(),
                d.answered(),
                d.onDuplicate(),
                d.effects(),
                d.answer());
    }

    /** One transaction for the message and everything it causes; the answer goes out only after the commit. */
    public Receipt store(InboundDisposition disposition) {
        StoreOutcome outcome = store.store(disposition);
        observer.received(disposition, outcome.duplicate());
        outcome.concluded().forEach(ended -> observer.concluded(ended.messageId(), ended.status()));
        List<BackendJob> forBackEnd = outcome.deliverToBackEndNow()
                ? List.of(new BackendJob(
                        outcome.inboundId(),
                        disposition.message().header(),
                        disposition.message().parts(),
                        1,
                        outcome.backEndLeaseUntil()))
                : List.of();
        return new Receipt(disposition.answer(), outcome.leased(), outcome.duplicate(), forBackEnd);
    }
}
