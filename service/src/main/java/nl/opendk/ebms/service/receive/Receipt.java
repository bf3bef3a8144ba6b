package nl.opendk.ebms.service.receive;

import java.util.List;
import nl.opendk.ebms.db.backend.BackendJob;
import nl.opendk.ebms.db.message.SendJob;
import nl.opendk.ebms.protocol.handle.HttpAnswer;

/**
 * A received message after its commit: the HTTP answer, the outgoing messages to hand to the sender, and the message
 * itself when it goes to the back end at once.
 */
public record Receipt(HttpAnswer answer, List<SendJob> leased, boolean duplicate, List<BackendJob> forBackEnd) {

    public Receipt {
        leased = List.copyOf(leased);
        forBackEnd = List.copyOf(forBackEnd);
    }
}
