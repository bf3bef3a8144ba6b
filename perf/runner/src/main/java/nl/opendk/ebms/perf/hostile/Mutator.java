package nl.opendk.ebms.perf.hostile;

import java.time.Instant;
import java.util.SplittableRandom;
import nl.opendk.ebms.perf.sink.PingId;
import nl.opendk.ebms.perf.traffic.Request;

/**
 * Makes the fuzz scenario's inputs: input i is a valid Ping or business message with MessageId
 * {@code <run>.z.<i>.0@perf.test} (unique, so an input that survives its damage is a new message and not a
 * duplicate of another), damaged by mutation i modulo the number of kinds, so every kind gets the same share. All
 * choices come from a random generator seeded with the seed and i: the same seed, run and time give the same bytes
 * for input i, whatever order inputs are made in, so a finding can be made again alone.
 */
public final class Mutator {

    /** The stream part of a fuzz input's MessageId. */
    public static final String STREAM = "z";

    private final long seed;
    private final String run;
    private final Instant timestamp;

    /**
     * @param run the run id in every MessageId
     * @param timestamp the eb:Timestamp of every base message
     */
    public Mutator(long seed, String run, Instant timestamp) {
        this.seed = seed;
        this.run = run;
        this.timestamp = timestamp;
    }

    public FuzzInput input(int index) {
        SplittableRandom random = new SplittableRandom(seed * 1_000_003L + index);
        Mutation mutation = Mutation.values()[index % Mutation.values().length];
        boolean business = random.nextBoolean();
        PingId id = new PingId(run, STREAM, Integer.toString(index), 0);
        Request base = business ? FuzzBase.business(id, timestamp) : FuzzBase.ping(id, timestamp);
        Edit edit = apply(mutation, base, random);
        return new FuzzInput(index, mutation, business ? "business" : "ping", edit.detail(), edit.request());
    }

    static Edit apply(Mutation mutation, Request base, SplittableRandom random) {
        return switch (mutation) {
            case BYTE_FLIP -> ByteEdits.flip(base, random);
            case TRUNCATE -> ByteEdits.truncate(base, random);
            case INSERT_BYTES -> ByteEdits.insert(base, random);
            case NON_UTF8 -> ByteEdits.notUtf8(base, random);
            case DUPLICATE_ELEMENT -> MarkupEdits.duplicate(base, random);
            case REMOVE_ELEMENT -> MarkupEdits.remove(base, random);
            case HUGE_ATTRIBUTE -> MarkupEdits.hugeAttribute(base, random);
            case DEEP_NESTING -> MarkupEdits.deepNesting(base, random);
            case DOCTYPE -> MarkupEdits.doctype(base, random);
            case NAMESPACE -> MarkupEdits.namespace(base, random);
            case BAD_BOUNDARY -> HeaderEdits.boundary(base, random);
            case BAD_CONTENT_TYPE -> HeaderEdits.contentType(base, random);
            case BAD_SOAP_ACTION -> HeaderEdits.soapAction(base, random);
        };
    }
}
