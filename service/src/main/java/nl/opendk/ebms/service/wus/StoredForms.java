package nl.opendk.ebms.service.wus;

import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import nl.opendk.ebms.db.wus.StoredWusOperation;
import nl.opendk.ebms.db.wus.StoredWusService;
import nl.opendk.wus.protocol.profile.WusProfile;

/** Between a {@link WusServiceDefinition} and its stored form. */
final class StoredForms {

    private StoredForms() {}

    /** The stored form of a definition without problems. */
    static StoredWusService stored(WusServiceDefinition service) {
        return StoredWusService.toSave(
                service.name(),
                service.direction(),
                service.path(),
                service.profile().shortName(),
                service.wsdl(),
                service.targetNamespace(),
                service.backendEndpoint() == null
                        ? null
                        : service.backendEndpoint().toString(),
                service.backendTimeout() == null
                        ? null
                        : Math.toIntExact(service.backendTimeout().toMillis()),
                service.partnerEndpoint() == null
                        ? null
                        : service.partnerEndpoint().toString(),
                service.partnerCertificate(),
                service.storeBodies(),
                service.keyAlias(),
                service.operations().stream()
                        .map(operation -> new StoredWusOperation(
                                operation.name(),
                                operation.requestAction(),
                                operation.responseAction(),
                                operation.allowedOins().stream().sorted().toList()))
                        .toList());
    }

    /**
     * The definition a stored service holds.
     *
     * @throws IllegalArgumentException when a stored value no longer reads (a URI, the profile)
     */
    static WusServiceDefinition definition(StoredWusService stored) {
        List<WusOperation> operations = stored.operations().stream()
                .map(operation -> new WusOperation(
                        operation.name(),
                        operation.requestAction(),
                        operation.responseAction(),
                        Set.copyOf(operation.oins())))
                .toList();
        return new WusServiceDefinition(
                stored.name(),
                stored.direction(),
                stored.path(),
                WusProfile.parse(stored.profile())
                        .orElseThrow(() -> new IllegalArgumentException("unknown profile " + stored.profile())),
                stored.wsdl(),
                stored.targetNamespace(),
                stored.backendEndpoint() == null ? null : URI.create(stored.backendEndpoint()),
                stored.backendTimeoutMs() == null ? null : Duration.ofMillis(stored.backendTimeoutMs()),
                stored.partnerEndpoint() == null ? null : URI.create(stored.partnerEndpoint()),
                stored.partnerCertificate(),
                stored.storeBodies(),
                operations,
                stored.keyAlias());
    }
}
