package nl.opendk.ebms.protocol.security.certificate;

import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.naming.InvalidNameException;
import javax.naming.ldap.LdapName;
import javax.naming.ldap.Rdn;
import nl.opendk.ebms.protocol.error.EbmsError;
import nl.opendk.ebms.protocol.error.SecurityFailures;
import nl.opendk.ebms.protocol.message.PartyId;

/**
 * The OIN of a PKIoverheid certificate, the one reading every path uses (TLS client, XMLDSig signer, WUS
 * authorisation and signer): the identity is the OIN, never the certificate (DK Gebruik certificaten ch06).
 *
 * <ol>
 *   <li>subject serialNumber holding 20 digits with an OIN prefix ({@code 000000} and two digits; DK-Beveiliging
 *       PKI001, DK-IDAuth Bijlage 1). G1, G3 and G4 certificates all carry it there.
 *   <li>Only when switched on ({@link #readOrganizationIdentifier}): subject organizationIdentifier (2.5.4.97) in the
 *       planned {@code OI:NL-<OIN>} form (OIN-Stelsel RFC #42, agreed 18-06-2026; the exact string is not yet
 *       published, so it stays off by default). When both name an OIN and they differ, the certificate has none.
 * </ol>
 *
 * G4's mandatory organizationIdentifier {@code NTRNL-<KvK number>} is a KvK number, never an OIN, and
 * organizationalUnitName and CN are never read (oin-in-certificates.md §1, §3, §6.4).
 */
public final class Oins {

    private static final Pattern OIN = Pattern.compile("000000\\d{14}");
    private static final Pattern OI_FORM = Pattern.compile("OI:NL-(\\d{20})");
    /** DK-BP EB004: non-production PartyIds carry a suffix after the OIN. */
    private static final Pattern PARTY_ID_OIN = Pattern.compile("(\\d{20})(?:_O|_T|_A|_OTA)?");

    private static volatile boolean readOrganizationIdentifier;

    private Oins() {}

    /**
     * Installation-wide (ebms.oin.organization-identifier): also read the {@code OI:NL-} form of
     * organizationIdentifier. Off until Logius publishes the format.
     */
    public static void readOrganizationIdentifier(boolean read) {
        readOrganizationIdentifier = read;
    }

    /** The certificate's OIN, or empty when it has none (or two that differ). */
    public static Optional<String> of(X509Certificate certificate) {
        return read(certificate).oin();
    }

    /** The OIN, or why there is none. */
    public static Reading read(X509Certificate certificate) {
        List<String> serialNumbers = new ArrayList<>();
        List<String> organizationIdentifiers = new ArrayList<>();
        String name = CertificateNames.of(certificate.getSubjectX500Principal());
        try {
            for (Rdn rdn : new LdapName(name).getRdns()) {
                if (rdn.getValue() instanceof String value) {
                    if (CertificateNames.SERIAL_NUMBER.equalsIgnoreCase(rdn.getType())) {
                        serialNumbers.add(value);
                    } else if (CertificateNames.ORGANIZATION_IDENTIFIER.equalsIgnoreCase(rdn.getType())) {
                        organizationIdentifiers.add(value);
                    }
                }
            }
        } catch (InvalidNameException e) {
            return Reading.none("its subject cannot be read");
        }
        Optional<String> fromSerialNumber =
                serialNumbers.stream().filter(v -> OIN.matcher(v).matches()).findFirst();
        Optional<String> fromOrganizationIdentifier = readOrganizationIdentifier
                ? organizationIdentifiers.stream()
                        .map(OI_FORM::matcher)
                        .filter(Matcher::matches)
                        .map(m -> m.group(1))
                        .findFirst()
                : Optional.empty();
        if (fromSerialNumber.isPresent()
                && fromOrganizationIdentifier.isPresent()
                && !fromSerialNumber.get().equals(fromOrganizationIdentifier.get())) {
            return Reading.none("its subject serialNumber " + fromSerialNumber.get()
                    + " and organizationIdentifier OI:NL-" + fromOrganizationIdentifier.get() + " name different OINs");
        }
        if (fromSerialNumber.isPresent()) {
            return new Reading(fromSerialNumber, null);
        }
        if (fromOrganizationIdentifier.isPresent()) {
            return new Reading(fromOrganizationIdentifier, null);
        }
        return Reading.none(
                serialNumbers.isEmpty()
                        ? "it has no OIN in its subject serialNumber (DK PKI001)"
                        : "its subject serialNumber " + serialNumbers.get(0) + " is not an OIN (20 digits, DK PKI001)");
    }

    /** SecurityFailure errors when the certificate's OIN is not the PartyId's; none when they match. */
    public static List<EbmsError> checkParty(X509Certificate certificate, PartyId partyId, String location) {
        Reading reading = read(certificate);
        if (reading.oin().isEmpty()) {
            return List.of(SecurityFailures.failure(
                    location, CertificateValidator.describe(certificate) + ": " + reading.problem()));
        }
        String oin = reading.oin().get();
        var matcher = PARTY_ID_OIN.matcher(partyId.value() == null ? "" : partyId.value());
        if (!matcher.matches() || !matcher.group(1).equals(oin)) {
            return List.of(SecurityFailures.failure(
                    location,
                    "the certificate's OIN " + oin + " is not the sender's PartyId " + partyId.value()
                            + " (DK-BP EB005)"));
        }
        return List.of();
    }

    /**
     * The outcome of reading a certificate's OIN.
     *
     * @param problem why there is no OIN; null when there is one
     */
    public record Reading(Optional<String> oin, String problem) {

        static Reading none(String problem) {
            return new Reading(Optional.empty(), problem);
        }
    }
}
