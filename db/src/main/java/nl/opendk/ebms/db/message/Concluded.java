package nl.opendk.ebms.db.message;

import nl.opendk.ebms.protocol.message.MessageStatus;

/**
 * A message we sent that a received signal ended: DELIVERED by its Acknowledgment, FAILED by a MessageError (ebMS
 * 2.0 §6.3.1, §4.2.4).
 */
public record Concluded(String messageId, MessageStatus status) {}
