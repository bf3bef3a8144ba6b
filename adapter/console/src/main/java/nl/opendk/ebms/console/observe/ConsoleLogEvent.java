package nl.opendk.ebms.console.observe;

/**
 * The operator log events of the console (sign-in, changes made through the REST API, Hawtio), ids 5000-5999
 * (docs/log-events.md). An id keeps its meaning and is never given to another event: the wording of a line may
 * change, its id may not. Changes name the user who made them.
 */
public enum ConsoleLogEvent {
    FIRST_RUN_ACCOUNT(
            5001,
            "No admin users are configured: a temporary user admin with a random password (in the line, new at every"
                    + " start) signs in until admin.users is set."),
    ADMIN_USERS(5002, "This many admin users are configured."),
    SIGNED_IN(5003, "An admin user signed in to the admin UI."),
    SIGN_IN_REFUSED(5004, "A sign-in to the admin UI was refused: unknown user or wrong password."),
    CPA_SAVED(5101, "A user uploaded a CPA, or replaced one with the same CPAId."),
    CPA_DELETED(5102, "A user deleted a CPA."),
    MESSAGE_REQUEUED(5103, "A user queued a failed outgoing message to be sent again."),
    PING_QUEUED(5104, "A user queued a Ping to a partner."),
    WUS_SERVICE_SAVED(5105, "A user created a WUS service definition, or replaced one with the same name."),
    WUS_SERVICE_DELETED(5106, "A user deleted a WUS service definition."),
    HAWTIO_STARTED(5201, "Hawtio started on 127.0.0.1 and is served at /hawtio behind the admin login."),
    HAWTIO_UNREACHABLE(5202, "Hawtio did not answer a request the admin UI passed on (502)."),
    HAWTIO_STOP_UNCLEAN(5203, "Hawtio's Jetty did not stop cleanly while the adapter stopped."),
    HAWTIO_START_FAILED(
            5204, "Hawtio did not start; the adapter runs on without it and /hawtio answers 503 until a restart.");

    private final int id;
    private final String meaning;

    ConsoleLogEvent(int id, String meaning) {
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
