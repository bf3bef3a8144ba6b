package nl.opendk.wus.protocol.wsdl;

import java.util.List;

/**
 * What a WUS service offers, read from its WSDL: enough to route a request by its wsa:Action and to answer with the
 * right response action.
 */
public record WsdlSummary(
        String targetNamespace, String portType, List<String> services, List<WsdlOperation> operations) {

    public WsdlSummary {
        services = List.copyOf(services);
        operations = List.copyOf(operations);
    }
}
