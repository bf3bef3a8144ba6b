package nl.opendk.ebms.protocol.message;

import java.time.Instant;

/**
 * ebMS 2.0 §3.1 MessageHeader as read from the wire. Values are kept as sent (null when absent) so the header
 * checks can say exactly what is wrong; {@code timestamp} and {@code timeToLive} are the parsed forms of their
 * text (null when absent or unparseable).
 *
 * @param version the eb:version attribute, "2.0" when valid (§2.3.8)
 * @param mustUnderstand the soap:mustUnderstand attribute, "1" when valid (§2.3.9)
 */
public record MessageHeader(
        String version,
        String mustUnderstand,
        Party from,
        Party to,
        String cpaId,
        String conversationId,
        Service service,
        String action,
        String messageId,
        String timestampText,
        Instant timestamp,
        String refToMessageId,
        String timeToLiveText,
        Instant timeToLive,
        boolean duplicateElimination) {

    /** True for the MSH's own service messages (Ping, Pong, Acknowledgment, MessageError, status). */
    public boolean isMshService() {
        return service != null && service.isMshService();
    }

    public boolean isMshAction(MshAction mshAction) {
        return isMshService() && mshAction.wireValue().equals(action);
    }
}
