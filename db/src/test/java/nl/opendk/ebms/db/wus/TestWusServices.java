package nl.opendk.ebms.db.wus;

import java.nio.charset.StandardCharsets;
import java.util.List;

/** Service definitions for the WUS storage tests. */
final class TestWusServices {

    static final String OIN_A = "00000001234567890000";
    static final String OIN_B = "00000009876543210000";
    static final String NAMESPACE = "urn:example:wus:persons:1";

    private TestWusServices() {}

    static StoredWusService provided(String name, String path, List<StoredWusOperation> operations) {
        return StoredWusService.toSave(
                name,
                WusDirection.PROVIDE,
                path,
                "2W-be-S",
                ("<definitions targetNamespace='" + NAMESPACE + "'/>").getBytes(StandardCharsets.UTF_8),
                NAMESPACE,
                "http://backend.local/persons",
                5000,
                null,
                null,
                true,
                "ebms-2027",
                operations);
    }

    static StoredWusService consumed(String name) {
        return StoredWusService.toSave(
                name,
                WusDirection.CONSUME,
                null,
                "2W-be",
                "<definitions/>".getBytes(StandardCharsets.UTF_8),
                NAMESPACE,
                null,
                null,
                "https://partner.example.nl/wus/persons",
                "-----BEGIN CERTIFICATE-----".getBytes(StandardCharsets.US_ASCII),
                false,
                null,
                List.of(operation("GetPerson", OIN_A)));
    }

    static StoredWusOperation operation(String name, String... oins) {
        return new StoredWusOperation(name, NAMESPACE + "/" + name, NAMESPACE + "/" + name + "Response", List.of(oins));
    }
}
