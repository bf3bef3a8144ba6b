package nl.opendk.ebms.perf.faults;

/**
 * A node after the fuzz inputs: is its process alive, and what did a valid Ping get.
 *
 * @param answer the Ping's answer reason ("HTTP 204" when accepted)
 */
public record NodeCheck(String node, boolean alive, boolean accepted, String answer) {}
