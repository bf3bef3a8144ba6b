package nl.opendk.ebms.cpa.model;

/**
 * CPPA 2.0 Transport: how this party sends (TransportSender) and where it receives (TransportReceiver).
 *
 * @param sender null when absent
 * @param receiver null when absent
 */
public record Transport(String transportId, TransportSender sender, TransportReceiver receiver) {}
