package nl.opendk.ebms.cpa.model;

import java.util.List;

/**
 * CPPA 2.0 CollaborationRole: the role a party plays (Role/@name) and the services it binds in that role.
 * Digikoppeling gives a party exactly one role per CPA (DK-ebMS2 ch05, ebMS 2.0 §3.1.1.2).
 *
 * @param applicationCertificateRefs the certId of each ApplicationCertificateRef
 */
public record CollaborationRole(
        String roleName, List<String> applicationCertificateRefs, List<ServiceBinding> serviceBindings) {

    public CollaborationRole {
        applicationCertificateRefs = List.copyOf(applicationCertificateRefs);
        serviceBindings = List.copyOf(serviceBindings);
    }
}
