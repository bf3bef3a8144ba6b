package nl.opendk.ebms.component.observe;

/**
 * The operator log events of the adapter's assembly (start, security, HTTP server, back-end wiring, metrics), ids
 * 4000-4999 (docs/log-events.md). An id keeps its meaning and is never given to another event: the wording of a line
 * may change, its id may not.
 */
public enum AdapterLogEvent {
    START_FAILED(4001, "The adapter could not start and the process ends with exit code 1; the line says why."),
    NODE_STARTING(4002, "The adapter starts as this node, on this port, with this database (credentials masked)."),
    LEASES_TAKEN_BACK(
            4003,
            "Outgoing messages this node was sending when it stopped (or was killed) are queued again, to be sent"
                    + " at once."),
    PLAIN_HTTP(
            4004,
            "ebms.http.plain-allowed=true: no TLS on the adapter's port, so anyone who reaches it can send as any"
                    + " party. Only behind a TLS proxy that authenticates partners, or for a trial."),
    TLS_SERVER(4005, "The HTTP server speaks TLS with these versions, client certificate rule and key."),
    BODY_TOO_LARGE(
            4006,
            "A request body over camel.server.maxBodySize was refused with 413. At most one line per 10 s, with the"
                    + " number left out."),
    REQUEST_UNREADABLE(
            4007,
            "A request that is not readable HTTP (header section or request line too long) was refused. At most one"
                    + " line per 10 s, with the number left out."),
    VERSION(
            4008,
            "The adapter's version and the commit it was built from, and the Java and Camel it runs on; the adapter's"
                    + " first line at every start."),
    DEMO(
            4009,
            "ebms.demo=true: the demo CPA is loaded and the adapter has pinged itself and sent itself a business"
                    + " message (README \"Quick start\")."),
    SECURITY_RELOADED(
            4010,
            "The key store, trust store or CRL files changed (or a reload was asked for) and are in use from now on:"
                    + " new TLS handshakes, signatures, decryptions and certificate checks take them; requests in"
                    + " flight finish with what they started with. The line names the keys and counts the roots."),
    SECURITY_RELOAD_FAILED(
            4011,
            "A changed key store, trust store or CRL file could not be loaded (a wrong password, a missing alias, a"
                    + " half-written file); the material in use is kept. Logged once per version of the files."),
    GB_DIRECTORY_NOT_WRITABLE(
            4012,
            "At start: ebms.gb.directory cannot be made or written (a read-only file system without its volume)."
                    + " Everything else works; large files cannot be sent (507) or downloaded (retried) until it can."),
    GB_DROP_REFUSED(
            4013,
            "A file in a Grote Berichten drop folder (ebms.gb.drop.<n>.directory) was not sent; it is moved to"
                    + " .failed/ in that folder, with the reason in this line."),
    JMS_BROKER(4101, "Back-end jms: endpoints use this broker (password masked)."),
    METRICS_NOT_RECORDED(
            4201,
            "A metric of a received message or a send attempt could not be recorded; the message is not affected.");

    private final int id;
    private final String meaning;

    AdapterLogEvent(int id, String meaning) {
        this.id = id;
        this.meaning = meaning;
    }

    public int id() {
        return id;
    }

    /** What the event means, whatever the level it is logged at. */
    public String meaning() {
        return meaning;
    }

    /** A log line of this event: its id first, so the line can be found by its id whatever its wording. */
    public String line(String text) {
        return "EBMS-" + id + " " + text;
    }
}
