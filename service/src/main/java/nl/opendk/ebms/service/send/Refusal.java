package nl.opendk.ebms.service.send;

/** Why a message we were asked to send was not stored; the REST API answers each with its own HTTP status. */
public enum Refusal {
    /** The request itself is incomplete or holds a value the adapter cannot store. */
    INVALID_REQUEST,
    /** The message the request is about does not exist (or is not one it can be about). */
    NOT_FOUND,
    /** No CPA with that id. */
    UNKNOWN_CPA,
    /** The CPA is not agreed or not in its period: the partner would refuse the message. */
    NOT_USABLE,
    /** The parties named (or left out) do not fit the CPA. */
    PARTIES,
    /** The receiver's default MSH channel has no endpoint to send to. */
    NO_ENDPOINT,
    /** A Grote Berichten file does not fit on the disk with the reserve left free. */
    NO_ROOM,
    /**
     * The payloads are over the Grote Berichten threshold (Digikoppeling GB VW001), and this adapter cannot publish
     * files.
     */
    NEEDS_GROTE_BERICHTEN
}
