package nl.opendk.ebms.routes.receive;

import java.util.List;
import nl.opendk.ebms.db.message.SendJob;
import nl.opendk.ebms.protocol.handle.HttpAnswer;

/** A received message after its commit: the HTTP answer and the outgoing messages to hand to the sender. */
public record Receipt(HttpAnswer answer, List<SendJob> leased, boolean duplicate) {

    public Receipt {
        leased = List.copyOf(leased);
    }
}
