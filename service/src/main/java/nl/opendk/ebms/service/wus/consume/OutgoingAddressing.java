package nl.opendk.ebms.service.wus.consume;

/**
 * The WS-Addressing headers of a request we send to a partner (DK-WUS WA001): To is the partner's endpoint with its
 * OIN ({@code ?OIN=}), From the anonymous address with ours when we know it, Action the operation's, and a new
 * MessageID. ReplyTo is anonymous: WUS is synchronous (WS003).
 *
 * @param from null when this adapter has no OIN of its own to name (no key configured)
 */
public record OutgoingAddressing(String to, String from, String action, String messageId) {}
