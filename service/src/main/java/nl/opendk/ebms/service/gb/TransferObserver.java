package nl.opendk.ebms.service.gb;

/** Told of Grote Berichten transfers, for the metrics. */
public interface TransferObserver {

    TransferObserver NONE = new TransferObserver() {
        @Override
        public void downloadAttempted(DownloadResult result) {}

        @Override
        public void downloaded(long bytes, boolean resumed) {}

        @Override
        public void published(long bytes) {}

        @Override
        public void served(long bytes) {}
    };

    /** One download attempt ended so. */
    void downloadAttempted(DownloadResult result);

    /**
     * One download attempt fetched these bytes.
     *
     * @param resumed whether it continued a partial file (GB005)
     */
    void downloaded(long bytes, boolean resumed);

    /** The back end handed in a file of this size, now published. */
    void published(long bytes);

    /** The file service began to send this many bytes of a published file. */
    void served(long bytes);
}
