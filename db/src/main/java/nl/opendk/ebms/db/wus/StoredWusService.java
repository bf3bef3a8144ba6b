package nl.opendk.ebms.db.wus;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * A WUS service definition as stored. The use cases validate a definition fully before saving it; this record only
 * refuses what the schema would refuse anyway, so a mistake shows up here and not as a failed INSERT.
 *
 * @param direction {@link WusDirection#PROVIDE}: path, back end and timeout set; {@link WusDirection#CONSUME}:
 *     partner endpoint and certificate set
 * @param path the segment under /wus/ a provided service is reached at; null for a consumed service
 * @param profile one of {@link #PROFILES}
 * @param backendTimeoutMs how long the back end may take to answer, in milliseconds
 * @param partnerCertificate the partner's certificate, PEM or DER as uploaded
 * @param storeBodies false: exchanges of this service are recorded without request and response bodies
 * @param keyAlias the entry of our key store the service uses; null for the primary one
 * @param createdAt ignored by {@link WusServiceRepository#save}, which sets it
 * @param updatedAt ignored by {@link WusServiceRepository#save}, which sets it
 */
public record StoredWusService(
        String name,
        WusDirection direction,
        String path,
        String profile,
        byte[] wsdl,
        String targetNamespace,
        String backendEndpoint,
        Integer backendTimeoutMs,
        String partnerEndpoint,
        byte[] partnerCertificate,
        boolean storeBodies,
        String keyAlias,
        List<StoredWusOperation> operations,
        Instant createdAt,
        Instant updatedAt) {

    /** The Digikoppeling WUS profile names (DK-WUS ch02), as stored. */
    public static final Set<String> PROFILES = Set.of("2W-be", "2W-be-S", "2W-be-SE");

    public StoredWusService {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(direction, "direction");
        Objects.requireNonNull(wsdl, "wsdl");
        Objects.requireNonNull(targetNamespace, "targetNamespace");
        if (!PROFILES.contains(profile)) {
            throw new IllegalArgumentException("Not a WUS profile: " + profile);
        }
        boolean provided = direction == WusDirection.PROVIDE;
        if (provided && (path == null || backendEndpoint == null || backendTimeoutMs == null)) {
            throw new IllegalArgumentException("A provided service needs a path, a back end and a timeout");
        }
        if (!provided && (path != null || partnerEndpoint == null || partnerCertificate == null)) {
            throw new IllegalArgumentException("A consumed service needs a partner endpoint and certificate, no path");
        }
        operations = List.copyOf(operations);
    }

    /** A definition to save: the repository sets its times. */
    public static StoredWusService toSave(
            String name,
            WusDirection direction,
            String path,
            String profile,
            byte[] wsdl,
            String targetNamespace,
            String backendEndpoint,
            Integer backendTimeoutMs,
            String partnerEndpoint,
            byte[] partnerCertificate,
            boolean storeBodies,
            String keyAlias,
            List<StoredWusOperation> operations) {
        return new StoredWusService(
                name,
                direction,
                path,
                profile,
                wsdl,
                targetNamespace,
                backendEndpoint,
                backendTimeoutMs,
                partnerEndpoint,
                partnerCertificate,
                storeBodies,
                keyAlias,
                operations,
                null,
                null);
    }

    @Override
    public String toString() {
        return "StoredWusService[name=" + name + ", direction=" + direction + ", path=" + path + ", profile=" + profile
                + ", " + wsdl.length + " bytes of WSDL, operations=" + operations + "]";
    }
}
