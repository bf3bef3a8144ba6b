package nl.opendk.ebms.db.wus;

/**
 * Where a WUS call is. The id is the stable database value: never renumber. A call is {@link #RECEIVED} while it is
 * under way and ends in exactly one final status, set by a compare-and-set on {@link #RECEIVED}. WUS calls are
 * synchronous (DK-WUS WS003), so every final status is also the answer the caller got.
 */
public enum WusExchangeStatus {
    /** The request was taken (from a partner, or from our back end) and is being handled. */
    RECEIVED(1, false),
    /** The answering side (our back end, or the partner) gave a normal response; it was returned. */
    ANSWERED(2, true),
    /** The answering side gave a SOAP Fault; it was returned as such. */
    FAULTED(3, true),
    /**
     * The adapter refused the request before passing it on: WS-Addressing, WS-Security, unknown service or
     * operation, OIN not allowed. The caller got a Digikoppeling fault.
     */
    REJECTED(4, true),
    /** Provided service: our back end did not answer usably in time; the partner got a Server fault. */
    BACKEND_FAILED(5, true),
    /**
     * Consumed service: the partner could not be reached, did not answer in time, or its response failed the
     * checks (WS-Addressing, signature, SignatureConfirmation); our back end got a fault.
     */
    PARTNER_FAILED(6, true);

    private final int id;
    private final boolean isFinal;

    WusExchangeStatus(int id, boolean isFinal) {
        this.id = id;
        this.isFinal = isFinal;
    }

    public int id() {
        return id;
    }

    public boolean isFinal() {
        return isFinal;
    }

    public static WusExchangeStatus fromId(int id) {
        for (WusExchangeStatus status : values()) {
            if (status.id == id) {
                return status;
            }
        }
        throw new IllegalArgumentException("No WUS exchange status with id " + id);
    }
}
