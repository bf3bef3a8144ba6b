package nl.opendk.ebms.service.gb;

/** How a download attempt ended, for the log and the metrics. */
public enum DownloadResult {
    COMPLETE,
    RETRY,
    FAILED,
    LEASE_LOST
}
