package nl.opendk.ebms.perf.faults;

import java.util.Map;
import nl.opendk.ebms.perf.hostile.Hostility;

/**
 * What the hostile Pings of one kind got.
 *
 * @param answers their HTTP answers by reason
 * @param atSink what the adapter sent back to the partner afterwards about them (Pongs, MessageErrors), by kind
 * @param permanent refused for good: an ebMS ErrorList, or a SOAP Fault other than Server with a 4xx or 500
 * @param retryable answered 503 or with a SOAP Server fault: a partner would send them again and again
 * @param notSoap answered without a SOAP envelope (a 5xx of that kind is a defect)
 * @param accepted answered 2xx without error
 */
public record HostileSummary(
        Hostility hostility,
        long sent,
        Map<String, Long> answers,
        Map<String, Long> atSink,
        long permanent,
        long retryable,
        long notSoap,
        long accepted) {}
