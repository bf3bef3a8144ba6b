package nl.opendk.ebms.protocol.message;

/** ebMS 2.0 §7.2.1 StatusRequest body element. */
public record StatusRequest(String refToMessageId) {}
