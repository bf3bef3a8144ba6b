package nl.opendk.ebms.db.message;

import java.net.URI;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import nl.opendk.ebms.protocol.message.PayloadPart;

/**
 * One outgoing message leased to this node for one send attempt: everything the sender needs, so sending takes no
 * further query.
 *
 * @param id the message's row id
 * @param cpaId the CPA the message is sent under; for the log lines about it
 * @param attemptNo the 1-based number of the attempt about to be made
 * @param leaseUntil until when this node holds the message; after that another node (or this node's poll) may
 *     claim it, so a job that waited in memory past it must not be sent
 * @param ackRequested true when delivery is the Acknowledgment, not the HTTP 2xx (ebMS 2.0 §6.5.3)
 * @param maxAttempts the attempts allowed in total, as stored with the message; null for the adapter default
 * @param retryIntervalMs the CPA RetryInterval stored with the message; null when the adapter's backoff applies
 * @param business false for the MSH's own messages (Pong, Acknowledgment, StatusResponse, ...), which the back end
 *     hears nothing about: recording their sends writes no event
 */
public record SendJob(
        long id,
        String messageId,
        String cpaId,
        URI endpoint,
        byte[] envelope,
        List<PayloadPart> parts,
        int attemptNo,
        Instant leaseUntil,
        boolean ackRequested,
        Integer maxAttempts,
        Long retryIntervalMs,
        boolean business) {

    public SendJob {
        Objects.requireNonNull(messageId, "messageId");
        Objects.requireNonNull(endpoint, "endpoint");
        Objects.requireNonNull(envelope, "envelope");
        parts = List.copyOf(parts);
        Objects.requireNonNull(leaseUntil, "leaseUntil");
        if (attemptNo < 1) {
            throw new IllegalArgumentException("attemptNo must be >= 1, was " + attemptNo);
        }
    }
}
