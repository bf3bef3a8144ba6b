package nl.opendk.ebms.service.gb.send;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.service.send.BackendSend;
import nl.opendk.ebms.service.send.MessageSend;
import nl.opendk.ebms.service.send.Outcome;
import nl.opendk.ebms.service.send.Refusal;
import nl.opendk.ebms.service.send.SendRequest;

/**
 * Sends a back end's message inline, or as Grote Berichten when its payloads together are larger than the
 * threshold (DK-GB VW001: 20 MiB unless the partners agreed on another, VW000). Exactly the threshold still goes
 * inline: the rule says "larger than".
 */
public final class SizeSwitch implements MessageSend {

    private final MessageSend inline;
    private final Optional<Publishing> publishing;
    private final Thresholds thresholds;

    public SizeSwitch(MessageSend inline, Optional<Publishing> publishing, Thresholds thresholds) {
        this.inline = inline;
        this.publishing = publishing;
        this.thresholds = thresholds;
    }

    /**
     * The size in bytes above which payloads go as Grote Berichten.
     *
     * @param standard for CPAs without an agreement of their own
     * @param perCpa agreed per CPA (VW000); {@link Long#MAX_VALUE} where the partners agreed never to
     */
    public record Thresholds(long standard, Map<String, Long> perCpa) {

        public Thresholds {
            perCpa = Map.copyOf(perCpa);
        }

        long of(String cpaId) {
            return cpaId == null ? standard : perCpa.getOrDefault(cpaId, standard);
        }
    }

    @Override
    public Outcome<BackendSend.Sent> send(SendRequest request, List<PayloadPart> parts) {
        long size = 0;
        for (PayloadPart part : parts) {
            size += part.content().length;
        }
        long threshold = thresholds.of(request.cpaId());
        if (size <= threshold) {
            return inline.send(request, parts);
        }
        if (publishing.isEmpty()) {
            return Outcome.refused(
                    Refusal.NEEDS_GROTE_BERICHTEN,
                    "the payloads are " + size + " bytes, over the Grote Berichten threshold of " + threshold
                            + " bytes for CPA " + request.cpaId()
                            + " (Digikoppeling GB VW001), and ebms.gb.public-url is not set: this adapter cannot"
                            + " send files");
        }
        return publishing.get().publishPayloads(request, parts);
    }
}
