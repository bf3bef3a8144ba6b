package nl.opendk.ebms.db.gb;

/** Where a push upload is (gb_upload.status). */
public enum UploadStatus {
    /** The file is still to be put (again). */
    WAITING(1),
    /** Put whole, and the metadata message queued. */
    SENT(2),
    /** Given up, or refused by the receiver's push response beyond recovery. */
    FAILED(3),
    /** The receiver's push response said the file is OK (DK-GB 3.8.1 §3.4). */
    CONFIRMED(4);

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
