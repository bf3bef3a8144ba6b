package nl.opendk.ebms.perf.faults;

import java.util.Map;
import nl.opendk.ebms.perf.hostile.Mutation;

/**
 * The answers to one kind of fuzz input.
 *
 * @param byStatus answers by HTTP status or failure, most frequent first
 * @param findings answers that are defects whatever the input (see {@link FuzzOutcome#finding()})
 */
public record MutationRow(Mutation mutation, long sent, Map<String, Long> byStatus, long findings, long maxMillis) {}
