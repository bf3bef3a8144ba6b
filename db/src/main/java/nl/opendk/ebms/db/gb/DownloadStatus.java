package nl.opendk.ebms.db.gb;

/** Where a download is (gb_download.status); the id is the stable database value. */
public enum DownloadStatus {
    WAITING(1),
    COMPLETE(2),
    FAILED(3);

    private final int id;

    DownloadStatus(int id) {
        this.id = id;
    }

    public int id() {
        return id;
    }

    public static DownloadStatus fromId(int id) {
        for (DownloadStatus status : values()) {
            if (status.id == id) {
                return status;
            }
        }
        throw new IllegalArgumentException("No download status with id " + id);
    }
}
