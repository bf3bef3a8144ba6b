package nl.opendk.ebms.db.events;

/**
 * Whether received business messages and events are pushed to the back end, or left for it to poll.
 *
 * @param pushMessages received business messages are due for delivery to a back-end endpoint
 * @param pushEvents events are due for delivery to the events endpoint
 */
public record BackendOptions(boolean pushMessages, boolean pushEvents) {

    /** The back end polls the REST API for messages and events. */
    public static final BackendOptions POLL = new BackendOptions(false, false);
}
