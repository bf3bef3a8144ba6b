package nl.opendk.ebms.protocol.security.certificate;

import java.util.Map;
import javax.security.auth.x500.X500Principal;

/**
 * A certificate's names as people and logs read them: RFC 2253 with serialNumber (where PKIoverheid puts the OIN,
 * DK PKI001) and organizationIdentifier (G4's KvK number) spelled out, not as the hex DER RFC 2253 gives for
 * attribute types it does not know.
 */
public final class CertificateNames {

    private static final String SERIAL_NUMBER_OID = "2.5.4.5";
    private static final String ORGANIZATION_IDENTIFIER_OID = "2.5.4.97";
    static final String SERIAL_NUMBER = "SERIALNUMBER";
    static final String ORGANIZATION_IDENTIFIER = "ORGANIZATIONIDENTIFIER";
    private static final Map<String, String> KEYWORDS =
            Map.of(SERIAL_NUMBER_OID, SERIAL_NUMBER, ORGANIZATION_IDENTIFIER_OID, ORGANIZATION_IDENTIFIER);

    private CertificateNames() {}

    public static String of(X500Principal principal) {
        return principal.getName(X500Principal.RFC2253, KEYWORDS);
    }
}
