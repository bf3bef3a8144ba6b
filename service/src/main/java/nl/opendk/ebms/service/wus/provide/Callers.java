package nl.opendk.ebms.service.wus.provide;

import java.util.Objects;
import java.util.Optional;
import nl.opendk.ebms.service.wus.WusOperation;

/**
 * Who may call an operation of a provided service. WUS has no CPA: the provider keeps its own list of OINs per
 * operation (DK-Architectuur Tabel 6.2), and authorises at organisation level on the OIN of the TLS client
 * certificate (DK-WUS WT001-WT004). In the signed profiles the signer is the organisation that answers for the
 * request end to end, so its OIN must be on the list too. A {@code wsa:From?OIN=} is the sender's claim about itself
 * (DK-WUS WA001): it must name the TLS client or the signer, never a third organisation.
 */
final class Callers {

    private Callers() {}

    /**
     * What can be judged before the message security: the TLS client, and for 2W-be the From.
     *
     * @param tlsOin the TLS client certificate's OIN; null over plain HTTP (a trial, or behind a proxy that checks
     *     certificates), where a 2W-be caller is known only by its From
     * @param fromOin the OIN in wsa:From, or null
     * @return why the caller may not call the operation; empty when it may so far
     */
    static Optional<String> beforeSecurity(WusOperation operation, boolean signed, String tlsOin, String fromOin) {
        if (tlsOin != null) {
            if (!operation.allows(tlsOin)) {
                return Optional.of("OIN " + tlsOin + " of the TLS client may not call " + operation.name());
            }
            if (!signed && fromOin != null && !fromOin.equals(tlsOin)) {
                return Optional.of("wsa:From names OIN " + fromOin + ", not the TLS client's " + tlsOin);
            }
            return Optional.empty();
        }
        if (!signed && (fromOin == null || !operation.allows(fromOin))) {
            return Optional.of(
                    fromOin == null
                            ? "without TLS a 2W-be caller must name an allowed OIN in wsa:From"
                            : "OIN " + fromOin + " in wsa:From may not call " + operation.name());
        }
        return Optional.empty();
    }

    /** The verified signer of a 2W-be-S or 2W-be-SE request (DK-WUS WB009, WB013). */
    static Optional<String> signer(WusOperation operation, String signerOin, String tlsOin, String fromOin) {
        if (signerOin == null) {
            return Optional.of("the signing certificate has no OIN in its subject serialNumber (PKI001)");
        }
        if (!operation.allows(signerOin)) {
            return Optional.of("OIN " + signerOin + " of the signer may not call " + operation.name());
        }
        if (fromOin != null && !fromOin.equals(signerOin) && !Objects.equals(fromOin, tlsOin)) {
            return Optional.of("wsa:From names OIN " + fromOin + ", neither the signer nor the TLS client");
        }
        return Optional.empty();
    }
}
