package nl.opendk.ebms.protocol.security;

import java.security.cert.X509Certificate;
import java.util.List;
import nl.opendk.ebms.protocol.message.PartyId;

/**
 * A sender's signing certificates that may sign now besides the one the message's CPA names: those of the same party
 * in its other CPAs with the same counterparty that are in force, and those of a revision of the CPA that was replaced
 * a short while ago. A partner that rolls its key signs with the new one while messages under the old CPA are still
 * in flight (retries, Acknowledgments, StatusRequests); oin-in-certificates §7 items 1-3.
 */
public interface RolloverCertificates {

    /** No other certificate: only the CPA's own. */
    RolloverCertificates NONE = (cpaId, sender, receiver) -> List.of();

    /**
     * @param cpaId the CPA the message names
     * @param sender the From PartyId
     * @param receiver the To PartyId (ours)
     */
    List<X509Certificate> besides(String cpaId, PartyId sender, PartyId receiver);
}
