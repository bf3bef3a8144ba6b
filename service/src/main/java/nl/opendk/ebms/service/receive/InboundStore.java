package nl.opendk.ebms.service.receive;

import java.util.concurrent.CompletionStage;
import nl.opendk.ebms.db.message.StoreOutcome;
import nl.opendk.ebms.protocol.handle.InboundDisposition;

/**
 * Where a received message is stored with everything it causes, in one transaction ({@code MessageStore} in the
 * adapter; a fake in route tests). The caller does not wait: the stage completes after the commit, on the store's
 * own thread, or fails with a {@code DataAccessException} when the message cannot be stored now.
 */
@FunctionalInterface
public interface InboundStore {

    CompletionStage<StoreOutcome> store(InboundDisposition disposition);
}
