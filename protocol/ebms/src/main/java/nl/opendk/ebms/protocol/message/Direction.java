package nl.opendk.ebms.protocol.message;

/** Whether the adapter received a message or sends it. The id is the stable database value. */
public enum Direction {
    IN(1),
    OUT(2);

    private final int id;

    Direction(int id) {
        this.id = id;
    }

    public int id() {
        return id;
    }

    public static Direction fromId(int id) {
        for (Direction direction : values()) {
            if (direction.id == id) {
                return direction;
            }
        }
        throw new IllegalArgumentException("No direction with id " + id);
    }
}
