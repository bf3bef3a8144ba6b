package nl.opendk.ebms.db.wus;

/**
 * Which side of a WUS call this adapter is on. The id is the stable database value of both {@code
 * wus_service.direction} and {@code wus_exchange.direction}: never renumber.
 */
public enum WusDirection {
    /** A partner calls a service we provide; the adapter calls our back end. */
    PROVIDE(1),
    /** Our back end calls a partner's service through the adapter. */
    CONSUME(2);

    private final int id;

    WusDirection(int id) {
        this.id = id;
    }

    public int id() {
        return id;
    }

    public static WusDirection fromId(int id) {
        for (WusDirection direction : values()) {
            if (direction.id == id) {
                return direction;
            }
        }
        throw new IllegalArgumentException("No WUS direction with id " + id);
    }
}
