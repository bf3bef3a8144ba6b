package nl.opendk.ebms.cpa.model;

import java.time.Duration;

/**
 * CPPA 2.0 ReliableMessaging: ebMS 2.0 §6.4.3 Retries and §6.4.4 RetryInterval. The schema makes both
 * optional; the upload check requires them because the adapter schedules resends with them.
 *
 * @param retries null when absent or not an integer
 * @param retryInterval null when absent or not a duration
 * @param messageOrder null when absent or unknown
 */
public record ReliableMessaging(Integer retries, Duration retryInterval, MessageOrderSemantics messageOrder) {}
