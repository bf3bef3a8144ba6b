package nl.opendk.ebms.db.gb;

/** Where a push upload is (gb_upload.status). */
public enum UploadStatus {
    /** The file is still to be put (again). */
    WAITING(1),
    /** Put whole, and the metadata message queued. */
    SENT(2),
    /** Given up. */
    FAILED(3);

    private final int id;

    UploadStatus(int id) {
        this.id = id;
    }

    public int id() {
        return id;
    }

    public static UploadStatus fromId(int id) {
        for (UploadStatus status : values()) {
            if (status.id == id) {
                return status;
            }
        }
        throw new IllegalArgumentException("no upload status " + id);
    }
}
