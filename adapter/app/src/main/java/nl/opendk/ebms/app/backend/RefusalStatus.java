package nl.opendk.ebms.app.backend;

import nl.opendk.ebms.service.send.Refusal;

/** The HTTP status the back end's REST API answers a refused send with. */
public final class RefusalStatus {

    private RefusalStatus() {}

    public static int of(Refusal refusal) {
        return switch (refusal) {
            case INVALID_REQUEST, PARTIES -> 400;
            case NOT_FOUND, UNKNOWN_CPA -> 404;
            case NOT_USABLE, NO_ENDPOINT -> 409;
                // RFC 4918 §11.5: the server cannot store what the request needs stored
            case NO_ROOM -> 507;
            case NEEDS_GROTE_BERICHTEN -> 413;
        };
    }
}
