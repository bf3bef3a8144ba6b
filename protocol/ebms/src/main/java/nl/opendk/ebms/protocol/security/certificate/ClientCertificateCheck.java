package nl.opendk.ebms.protocol.security.certificate;

import java.security.cert.X509Certificate;
import java.util.Collection;
import java.util.List;
import java.util.function.Consumer;
import nl.opendk.ebms.protocol.error.EbmsError;
import nl.opendk.ebms.protocol.error.ErrorLocation;
import nl.opendk.ebms.protocol.error.SecurityFailures;
import nl.opendk.ebms.protocol.message.Party;
import nl.opendk.ebms.protocol.message.PartyId;

/**
 * Who is on the other end of the TLS connection (DK-Beveiliging TLS001/TLS002, access control by client certificate
 * only): the client certificate must carry the OIN of the message's From PartyId (DK-BP EB005, PKI001) or be the TLS
 * client certificate the CPA names for that party, and it must be valid, chain to a trusted root and not be revoked
 * (PKI002-PKI004). The TLS handshake has already proven possession of its key.
 */
public final class ClientCertificateCheck {

    private final CertificateValidator validator;
    private final Consumer<String> warnings;

    /** @param warnings where checks left undone are reported (a CRL that could not be had under fail-open) */
    public ClientCertificateCheck(CertificateValidator validator, Consumer<String> warnings) {
        this.validator = validator;
        this.warnings = warnings;
    }

    /**
     * @param chain the TLS client's certificate chain as presented, its own certificate first; empty when there was
     *     no client certificate
     * @param from the From of the message
     * @param cpaCertificates the TLS client certificates the CPA names for the party From identifies
     * @return SecurityFailure errors, none when the client may send as From
     */
    public List<EbmsError> check(List<X509Certificate> chain, Party from, Collection<X509Certificate> cpaCertificates) {
        if (chain.isEmpty()) {
            return List.of(failure("the request came without a TLS client certificate (DK TLS001/TLS002)"));
        }
        X509Certificate client = chain.get(0);
        if (!cpaCertificates.contains(client) && !carriesOinOf(client, from)) {
            return List.of(failure(CertificateValidator.describe(client) + " may not send as "
                    + (from == null ? "an unnamed party" : from.partyIds().toString())
                    + ": its OIN is not the From PartyId and the CPA does not name it for that party (DK-BP EB005)"));
        }
        CertificateCheck validity =
                validator.validate(client, chain.subList(1, chain.size()), ErrorLocation.FROM_PARTY_ID);
        validity.warnings().forEach(warnings);
        return validity.errors();
    }

    private static boolean carriesOinOf(X509Certificate client, Party from) {
        if (from == null) {
            return false;
        }
        for (PartyId partyId : from.partyIds()) {
            if (Oins.checkParty(client, partyId, ErrorLocation.FROM_PARTY_ID).isEmpty()) {
                return true;
            }
        }
        return false;
    }

    private static EbmsError failure(String description) {
        return SecurityFailures.failure(ErrorLocation.FROM_PARTY_ID, description);
    }
}
