package nl.opendk.ebms.db.lease;

/** The node name written as lease owner: it must fit the lease_owner column and be the same on every call. */
public final class LeaseOwner {

    static final int MAX_LENGTH = 100;

    private LeaseOwner() {}

    /** Returns the node id, or throws when it is blank or longer than the column. */
    public static String check(String nodeId) {
        if (nodeId == null || nodeId.isBlank() || nodeId.length() > MAX_LENGTH) {
            throw new IllegalArgumentException("nodeId must be 1.." + MAX_LENGTH + " characters, was " + nodeId);
        }
        return nodeId;
    }
}
