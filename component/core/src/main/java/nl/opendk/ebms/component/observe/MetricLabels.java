package nl.opendk.ebms.component.observe;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import nl.opendk.ebms.cpa.lookup.CpaRegistry;
import nl.opendk.ebms.db.stats.MessageLabels;
import nl.opendk.ebms.protocol.message.MessageHeader;
import nl.opendk.ebms.protocol.message.MshAction;

/**
 * The cpa and action labels of a message. Label values must stay few (every distinct value is a time series), and
 * a sender chooses what it writes in a header, so only a CPAId this adapter knows and an action the CPA checks let
 * through become label values; anything else is {@value #UNKNOWN} or {@value #OTHER}.
 *
 * <p>A send attempt only knows its row id and MessageId: the labels of the messages this node stores are kept by
 * MessageId until they are sent, and other rows (queued before a restart, or by another node) are read by id.
 */
final class MetricLabels {

    static final String UNKNOWN = "unknown";
    static final String OTHER = "other";
    private static final int MAX_REMEMBERED = 50_000;

    record Labels(String cpa, String action) {}

    private final CpaRegistry registry;
    private final MessageLabels stored;
    private final Map<String, Labels> outgoing = new LinkedHashMap<>(1024, 0.75f, false) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Labels> eldest) {
            return size() > MAX_REMEMBERED;
        }
    };

    MetricLabels(CpaRegistry registry, MessageLabels stored) {
        this.registry = registry;
        this.stored = stored;
    }

    /** @param checked true when the message passed every check, so its action is one the CPA allows */
    Labels of(MessageHeader header, boolean checked) {
        if (header == null) {
            return new Labels(UNKNOWN, UNKNOWN);
        }
        String cpa = cpa(header.cpaId());
        boolean mshAction =
                header.isMshService() && MshAction.fromWire(header.action()).isPresent();
        String action =
                header.action() != null && (checked || mshAction) && !UNKNOWN.equals(cpa) ? header.action() : OTHER;
        return new Labels(cpa, action);
    }

    String cpa(String cpaId) {
        return cpaId != null && registry.find(cpaId).isPresent() ? cpaId : UNKNOWN;
    }

    /** Remembers the labels of a message this node stored for sending (its header was written by us). */
    synchronized void outgoing(MessageHeader header) {
        outgoing.put(header.messageId(), new Labels(cpa(header.cpaId()), header.action()));
    }

    /** The labels of a message being sent: kept while it is retried, read from the database when not known here. */
    Labels sent(long id, String messageId) {
        Labels known;
        synchronized (this) {
            known = outgoing.get(messageId);
        }
        if (known != null) {
            return known;
        }
        Optional<MessageLabels.Labels> read = stored.of(id);
        Labels labels = read.map(
                        found -> new Labels(cpa(found.cpaId()), found.action() == null ? UNKNOWN : found.action()))
                .orElse(new Labels(UNKNOWN, UNKNOWN));
        synchronized (this) {
            outgoing.put(messageId, labels);
        }
        return labels;
    }

    /**
     * The labels of a message that ended without an attempt of this node's (a signal or the last retry ended it),
     * forgotten at once: read from the database when not known here.
     */
    Labels ended(String messageId) {
        Labels known;
        synchronized (this) {
            known = outgoing.remove(messageId);
        }
        if (known != null) {
            return known;
        }
        return stored.ofOutgoing(messageId)
                .map(found -> new Labels(cpa(found.cpaId()), found.action() == null ? UNKNOWN : found.action()))
                .orElse(new Labels(UNKNOWN, UNKNOWN));
    }

    /** The message reached a final status: no more attempts will ask. */
    synchronized void forget(String messageId) {
        outgoing.remove(messageId);
    }
}
