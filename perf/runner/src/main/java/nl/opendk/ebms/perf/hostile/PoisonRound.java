package nl.opendk.ebms.perf.hostile;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import nl.opendk.ebms.perf.sink.PingId;
import nl.opendk.ebms.perf.traffic.PingFields;
import nl.opendk.ebms.perf.traffic.Request;

/**
 * One round of the poison scenario: {@link #SIZE} Pings sent to one node at the same moment, so that the adapter's
 * group commit is likely to put them in one transaction, one of them hostile. The hostile kind rotates with the
 * round, and so does its place among the others.
 *
 * @param valid the valid Pings, by MessageId
 * @param hostile the hostile one
 */
public record PoisonRound(int round, List<ValidPing> valid, HostilePing hostile) {

    public static final int SIZE = 12;

    /** A valid Ping of a round: the id the sink will see in its Pong, and the request. */
    public record ValidPing(String messageId, Request request) {}

    public PoisonRound {
        valid = List.copyOf(valid);
    }

    /** Where the hostile Ping goes among the others when the round is sent. */
    public int hostileAt() {
        return place(round);
    }

    private static int place(int round) {
        return round % SIZE;
    }

    /**
     * @param stream the stream part of the ids (the node the round goes to), so a round's Pings share a conversation
     */
    public static PoisonRound build(String run, String stream, int round, Instant now) {
        Hostility hostility = Hostility.values()[round % Hostility.values().length];
        int hostileAt = place(round);
        List<ValidPing> valid = new ArrayList<>();
        HostilePing hostile = null;
        for (int i = 0; i < SIZE; i++) {
            PingId id = new PingId(run, stream, round + "-" + i, now.toEpochMilli());
            PingFields fields = PingFields.valid(id, now);
            if (i == hostileAt) {
                hostile = hostility.ping(id, fields);
            } else {
                valid.add(new ValidPing(id.messageId(), fields.request()));
            }
        }
        return new PoisonRound(round, valid, hostile);
    }
}
