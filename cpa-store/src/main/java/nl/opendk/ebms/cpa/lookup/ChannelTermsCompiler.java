package nl.opendk.ebms.cpa.lookup;

import java.net.URI;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import nl.opendk.ebms.cpa.model.DeliveryChannel;
import nl.opendk.ebms.cpa.model.DocExchange;
import nl.opendk.ebms.cpa.model.EbxmlBinding;
import nl.opendk.ebms.cpa.model.Endpoint;
import nl.opendk.ebms.cpa.model.MessagingCharacteristics;
import nl.opendk.ebms.cpa.model.PartyInfo;
import nl.opendk.ebms.cpa.model.ReliableMessaging;
import nl.opendk.ebms.cpa.model.Transport;
import nl.opendk.ebms.cpa.model.TransportReceiver;
import nl.opendk.ebms.protocol.agreement.ChannelTerms;
import nl.opendk.ebms.protocol.agreement.Reliability;

/**
 * Turns each DeliveryChannel of a party, with its Transport and DocExchange, into {@link ChannelTerms}, security
 * terms included: once when the CPA is compiled, never per message.
 */
final class ChannelTermsCompiler {

    private ChannelTermsCompiler() {}

    static Map<String, ChannelTerms> compile(PartyInfo party) {
        Map<String, ChannelTerms> terms = new LinkedHashMap<>();
        for (DeliveryChannel channel : party.deliveryChannels().values()) {
            terms.put(channel.channelId(), terms(party, channel));
        }
        return Map.copyOf(terms);
    }

    private static ChannelTerms terms(PartyInfo party, DeliveryChannel channel) {
        MessagingCharacteristics characteristics = channel.characteristics();
        URI endpoint = party.transport(channel.transportId())
                .map(Transport::receiver)
                .flatMap(ChannelTermsCompiler::endpoint)
                .orElse(null);
        Reliability reliability = party.docExchange(channel.docExchangeId())
                .map(DocExchange::senderBinding)
                .map(ChannelTermsCompiler::reliability)
                .orElse(null);
        return new ChannelTerms(
                channel.channelId(),
                endpoint,
                characteristics.syncReplyMode(),
                characteristics.ackRequested(),
                characteristics.ackSignatureRequested(),
                characteristics.duplicateElimination(),
                reliability,
                ChannelSecurityCompiler.compile(party, channel));
    }

    /** CPPA 2.0 Endpoint/@type: an allPurpose endpoint takes every message; otherwise the first one is used. */
    private static Optional<URI> endpoint(TransportReceiver receiver) {
        List<Endpoint> endpoints = receiver.endpoints();
        Optional<Endpoint> chosen = endpoints.stream()
                .filter(Endpoint::isAllPurpose)
                .findFirst()
                .or(() -> endpoints.stream().findFirst());
        try {
            return chosen.map(Endpoint::uri).map(URI::create);
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /**
     * ebMS 2.0 §6.4.3-§6.4.6 from the sender binding's ReliableMessaging. Without PersistDuration, message ids are
     * kept for (1+Retries)*RetryInterval, the least DK-ebMS2 ch05 requires for duplicate elimination.
     */
    private static Reliability reliability(EbxmlBinding binding) {
        ReliableMessaging reliable = binding.reliableMessaging();
        if (reliable == null || reliable.retries() == null || reliable.retryInterval() == null) {
            return null;
        }
        Duration persist = binding.persistDuration() != null
                ? binding.persistDuration()
                : reliable.retryInterval().multipliedBy(1L + reliable.retries());
        return new Reliability(reliable.retries(), reliable.retryInterval(), persist);
    }
}
