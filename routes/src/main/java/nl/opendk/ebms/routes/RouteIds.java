package nl.opendk.ebms.routes;

/** The route ids, as they appear in Hawtio, metrics and logs. */
public final class RouteIds {
    /** HTTP POST of an ebMS message: decode, check, store, answer. */
    public static final String RECEIVE = "ebms-receive";
    /** Sends one stored outgoing message and records the attempt. */
    public static final String SEND = "ebms-send";
    /** Claims outgoing messages that are due (retries, and work left by a stopped node). */
    public static final String OUTBOX_POLL = "ebms-outbox-poll";
    /** Delivers received business messages to the back end. */
    public static final String DELIVER = "ebms-deliver";
    /** Claims received messages due for the back end (retries, work of stopped nodes). */
    public static final String DELIVER_POLL = "ebms-deliver-poll";
    /** Pushes events (received, delivered, failed, expired) to the back end. */
    public static final String EVENTS = "ebms-events";
    /** Deletes finished messages after their retention. */
    public static final String PURGE = "ebms-purge";
    /** Notices CPA changes made through another node. */
    public static final String CPA_REFRESH = "ebms-cpa-refresh";

    /** Warns of certificates and CPAs that end soon. */
    public static final String EXPIRY_WATCH = "ebms-expiry-watch";

    /** Loads the key store, trust store and CRL files again when they changed. */
    public static final String SECURITY_RELOAD = "ebms-security-reload";

    /** Reads the Grote Berichten metadata of newly received messages and records their downloads. */
    public static final String GB_INTAKE = "gb-intake";
    /** Claims Grote Berichten downloads that are due, as far as this node has downloaders free. */
    public static final String GB_DOWNLOAD_POLL = "gb-download-poll";
    /** Downloads one Grote Berichten file, resuming where it stopped, and verifies it. */
    public static final String GB_DOWNLOAD = "gb-download";
    /** Claims due push uploads (files we put on partners' push services) for this node's uploaders. */
    public static final String GB_UPLOAD_POLL = "gb-upload-poll";
    /** Puts one file on a partner's push service, then sends its metadata message. */
    public static final String GB_UPLOAD = "gb-upload";
    /** Removes published Grote Berichten files after their validity. */
    public static final String GB_PURGE = "gb-purge";

    /** HTTP POST of a WUS request to /wus/{service}: handed to the service's CXF endpoint, its answer returned. */
    public static final String WUS_RECEIVE = "wus-receive";
    /** Followed by the profile's short name: the CXF endpoint of a WUS profile, after WS-Addressing and WS-Security. */
    public static final String WUS_PROVIDE_PREFIX = "wus-provide-";
    /** HTTP POST of our back end's plain SOAP request to a partner's WUS service, answered with the partner's answer. */
    public static final String WUS_CONSUME = "wus-consume";

    private RouteIds() {}
}
