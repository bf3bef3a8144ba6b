package nl.opendk.ebms.db.stats;

import java.time.Instant;
import nl.opendk.ebms.protocol.message.Direction;
import nl.opendk.ebms.protocol.message.MessageStatus;

/** How many messages of one direction and current status were stored in one UTC minute. */
public record MinuteCount(Instant minute, Direction direction, MessageStatus status, long count) {}
