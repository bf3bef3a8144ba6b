package nl.opendk.ebms.perf.sink;

import java.security.cert.X509Certificate;
import java.util.Objects;
import nl.opendk.ebms.protocol.message.MshAction;
import nl.opendk.ebms.protocol.message.PartyId;

/**
 * What every answer of a run must say, from the perf CPA: its CPAId, the adapter's party as From and the load
 * generator's party as To (ebMS 2.0 §8.2: the Pong goes back to the party that pinged; §6.3.2: the Acknowledgment
 * to the party that sent the reliable message), and which MSH action it is.
 *
 * @param answer Pong for Pings, Acknowledgment for the signed reliable messages of an osb-rm-s run
 * @param signer the adapter's signing certificate from the CPA when every answer must carry a valid XMLDSig
 *     signature by it (ebMS 2.0 §4.1, the acknowledgment of a message with AckRequested signed="true"); null when
 *     answers are not signed
 */
public record Expectation(
        String cpaId, PartyId adapterParty, PartyId senderParty, MshAction answer, X509Certificate signer) {

    public Expectation {
        Objects.requireNonNull(cpaId, "cpaId");
        Objects.requireNonNull(adapterParty, "adapterParty");
        Objects.requireNonNull(senderParty, "senderParty");
        Objects.requireNonNull(answer, "answer");
    }

    /** Unsigned Pongs: what a Ping run expects. */
    public static Expectation pongs(String cpaId, PartyId adapterParty, PartyId senderParty) {
        return new Expectation(cpaId, adapterParty, senderParty, MshAction.PONG, null);
    }

    /** Acknowledgments signed with the adapter's certificate: what a signed osb-rm-s run expects. */
    public static Expectation signedAcknowledgments(
            String cpaId, PartyId adapterParty, PartyId senderParty, X509Certificate signer) {
        Objects.requireNonNull(signer, "signer");
        return new Expectation(cpaId, adapterParty, senderParty, MshAction.ACKNOWLEDGMENT, signer);
    }
}
