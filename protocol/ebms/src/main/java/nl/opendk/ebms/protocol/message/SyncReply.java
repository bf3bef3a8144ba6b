package nl.opendk.ebms.protocol.message;

/** ebMS 2.0 §4.3 SyncReply header element; its presence asks for the response on the same connection. */
public record SyncReply(String version, String mustUnderstand, String actor) {

    /** §4.3.1: the only actor a SyncReply may carry. */
    public static final String NEXT_ACTOR = "http://schemas.xmlsoap.org/soap/actor/next";
}
