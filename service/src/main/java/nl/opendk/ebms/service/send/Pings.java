package nl.opendk.ebms.service.send;

import java.time.Clock;
import java.util.Optional;
import java.util.function.Consumer;
import nl.opendk.ebms.cpa.lookup.CompiledParty;
import nl.opendk.ebms.db.message.SendJob;
import nl.opendk.ebms.protocol.message.Party;
import nl.opendk.ebms.protocol.message.PartyId;
import nl.opendk.ebms.protocol.signal.OutgoingMessage;
import nl.opendk.ebms.protocol.signal.PingFactory;

/**
 * "Ping this partner" (ebMS 2.0 §8): a Ping from the CPA's other party (us) to the partner's default MSH channel,
 * stored and handed to the sender. The console's Ping button and the {@code ebms:ping} producer both come here.
 *
 * <p>Which party is "us": a CPA has two parties and the adapter acts for one of them ({@link OurParties}). A caller
 * that names no partner pings the one party that is not ours. A caller may name the partner; the other party is then
 * ours, so a CPA held for two parties of our own is pinged from whichever side the caller does not name.
 */
public final class Pings {

    private final OutboundResolver resolver;
    private final PingFactory factory;
    private final OutgoingHandoff handoff;
    private final Consumer<OutgoingMessage> onQueued;
    private final OurParties ours;
    private final Clock clock;

    /** @param onQueued told of every Ping stored (the metrics time its Pong from there) */
    public Pings(
            OutboundResolver resolver,
            PingFactory factory,
            OutgoingHandoff handoff,
            Consumer<OutgoingMessage> onQueued,
            OurParties ours,
            Clock clock) {
        this.resolver = resolver;
        this.factory = factory;
        this.handoff = handoff;
        this.onQueued = onQueued;
        this.ours = ours;
        this.clock = clock;
    }

    /** The Ping as stored: its row id, its MessageId and where it goes. */
    public record Queued(long id, String messageId, String partner, String endpoint) {}

    /** @param partnerId the PartyId value of the party to ping; null or blank: the CPA's one party that is not ours */
    public Outcome<Queued> ping(String cpaId, String partnerId) {
        if (partnerId == null || partnerId.isBlank()) {
            Optional<PartyId> partner = resolver.partner(cpaId, ours);
            if (partner.isEmpty()) {
                return Outcome.refused(
                        Refusal.INVALID_REQUEST,
                        ours.known()
                                ? "name the party to ping (its PartyId): CPA " + cpaId + " is unknown, or does not have"
                                        + " exactly one party besides ours " + ours.ids()
                                : "name the party to ping (its PartyId): this adapter does not know its own PartyIds"
                                        + " (set ebms.party-ids, or a key whose certificate holds our OIN)");
            }
            partnerId = partner.get().value();
        }
        OutboundResolver.Resolution route = resolver.ping(cpaId, partnerId.trim(), clock.instant());
        if (!route.allowed()) {
            return Outcome.refused(route.refusal(), route.problem());
        }
        OutgoingMessage ping = factory.ping(cpaId, asParty(route.sender()), asParty(route.receiver()), route.channel());
        SendJob job = handoff.send(ping);
        onQueued.accept(ping);
        return Outcome.sent(new Queued(
                job.id(),
                ping.header().messageId(),
                partnerId.trim(),
                ping.endpoint().toString()));
    }

    private static Party asParty(CompiledParty party) {
        return new Party(party.partyIds(), null);
    }
}
