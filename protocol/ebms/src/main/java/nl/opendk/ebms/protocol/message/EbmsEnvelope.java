package nl.opendk.ebms.protocol.message;

import java.util.List;

/**
 * The ebMS content of one SOAP envelope, as read; absent elements are null. Nothing here is validated yet:
 * that is the job of the header checks, which report every problem at once.
 *
 * @param messageOrder true when an eb:MessageOrder element was present (§9; not supported by this MSH)
 * @param signed true when the SOAP header holds a ds:Signature (§4.1)
 * @param signedReferences the ds:Reference elements of that signature's SignedInfo, as written (not verified)
 * @param unknownHeaders qualified names of other header elements, kept for diagnostics only
 */
public record EbmsEnvelope(
        MessageHeader messageHeader,
        AckRequested ackRequested,
        SyncReply syncReply,
        boolean messageOrder,
        Acknowledgment acknowledgment,
        ErrorList errorList,
        Manifest manifest,
        StatusRequest statusRequest,
        StatusResponse statusResponse,
        boolean signed,
        List<SignedReference> signedReferences,
        List<String> unknownHeaders) {

    public EbmsEnvelope {
        signedReferences = List.copyOf(signedReferences);
        unknownHeaders = List.copyOf(unknownHeaders);
    }
}
