package nl.opendk.ebms.perf.resource;

/**
 * One stop-the-world pause from the adapter's GC log.
 *
 * @param at epoch ms (the log's timemillis decoration)
 * @param kind e.g. "Pause Young (Normal) (G1 Evacuation Pause)"
 * @param heapAfterMb heap in use after the pause: with young pauses, the live data plus what survived
 * @param heapCommittedMb heap the JVM had reserved from the OS at that moment
 */
public record GcPause(
        long at, String kind, double heapBeforeMb, double heapAfterMb, double heapCommittedMb, double millis) {}
