package nl.opendk.ebms.protocol.error;

/**
 * The location strings used in ebMS errors (ebMS 2.0 §4.2.3.2.4: an XPath-like pointer into the message).
 * Kept in one place so validators and tests agree on them.
 */
public final class ErrorLocation {
    public static final String ENVELOPE = "/";
    public static final String HEADER = "//Header";
    public static final String MESSAGE_HEADER = "//Header/MessageHeader";
    public static final String VERSION = "//Header/MessageHeader[@version]";
    public static final String MUST_UNDERSTAND = "//Header/MessageHeader[@mustUnderstand]";
    public static final String FROM = "//Header/MessageHeader/From";
    public static final String FROM_PARTY_ID = "//Header/MessageHeader/From/PartyId";
    public static final String FROM_PARTY_ID_TYPE = "//Header/MessageHeader/From/PartyId[@type]";
    public static final String FROM_ROLE = "//Header/MessageHeader/From/Role";
    public static final String TO = "//Header/MessageHeader/To";
    public static final String TO_PARTY_ID = "//Header/MessageHeader/To/PartyId";
    public static final String TO_PARTY_ID_TYPE = "//Header/MessageHeader/To/PartyId[@type]";
    public static final String TO_ROLE = "//Header/MessageHeader/To/Role";
    public static final String CPA_ID = "//Header/MessageHeader/CPAId";
    public static final String CONVERSATION_ID = "//Header/MessageHeader/ConversationId";
    public static final String SERVICE = "//Header/MessageHeader/Service";
    public static final String SERVICE_TYPE = "//Header/MessageHeader/Service[@type]";
    public static final String ACTION = "//Header/MessageHeader/Action";
    public static final String MESSAGE_ID = "//Header/MessageHeader/MessageData/MessageId";
    public static final String TIMESTAMP = "//Header/MessageHeader/MessageData/Timestamp";
    public static final String REF_TO_MESSAGE_ID = "//Header/MessageHeader/MessageData/RefToMessageId";
    public static final String TIME_TO_LIVE = "//Header/MessageHeader/MessageData/TimeToLive";
    public static final String DUPLICATE_ELIMINATION = "//Header/MessageHeader/DuplicateElimination";
    public static final String ACK_REQUESTED = "//Header/AckRequested";
    public static final String ACK_REQUESTED_ACTOR = "//Header/AckRequested[@actor]";
    public static final String SYNC_REPLY = "//Header/SyncReply";
    public static final String MESSAGE_ORDER = "//Header/MessageOrder";
    public static final String SIGNATURE = "//Header/Signature";
    public static final String ACKNOWLEDGMENT = "//Header/Acknowledgment";
    public static final String ERROR_LIST = "//Header/ErrorList";
    public static final String MANIFEST = "//Body/Manifest";
    public static final String STATUS_REQUEST = "//Body/StatusRequest";

    private ErrorLocation() {}

    /** ebMS 2.0 §3.2.2: an unresolvable reference is reported at the Reference that holds it. */
    public static String manifestReference(String href) {
        return "//Body/Manifest/Reference[@href='" + href + "']";
    }
}
