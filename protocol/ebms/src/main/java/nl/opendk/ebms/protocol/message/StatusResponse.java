package nl.opendk.ebms.protocol.message;

/** ebMS 2.0 §7.2.2 StatusResponse body element. */
public record StatusResponse(String messageStatus, String refToMessageId, String timestampText) {}
