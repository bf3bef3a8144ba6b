package nl.opendk.ebms.service.receive;

import nl.opendk.ebms.db.message.StoreOutcome;
import nl.opendk.ebms.protocol.handle.InboundDisposition;

/**
 * Where a received message is stored with everything it causes, in one transaction ({@code MessageStore} in the
 * adapter; a fake in route tests). Throws {@code DataAccessException} when it cannot store now.
 */
@FunctionalInterface
public interface InboundStore {

    StoreOutcome store(InboundDisposition disposition);
}
