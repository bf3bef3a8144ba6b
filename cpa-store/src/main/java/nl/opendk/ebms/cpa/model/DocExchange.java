package nl.opendk.ebms.cpa.model;

/**
 * CPPA 2.0 DocExchange: the ebXML messaging rules of a delivery channel.
 *
 * @param senderBinding ebXMLSenderBinding: how this party sends, null when absent
 * @param receiverBinding ebXMLReceiverBinding: how this party receives, null when absent
 */
public record DocExchange(String docExchangeId, EbxmlBinding senderBinding, EbxmlBinding receiverBinding) {}
