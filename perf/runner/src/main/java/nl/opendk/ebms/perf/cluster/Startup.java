package nl.opendk.ebms.perf.cluster;

/**
 * How long a node took from its process start until it could work.
 *
 * @param healthMillis until /observe/health/ready first answered 200
 * @param readyMillis until, after that, /ebms first accepted a Ping: the node's time to ready
 */
public record Startup(long healthMillis, long readyMillis) {}
