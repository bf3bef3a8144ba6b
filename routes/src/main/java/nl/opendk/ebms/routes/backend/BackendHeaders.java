package nl.opendk.ebms.routes.backend;

/**
 * The message headers a back end gets with each delivered message: the ebMS header fields (ebMS 2.0 §3.1), named
 * so they survive every transport (HTTP headers, JMS properties, which must be Java identifiers).
 */
public final class BackendHeaders {
    public static final String MESSAGE_ID = "EbmsMessageId";
    public static final String CONVERSATION_ID = "EbmsConversationId";
    public static final String REF_TO_MESSAGE_ID = "EbmsRefToMessageId";
    public static final String CPA_ID = "EbmsCpaId";
    public static final String FROM_PARTY_ID = "EbmsFromPartyId";
    public static final String FROM_PARTY_TYPE = "EbmsFromPartyType";
    public static final String FROM_ROLE = "EbmsFromRole";
    public static final String TO_PARTY_ID = "EbmsToPartyId";
    public static final String TO_PARTY_TYPE = "EbmsToPartyType";
    public static final String TO_ROLE = "EbmsToRole";
    public static final String SERVICE = "EbmsService";
    public static final String SERVICE_TYPE = "EbmsServiceType";
    public static final String ACTION = "EbmsAction";
    public static final String TIMESTAMP = "EbmsTimestamp";
    /**
     * On a Grote Berichten metadata message: its verified files as a JSON array, one object per file with id,
     * filename, contentType, size, checksumType, checksum, contextId, path (on the adapter's file system) and href
     * (the REST API's download of it).
     */
    public static final String GB_FILES = "EbmsGbFiles";
    /** The event kind, on event messages: received, delivered, failed or expired. */
    public static final String EVENT = "EbmsEvent";

    private BackendHeaders() {}
}
