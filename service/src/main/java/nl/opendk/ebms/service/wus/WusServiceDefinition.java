package nl.opendk.ebms.service.wus;

import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import nl.opendk.ebms.db.wus.WusDirection;
import nl.opendk.wus.protocol.profile.WusProfile;

/**
 * A WUS service this organisation provides or consumes. A record may hold any values; {@link #problems()} tells
 * what is wrong with them, and only a definition without problems is saved.
 *
 * @param name the service's name, unique: letters, digits, dot, underscore and hyphen
 * @param path provided: the segment under /wus/ partners call, unique among provided services; consumed: null
 * @param profile one per service for all its operations and messages (DK-WUS WB011)
 * @param wsdl the service's WSDL as uploaded
 * @param targetNamespace the WSDL's targetNamespace
 * @param backendEndpoint provided: where the adapter passes requests on; consumed: null
 * @param backendTimeout provided: how long the back end may take to answer; consumed: null
 * @param partnerEndpoint consumed: the partner's https endpoint; provided: null
 * @param partnerCertificate consumed: the partner's certificate (PEM or DER); provided: null
 * @param storeBodies false: calls are recorded without their request and response bodies
 * @param operations at least one, with distinct names and distinct request actions
 * @param keyAlias the entry of our key store the service uses (WS-Security signing and decryption; consumed: our TLS
 *     client certificate towards the partner); null for the primary one. How a new key is introduced service by
 *     service
 */
public record WusServiceDefinition(
        String name,
        WusDirection direction,
        String path,
        WusProfile profile,
        byte[] wsdl,
        String targetNamespace,
        URI backendEndpoint,
        Duration backendTimeout,
        URI partnerEndpoint,
        byte[] partnerCertificate,
        boolean storeBodies,
        List<WusOperation> operations,
        String keyAlias) {

    public WusServiceDefinition {
        operations = operations == null ? List.of() : List.copyOf(operations);
    }

    /** A service that uses the primary key entry. */
    public WusServiceDefinition(
            String name,
            WusDirection direction,
            String path,
            WusProfile profile,
            byte[] wsdl,
            String targetNamespace,
            URI backendEndpoint,
            Duration backendTimeout,
            URI partnerEndpoint,
            byte[] partnerCertificate,
            boolean storeBodies,
            List<WusOperation> operations) {
        this(
                name,
                direction,
                path,
                profile,
                wsdl,
                targetNamespace,
                backendEndpoint,
                backendTimeout,
                partnerEndpoint,
                partnerCertificate,
                storeBodies,
                operations,
                null);
    }

    /** Every problem of the definition, in a stable order; empty when it can be saved. */
    public List<String> problems() {
        return DefinitionCheck.problems(this);
    }

    public boolean isProvided() {
        return direction == WusDirection.PROVIDE;
    }

    /** The operation whose requests carry this wsa:Action. */
    public Optional<WusOperation> operationFor(String requestAction) {
        return operations.stream()
                .filter(operation -> Objects.equals(operation.requestAction(), requestAction))
                .findFirst();
    }

    @Override
    public String toString() {
        return "WusServiceDefinition[name=" + name + ", direction=" + direction + ", path=" + path + ", profile="
                + profile + ", operations=" + operations + "]";
    }
}
