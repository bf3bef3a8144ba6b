package nl.opendk.ebms.cpa.lookup;

import nl.opendk.ebms.protocol.agreement.ChannelTerms;
import nl.opendk.ebms.protocol.message.Service;

/**
 * An action a party may send or receive, resolved at compile time.
 *
 * @param roleName the Role/@name of the CollaborationRole holding the binding
 * @param channel the terms of the binding's first ChannelId, null when it does not resolve
 */
public record BoundAction(String roleName, Service service, String action, String bindingId, ChannelTerms channel) {}
