package nl.opendk.ebms.cpa.model;

/**
 * CPPA 2.0 TransportClientSecurity and TransportServerSecurity: the TLS protocol, this party's own
 * certificate and the security details (trust anchors) it checks the other side's certificate against.
 *
 * @param certificateRef the certId of ClientCertificateRef or ServerCertificateRef, null when absent
 * @param securityDetailsRef the securityId of ServerSecurityDetailsRef or ClientSecurityDetailsRef, null when absent
 */
public record TransportSecurity(
        String protocol, String protocolVersion, String certificateRef, String securityDetailsRef) {}
