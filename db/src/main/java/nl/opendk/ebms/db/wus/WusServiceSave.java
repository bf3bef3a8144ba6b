package nl.opendk.ebms.db.wus;

/** What {@link WusServiceRepository#save} did. */
public enum WusServiceSave {
    /** No service had the name: it is stored. */
    CREATED,
    /** The service with the name is replaced, operations and OINs included. */
    REPLACED,
    /** Another provided service has the path: nothing was stored. */
    PATH_TAKEN
}
