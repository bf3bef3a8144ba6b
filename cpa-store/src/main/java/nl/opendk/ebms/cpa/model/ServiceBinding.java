package nl.opendk.ebms.cpa.model;

import java.util.List;
import nl.opendk.ebms.protocol.message.Service;

/**
 * CPPA 2.0 ServiceBinding: a service and the actions this party may send (CanSend) and receive
 * (CanReceive) in it. Only the bindings directly under ServiceBinding are read: Digikoppeling CPAs do not nest
 * CanReceive in CanSend.
 *
 * @param service the Service element, null when absent
 */
public record ServiceBinding(Service service, List<ActionBinding> canSend, List<ActionBinding> canReceive) {

    public ServiceBinding {
        canSend = List.copyOf(canSend);
        canReceive = List.copyOf(canReceive);
    }
}
