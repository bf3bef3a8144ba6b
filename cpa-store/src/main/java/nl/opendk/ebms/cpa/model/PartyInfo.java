package nl.opendk.ebms.cpa.model;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import nl.opendk.ebms.protocol.message.PartyId;

/**
 * CPPA 2.0 PartyInfo: one party of the agreement. Certificates, security details, delivery channels,
 * transports and doc exchanges are keyed by their id attribute, in document order; references between them are
 * only resolved within the same party.
 */
public record PartyInfo(
        String partyName,
        List<PartyId> partyIds,
        String defaultMshChannelId,
        String defaultMshPackageId,
        List<CollaborationRole> roles,
        Map<String, Certificate> certificates,
        Map<String, SecurityDetails> securityDetails,
        Map<String, DeliveryChannel> deliveryChannels,
        Map<String, Transport> transports,
        Map<String, DocExchange> docExchanges) {

    public PartyInfo {
        partyIds = List.copyOf(partyIds);
        roles = List.copyOf(roles);
        certificates = ordered(certificates);
        securityDetails = ordered(securityDetails);
        deliveryChannels = ordered(deliveryChannels);
        transports = ordered(transports);
        docExchanges = ordered(docExchanges);
    }

    public Optional<DeliveryChannel> deliveryChannel(String channelId) {
        return Optional.ofNullable(channelId).map(deliveryChannels::get);
    }

    public Optional<Transport> transport(String transportId) {
        return Optional.ofNullable(transportId).map(transports::get);
    }

    public Optional<DocExchange> docExchange(String docExchangeId) {
        return Optional.ofNullable(docExchangeId).map(docExchanges::get);
    }

    private static <V> Map<String, V> ordered(Map<String, V> map) {
        return Collections.unmodifiableMap(new LinkedHashMap<>(map));
    }
}
