package nl.opendk.ebms.cpa.lookup;

import java.security.cert.X509Certificate;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import nl.opendk.ebms.cpa.model.ActionBinding;
import nl.opendk.ebms.cpa.model.CollaborationRole;
import nl.opendk.ebms.cpa.model.PartyInfo;
import nl.opendk.ebms.cpa.model.ServiceBinding;
import nl.opendk.ebms.protocol.agreement.ChannelTerms;
import nl.opendk.ebms.protocol.agreement.SigningTerms;
import nl.opendk.ebms.protocol.message.PartyId;
import nl.opendk.ebms.protocol.message.Service;

/** One party of a compiled CPA: its roles, channels and bindings indexed for lookups without any further work. */
public final class CompiledParty {

    private final PartyInfo info;
    private final Set<String> roleNames;
    private final Map<String, ChannelTerms> channels;
    private final ChannelTerms defaultMshChannel;
    private final Set<Service> services;
    private final Map<Service, Map<String, BoundAction>> canSend;
    private final Map<Service, Map<String, BoundAction>> canReceive;

    CompiledParty(PartyInfo info) {
        this.info = info;
        this.channels = ChannelTermsCompiler.compile(info);
        this.defaultMshChannel = channel(info.defaultMshChannelId()).orElse(null);
        Set<String> names = new HashSet<>();
        Set<Service> bound = new HashSet<>();
        Map<Service, Map<String, BoundAction>> sends = new HashMap<>();
        Map<Service, Map<String, BoundAction>> receives = new HashMap<>();
        for (CollaborationRole role : info.roles()) {
            if (role.roleName() != null) {
                names.add(role.roleName());
            }
            for (ServiceBinding binding : role.serviceBindings()) {
                if (binding.service() != null) {
                    bound.add(binding.service());
                    index(sends, role, binding.service(), binding.canSend());
                    index(receives, role, binding.service(), binding.canReceive());
                }
            }
        }
        this.roleNames = Set.copyOf(names);
        this.services = Set.copyOf(bound);
        this.canSend = freeze(sends);
        this.canReceive = freeze(receives);
    }

    /** The first binding of an action wins: a later duplicate cannot change what an earlier one allowed. */
    private void index(
            Map<Service, Map<String, BoundAction>> into,
            CollaborationRole role,
            Service service,
            List<ActionBinding> bindings) {
        for (ActionBinding binding : bindings) {
            if (binding.action() == null) {
                continue;
            }
            ChannelTerms channel = binding.channelIds().isEmpty()
                    ? null
                    : channels.get(binding.channelIds().get(0));
            into.computeIfAbsent(service, key -> new HashMap<>())
                    .putIfAbsent(
                            binding.action(),
                            new BoundAction(role.roleName(), service, binding.action(), binding.id(), channel));
        }
    }

    private static Map<Service, Map<String, BoundAction>> freeze(Map<Service, Map<String, BoundAction>> index) {
        Map<Service, Map<String, BoundAction>> frozen = new HashMap<>();
        index.forEach((service, actions) -> frozen.put(service, Map.copyOf(actions)));
        return Map.copyOf(frozen);
    }

    public PartyInfo info() {
        return info;
    }

    public String name() {
        return info.partyName();
    }

    public List<PartyId> partyIds() {
        return info.partyIds();
    }

    public Set<String> roleNames() {
        return roleNames;
    }

    public boolean hasRole(String roleName) {
        return roleName != null && roleNames.contains(roleName);
    }

    /** The terms of the default MSH channel: where signals to this party go. Null when it does not resolve. */
    public ChannelTerms defaultMshChannel() {
        return defaultMshChannel;
    }

    /** The certificates this party signs with on any of its channels (SenderNonRepudiation/SigningCertificateRef). */
    public Set<X509Certificate> signingCertificates() {
        Set<X509Certificate> certificates = new LinkedHashSet<>();
        for (ChannelTerms channel : channels.values()) {
            SigningTerms sending = channel.security().sending();
            if (sending != null && sending.certificate() != null) {
                certificates.add(sending.certificate());
            }
        }
        return certificates;
    }

    /** Every channel of this party, by channel id. */
    public Map<String, ChannelTerms> channels() {
        return channels;
    }

    public Optional<ChannelTerms> channel(String channelId) {
        return channelId == null ? Optional.empty() : Optional.ofNullable(channels.get(channelId));
    }

    /** True when one of this party's roles has a ServiceBinding for the service (value and type). */
    public boolean hasService(Service service) {
        return service != null && services.contains(service);
    }

    public Optional<BoundAction> canSend(Service service, String action) {
        return lookup(canSend, service, action);
    }

    public Optional<BoundAction> canReceive(Service service, String action) {
        return lookup(canReceive, service, action);
    }

    private static Optional<BoundAction> lookup(
            Map<Service, Map<String, BoundAction>> index, Service service, String action) {
        if (service == null || action == null) {
            return Optional.empty();
        }
        Map<String, BoundAction> actions = index.get(service);
        return actions == null ? Optional.empty() : Optional.ofNullable(actions.get(action));
    }

    @Override
    public String toString() {
        return "party '" + info.partyName() + "' " + info.partyIds();
    }
}
