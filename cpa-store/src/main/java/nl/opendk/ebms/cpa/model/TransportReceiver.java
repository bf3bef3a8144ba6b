package nl.opendk.ebms.cpa.model;

import java.util.List;

/**
 * CPPA 2.0 TransportReceiver: the endpoints this party receives messages on.
 *
 * @param serverSecurity TransportServerSecurity: the TLS server certificate of the endpoint, null when absent
 */
public record TransportReceiver(
        String protocol, String protocolVersion, List<Endpoint> endpoints, TransportSecurity serverSecurity) {

    public TransportReceiver {
        endpoints = List.copyOf(endpoints);
    }
}
