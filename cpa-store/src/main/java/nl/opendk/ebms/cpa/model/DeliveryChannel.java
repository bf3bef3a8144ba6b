package nl.opendk.ebms.cpa.model;

import java.util.Objects;

/** CPPA 2.0 DeliveryChannel: a Transport and a DocExchange with the messaging characteristics on top. */
public record DeliveryChannel(
        String channelId, String transportId, String docExchangeId, MessagingCharacteristics characteristics) {

    public DeliveryChannel {
        Objects.requireNonNull(characteristics, "characteristics");
    }
}
