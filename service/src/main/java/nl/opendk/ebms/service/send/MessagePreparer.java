package nl.opendk.ebms.service.send;

import java.util.List;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.protocol.signal.OutgoingMessage;

/**
 * Makes a message ready to send, checked against its CPA, without storing it: for a use case that stores it in a
 * transaction of its own, with the rows that decide it (the push response with the checked files).
 */
@FunctionalInterface
public interface MessagePreparer {

    Outcome<OutgoingMessage> prepare(SendRequest request, List<PayloadPart> parts);
}
