package nl.opendk.ebms.cpa.model;

import java.util.List;

/** CPPA 2.0 SecurityDetails: the trust anchors (certId of each AnchorCertificateRef) a party relies on. */
public record SecurityDetails(String securityId, List<String> anchorCertificateRefs) {

    public SecurityDetails {
        anchorCertificateRefs = List.copyOf(anchorCertificateRefs);
    }
}
