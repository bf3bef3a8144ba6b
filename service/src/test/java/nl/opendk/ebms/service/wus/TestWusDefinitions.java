package nl.opendk.ebms.service.wus;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.security.cert.CertificateEncodingException;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.Set;
import nl.opendk.ebms.db.wus.WusDirection;
import nl.opendk.ebms.testkit.pki.TestCertificateAuthority;
import nl.opendk.wus.protocol.profile.WusProfile;

/** WUS service definitions for the use-case tests: valid ones, and the pieces to make them invalid. */
public final class TestWusDefinitions {

    public static final String OIN_A = "00000001234567890000";
    public static final String OIN_B = "00000009876543210000";
    public static final String NAMESPACE = "urn:example:wus:persons:1";
    public static final String GET_PERSON = NAMESPACE + "/GetPerson";
    public static final String FIND_PERSONS = NAMESPACE + "/FindPersons";

    private static byte[] certificate;

    private TestWusDefinitions() {}

    public static WusOperation operation(String name, String... oins) {
        return new WusOperation(name, NAMESPACE + "/" + name, NAMESPACE + "/" + name + "Response", Set.of(oins));
    }

    public static WusServiceDefinition provided(String name, String path, WusOperation... operations) {
        return new WusServiceDefinition(
                name,
                WusDirection.PROVIDE,
                path,
                WusProfile.BE_S,
                wsdl(),
                NAMESPACE,
                URI.create("http://backend.local/persons"),
                Duration.ofSeconds(5),
                null,
                null,
                true,
                List.of(operations));
    }

    public static WusServiceDefinition persons() {
        return provided("persons", "persons-v1", operation("GetPerson", OIN_A), operation("FindPersons", OIN_A, OIN_B));
    }

    public static WusServiceDefinition consumed(String name, byte[] partnerCertificate) {
        return new WusServiceDefinition(
                name,
                WusDirection.CONSUME,
                null,
                WusProfile.BE_SE,
                wsdl(),
                NAMESPACE,
                null,
                null,
                URI.create("https://partner.example.nl/wus/persons"),
                partnerCertificate,
                false,
                List.of(operation("GetPerson")));
    }

    /** A partner certificate in DER, made once per test JVM, in memory. */
    public static synchronized byte[] derCertificate() {
        if (certificate == null) {
            try {
                certificate = TestCertificateAuthority.root("WUS Partner")
                        .certificate()
                        .getEncoded();
            } catch (CertificateEncodingException e) {
                throw new IllegalStateException(e);
            }
        }
        return certificate.clone();
    }

    static byte[] pemCertificate() {
        String base64 = Base64.getMimeEncoder(64, "\n".getBytes(StandardCharsets.US_ASCII))
                .encodeToString(derCertificate());
        return ("-----BEGIN CERTIFICATE-----\n" + base64 + "\n-----END CERTIFICATE-----\n")
                .getBytes(StandardCharsets.US_ASCII);
    }

    private static byte[] wsdl() {
        return ("<definitions xmlns='http://schemas.xmlsoap.org/wsdl/' targetNamespace='" + NAMESPACE + "'/>")
                .getBytes(StandardCharsets.UTF_8);
    }
}
