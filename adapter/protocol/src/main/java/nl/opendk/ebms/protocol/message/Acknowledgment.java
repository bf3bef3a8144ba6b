package nl.opendk.ebms.protocol.message;

/** ebMS 2.0 §6.3.2 Acknowledgment header element as received. */
public record Acknowledgment(String timestampText, String refToMessageId, Party from) {}
