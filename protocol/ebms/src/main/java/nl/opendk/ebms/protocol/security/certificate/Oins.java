package nl.opendk.ebms.protocol.security.certificate;

import java.security.cert.X509Certificate;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import javax.naming.InvalidNameException;
import javax.naming.ldap.LdapName;
import javax.naming.ldap.Rdn;
import javax.security.auth.x500.X500Principal;
import nl.opendk.ebms.protocol.error.EbmsError;
import nl.opendk.ebms.protocol.error.SecurityFailures;
import nl.opendk.ebms.protocol.message.PartyId;

/**
 * The OIN of a PKIoverheid certificate: the 20 digits in subject serialNumber (DK-Beveiliging PKI001, DK-IDAuth
 * Bijlage 1). DK-BP EB005: the OIN of the certificate must match the PartyId the party sends as.
 */
public final class Oins {

    static final String SERIAL_NUMBER_OID = "2.5.4.5";
    private static final Pattern OIN = Pattern.compile("\\d{20}");
    /** DK-BP EB004: non-production PartyIds carry a suffix after the OIN. */
    private static final Pattern PARTY_ID_OIN = Pattern.compile("(\\d{20})(?:_O|_T|_A|_OTA)?");

    private Oins() {}

    /** The OIN in the subject's serialNumber, or empty when there is none or it is not 20 digits. */
    public static Optional<String> of(X509Certificate certificate) {
        String name = certificate
                .getSubjectX500Principal()
                .getName(X500Principal.RFC2253, Map.of(SERIAL_NUMBER_OID, "SERIALNUMBER"));
        try {
            for (Rdn rdn : new LdapName(name).getRdns()) {
                if ("SERIALNUMBER".equalsIgnoreCase(rdn.getType()) && rdn.getValue() instanceof String value) {
                    return OIN.matcher(value).matches() ? Optional.of(value) : Optional.empty();
                }
            }
        } catch (InvalidNameException e) {
            return Optional.empty();
        }
        return Optional.empty();
    }

    /** SecurityFailure errors when the certificate's OIN is not the PartyId's; none when they match. */
    public static List<EbmsError> checkParty(X509Certificate certificate, PartyId partyId, String location) {
        Optional<String> oin = of(certificate);
        if (oin.isEmpty()) {
            return List.of(SecurityFailures.failure(
                    location,
                    CertificateValidator.describe(certificate)
                            + " has no OIN in its subject serialNumber (DK PKI001)"));
        }
        var matcher = PARTY_ID_OIN.matcher(partyId.value() == null ? "" : partyId.value());
        if (!matcher.matches() || !matcher.group(1).equals(oin.get())) {
            return List.of(SecurityFailures.failure(
                    location,
                    "the certificate's OIN " + oin.get() + " is not the sender's PartyId " + partyId.value()
                            + " (DK-BP EB005)"));
        }
        return List.of();
    }
}
