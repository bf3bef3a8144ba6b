package nl.opendk.ebms.cpa.lookup;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import nl.opendk.ebms.protocol.agreement.Agreement;
import nl.opendk.ebms.protocol.agreement.ChannelTerms;
import nl.opendk.ebms.protocol.agreement.SyncReplyMode;
import nl.opendk.ebms.protocol.check.Assessment;
import nl.opendk.ebms.protocol.error.EbmsError;
import nl.opendk.ebms.protocol.error.EbmsErrorCode;
import nl.opendk.ebms.protocol.error.ErrorLocation;
import nl.opendk.ebms.protocol.message.MessageHeader;
import nl.opendk.ebms.protocol.message.MshAction;
import nl.opendk.ebms.protocol.message.Party;
import nl.opendk.ebms.protocol.message.Service;

/**
 * The inbound CPA check: may the From party send this Service/Action to the To party under this CPA, now, in the
 * way it was sent? The CPA is "the contract" of a Digikoppeling exchange (DK-ebMS2 ch06), so every header value
 * it governs is held against it. Every finding is reported, and a known CPA always yields an {@link Agreement}, so
 * errors can be returned to a known sender.
 */
public final class AgreementChecks {

    private final CpaRegistry registry;

    public AgreementChecks(CpaRegistry registry) {
        this.registry = registry;
    }

    public Assessment check(Assessment assessment, Instant now) {
        MessageHeader header = assessment.message().header();
        if (header == null || header.cpaId() == null) {
            return assessment;
        }
        Optional<CompiledCpa> found = registry.find(header.cpaId());
        if (found.isEmpty()) {
            return assessment.withAgreement(
                    null,
                    List.of(EbmsError.of(
                            EbmsErrorCode.VALUE_NOT_RECOGNIZED,
                            ErrorLocation.CPA_ID,
                            "CPA " + header.cpaId() + " is not known")));
        }
        CompiledCpa cpa = found.get();
        List<EbmsError> errors = new ArrayList<>();
        usable(cpa, now, errors);
        CompiledParty from = resolve(
                cpa, header.from(), "From", ErrorLocation.FROM_PARTY_ID, ErrorLocation.FROM_PARTY_ID_TYPE, errors);
        CompiledParty to =
                resolve(cpa, header.to(), "To", ErrorLocation.TO_PARTY_ID, ErrorLocation.TO_PARTY_ID_TYPE, errors);
        if (from != null && from == to) {
            errors.add(EbmsError.of(
                    EbmsErrorCode.INCONSISTENT,
                    ErrorLocation.TO_PARTY_ID,
                    "From and To are the same " + from + " of CPA " + cpa.cpaId()));
            to = null;
        }
        ChannelTerms replyChannel = from == null ? null : from.defaultMshChannel();
        ChannelTerms senderChannel = null;
        if (from != null && to != null && header.service() != null && header.action() != null) {
            senderChannel = header.isMshService()
                    ? mshService(header, from, to, errors)
                    : businessService(header, from, to, errors);
        }
        if (senderChannel != null && asksForReplies(header)) {
            syncReply(assessment, senderChannel, errors);
        }
        if (senderChannel != null && !header.isMshService()) {
            ReliabilityRules.check(assessment, senderChannel, errors);
        }
        return assessment.withAgreement(new Agreement(cpa.cpaId(), cpa.profile(), senderChannel, replyChannel), errors);
    }

    /** CPPA 2.0 Status and Start/End: only an agreed CPA within its period governs messages. */
    private static void usable(CompiledCpa cpa, Instant now, List<EbmsError> errors) {
        if (!cpa.isAgreed()) {
            String status = cpa.cpa().status() == null
                    ? "no status"
                    : "status " + cpa.cpa().status().wireValue();
            errors.add(EbmsError.of(
                    EbmsErrorCode.INCONSISTENT,
                    ErrorLocation.CPA_ID,
                    "CPA " + cpa.cpaId() + " has " + status + "; only an agreed CPA can be used"));
        }
        if (!cpa.inPeriod(now)) {
            errors.add(EbmsError.of(
                    EbmsErrorCode.INCONSISTENT,
                    ErrorLocation.CPA_ID,
                    "CPA " + cpa.cpaId() + " is valid from " + cpa.cpa().start() + " to "
                            + cpa.cpa().end() + ", not at " + now));
        }
    }

    /** ebMS 2.0 §3.1.1.1: the PartyIds of From or To identify one party of the CPA by value and type. */
    private static CompiledParty resolve(
            CompiledCpa cpa, Party party, String side, String idLocation, String typeLocation, List<EbmsError> errors) {
        if (party == null || party.partyIds().isEmpty()) {
            return null;
        }
        PartyMatch match = cpa.match(party.partyIds());
        switch (match.outcome()) {
            case FOUND -> {
                return match.party();
            }
            case WRONG_TYPE -> errors.add(EbmsError.of(
                    EbmsErrorCode.VALUE_NOT_RECOGNIZED,
                    typeLocation,
                    side + " PartyId " + party.partyIds() + " has another type than in CPA " + cpa.cpaId() + ", "
                            + "which knows " + match.party().partyIds()));
            case UNKNOWN -> errors.add(EbmsError.of(
                    EbmsErrorCode.VALUE_NOT_RECOGNIZED,
                    idLocation,
                    side + " PartyId " + party.partyIds() + " is not a party of CPA " + cpa.cpaId()));
        }
        return null;
    }

    /**
     * ebMS 2.0 §4.2.4, §6.3.2, §7 and §8: the MSH service is part of every CPA, so only the roles are checked. Its
     * messages travel on the sender's default MSH channel.
     */
    private static ChannelTerms mshService(
            MessageHeader header, CompiledParty from, CompiledParty to, List<EbmsError> errors) {
        roleHeld(header.from(), from, ErrorLocation.FROM_ROLE, errors);
        roleHeld(header.to(), to, ErrorLocation.TO_ROLE, errors);
        return from.defaultMshChannel();
    }

    private static void roleHeld(Party party, CompiledParty resolved, String location, List<EbmsError> errors) {
        if (party.role() != null && !resolved.hasRole(party.role())) {
            errors.add(EbmsError.of(
                    EbmsErrorCode.VALUE_NOT_RECOGNIZED,
                    location,
                    "Role " + party.role() + " is not a role of " + resolved + "; it has " + resolved.roleNames()));
        }
    }

    /** CPPA 2.0 CanSend/CanReceive: the sender binds the action to send, the receiver to receive. */
    private static ChannelTerms businessService(
            MessageHeader header, CompiledParty from, CompiledParty to, List<EbmsError> errors) {
        Service service = header.service();
        String action = header.action();
        Optional<BoundAction> send = from.canSend(service, action);
        if (!from.hasService(service)) {
            errors.add(EbmsError.of(
                    EbmsErrorCode.VALUE_NOT_RECOGNIZED,
                    ErrorLocation.SERVICE,
                    "Service " + service + " is not a service of " + from));
        } else if (send.isEmpty()) {
            errors.add(EbmsError.of(
                    EbmsErrorCode.VALUE_NOT_RECOGNIZED,
                    ErrorLocation.ACTION,
                    from + " may not send action " + action + " of service " + service));
        }
        Optional<BoundAction> receive = to.canReceive(service, action);
        if (receive.isEmpty()) {
            errors.add(EbmsError.of(
                    EbmsErrorCode.VALUE_NOT_RECOGNIZED,
                    ErrorLocation.ACTION,
                    to + " may not receive action " + action + " of service " + service));
        }
        send.ifPresent(bound -> roleMatches(header.from(), bound, ErrorLocation.FROM_ROLE, errors));
        receive.ifPresent(bound -> roleMatches(header.to(), bound, ErrorLocation.TO_ROLE, errors));
        return send.map(BoundAction::channel).orElse(null);
    }

    private static void roleMatches(Party party, BoundAction bound, String location, List<EbmsError> errors) {
        if (party.role() != null && !party.role().equals(bound.roleName())) {
            errors.add(EbmsError.of(
                    EbmsErrorCode.VALUE_NOT_RECOGNIZED,
                    location,
                    "Role " + party.role() + " does not hold action " + bound.action() + "; role " + bound.roleName()
                            + " does"));
        }
    }

    /**
     * Responses and signals (Pong, Acknowledgment, MessageError, StatusResponse) ask for no reply, so SyncReply does
     * not apply to them; business messages, Ping and StatusRequest do.
     */
    private static boolean asksForReplies(MessageHeader header) {
        return !header.isMshService()
                || header.isMshAction(MshAction.PING)
                || header.isMshAction(MshAction.STATUS_REQUEST);
    }

    /**
     * ebMS 2.0 §4.3: SyncReply is present exactly when the channel's syncReplyMode is not none. Digikoppeling only
     * allows mshSignalsOnly besides none (DK-BP EB015).
     */
    private static void syncReply(Assessment assessment, ChannelTerms channel, List<EbmsError> errors) {
        boolean present = assessment.message().envelope().syncReply() != null;
        SyncReplyMode mode = channel.syncReplyMode();
        if (present && mode == SyncReplyMode.NONE) {
            errors.add(EbmsError.of(
                    EbmsErrorCode.INCONSISTENT,
                    ErrorLocation.SYNC_REPLY,
                    "SyncReply is present, " + "but channel " + channel.channelId() + " has syncReplyMode none"));
        } else if (!present && mode != SyncReplyMode.NONE) {
            errors.add(EbmsError.of(
                    EbmsErrorCode.INCONSISTENT,
                    ErrorLocation.SYNC_REPLY,
                    "SyncReply is missing, " + "but channel " + channel.channelId() + " has syncReplyMode "
                            + mode.wireValue()));
        }
    }
}
