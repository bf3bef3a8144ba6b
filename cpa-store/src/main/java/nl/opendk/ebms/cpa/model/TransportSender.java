package nl.opendk.ebms.cpa.model;

/**
 * CPPA 2.0 TransportSender.
 *
 * @param clientSecurity TransportClientSecurity: the TLS client certificate this party presents, null when absent
 */
public record TransportSender(String protocol, String protocolVersion, TransportSecurity clientSecurity) {}
