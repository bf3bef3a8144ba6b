package nl.opendk.ebms.service.observe;

/**
 * The operator log events of the message flow (receive, send, back end, events, CPAs, purge, REST answers), ids 3000-3999
 * (docs/log-events.md). An id keeps its meaning and is never given to another event: the wording of a line may
 * change, its id may not. Lines about one message carry its MessageId and CPAId in the MDC ({@link
 * MessageLogContext}).
 */
public enum FlowLogEvent {
    REQUEST_REFUSED(
            3001,
            "A request to /ebms was not a usable ebMS message (not SOAP, unreadable MIME, over the decoding limits) and got"
                    + " a SOAP Fault; nothing was stored. At most one line per 10 s, with the number left out."),
    STORE_UNAVAILABLE(
            3002,
            "Received messages could not be stored (database unreachable, hung or busy) and got 503 with Retry-After;"
                    + " the partners send them again. At most one line per 10 s, with the number left out."),
    STORE_REFUSED(
            3003,
            "The database refused one received message that passed every check; it got a SOAP Client fault (do not"
                    + " send again). The line tells which value got through: a defect to report."),
    RECEIVE_FAILED(3004, "A received message failed in the adapter itself and got HTTP 500; nothing was stored."),
    SEND_LEASE_PASSED(
            3101, "An outgoing message waited in memory past its lease; it is not sent now, the outbox poll sends it."),
    SEND_FAILED_UNPREPARED(3102, "The sender failed before it had a message to send; no attempt is recorded."),
    SEND_TAKEN_OVER(
            3103,
            "Another node took an outgoing message over while this node was sending it; this node's attempt is not"
                    + " recorded."),
    OUTGOING_ENDED(
            3104,
            "An outgoing message ended without being delivered: its TimeToLive passed, or no Acknowledgment came after"
                    + " the last retry. The back end gets an event."),
    OUTGOING_QUEUED(
            3105,
            "The back end handed in a business message (POST /api/messages); it is stored and queued for sending."),
    DELIVERY_TAKEN_OVER(
            3201,
            "A received message reached the back end after another node had taken its delivery over; the back end"
                    + " may get it twice (EbmsMessageId tells)."),
    DELIVERY_FAILED_UNPREPARED(3202, "A delivery to the back end failed before it had a message; nothing is recorded."),
    DELIVERY_REFUSED(
            3203,
            "The back end's endpoint did not take a received message; it is tried again with backoff, without end."),
    DELIVERY_NO_ENDPOINT(
            3204,
            "No back-end endpoint matches a received message any more (the configuration changed); it waits in the"
                    + " inbox for the back end to poll."),
    EVENT_FAILED_UNPREPARED(3301, "An event push failed before it had an event; nothing is recorded."),
    EVENT_REFUSED(3302, "The events endpoint did not take an event; it is tried again."),
    CPA_UNUSABLE(
            3401,
            "A stored CPA no longer parses (after an upgrade changed the checks) and is not used; messages under it"
                    + " are refused until it is uploaded again."),
    CPAS_LOADED(3402, "The stored CPAs were loaded (at start, and when another node changed them)."),
    WUS_SERVICE_UNUSABLE(
            3403,
            "A stored WUS service definition no longer reads (after an upgrade changed the checks) and is not used;"
                    + " calls to it are refused until it is saved again."),
    WUS_SERVICES_LOADED(
            3404, "The stored WUS service definitions were loaded (at start, and when they changed on any node)."),
    EXPIRING(
            3405,
            "Something the adapter needs ends within 30, 7 or 1 days, or has ended: our certificate, a CPA, or a"
                    + " certificate a CPA or a WUS service names. Logged once per node as it enters each of those"
                    + " bands (and at start); the back end gets an `ending` event once."),
    PURGED(3501, "The purge deleted finished messages and WUS calls older than the retention."),
    REST_REFUSED(
            3601,
            "A REST call (console or back end) was refused with 409: the CPA wants the message signed or encrypted and"
                    + " this adapter has no key to do so."),
    REST_FAILED(3602, "A REST call (console or back end) failed in the adapter itself (500); the line has the cause."),
    WUS_BACKEND_FAILED(
            3701,
            "The back end of a provided WUS service failed, timed out or answered something that is not a SOAP"
                    + " response; the partner got fault 0051. At most one line per 10 s."),
    WUS_PARTNER_FAILED(
            3702,
            "A partner's WUS service could not be reached, did not answer in time, or its response failed the checks"
                    + " (WS-Addressing, signature, SignatureConfirmation); our back end got a Server fault."),
    WUS_CALL_NOT_RECORDED(
            3703,
            "A WUS call could not be recorded in the database (unreachable, hung or busy). A request that could not be"
                    + " recorded on arrival got fault 0051; the line has the cause."),
    WUS_FAILED(
            3704,
            "A WUS call failed in the adapter itself and was answered with a Server fault without detail; the line"
                    + " has the cause."),
    GB_FILE_PUBLISHED(
            3801,
            "The back end handed in a large file (POST /api/gb/files): it is stored with its checksum, published for"
                    + " the receiver's OIN, and its metadata message is queued."),
    GB_FILE_SERVED(
            3802,
            "The file service answered a GET of a published file: the client's OIN, the range and the status"
                    + " (every download is logged)."),
    GB_FILE_REFUSED(
            3803,
            "The file service refused a request: 403 (another OIN or none, GB010), 404, 410 (validity ended), 412 or"
                    + " 416. The line has the OIN and the reason."),
    GB_DOWNLOAD_COMPLETE(
            3804,
            "A file of a received metadata message is downloaded and its size and checksum verified; when it was the"
                    + " message's last, the message goes to the back end."),
    GB_DOWNLOAD_RETRY(
            3805,
            "A download attempt ended short of the file (file service down, connection cut, Retry-After); it is"
                    + " tried again, resuming from the bytes it has."),
    GB_DOWNLOAD_FAILED(
            3806,
            "A download was given up: 403, 404, a wrong size or checksum after one clean re-download, or its"
                    + " expirationTime passed. Its message is FILE_FAILED, the back end gets a failed event, and the"
                    + " partial file is kept for manual handling. Or the downloads a partner's WUS answer names could"
                    + " not be recorded: the back end gets the answer with EbmsGbDownloadsRefused."),
    GB_FILES_PURGED(
            3807,
            "The purge removed published files whose validity ended (plus ebms.gb.purge-grace) and received files"
                    + " whose messages the retention purge deleted; or could not remove one (the line says which)."),
    GB_FILE_PUT(
            3808,
            "The push service answered a PUT (DK-GB push): 201 or 204 when a partner's file was stored (every PUT"
                    + " overwrites, GB016), else the refusal (403 another OIN or none, 400, 507). The line has the OIN,"
                    + " the path and the size."),
    GB_PUSH_CHECKED(
            3809,
            "The files a push metadata message names were checked where the partner put them: each file's status"
                    + " as the push response gives it (OK, FILE_NOT_FOUND, CHECKSUM_ERROR, ...); or a metadata message"
                    + " could not be taken in now (the disk failed), and is taken in again at the next poll."),
    GB_PUSH_RESPONSE_REFUSED(
            3810,
            "The push response could not be sent: the CPA does not allow ebms.gb.push-response-action the other way."
                    + " The files' outcome is recorded all the same."),
    GB_UPLOAD_SENT(
            3811,
            "A file went whole to a partner's push service (PUT) and the metadata message that names it is queued."),
    GB_UPLOAD_RETRY(
            3812,
            "A PUT to a partner's push service failed (no answer, 408, 429, 5xx); the whole file is put again later"
                    + " (GB013)."),
    GB_UPLOAD_FAILED(
            3813,
            "A push upload was given up: the push service refused it (403, 400, ...), the attempts ran out, or the"
                    + " metadata message was refused. No metadata went out; the file is kept until its validity"
                    + " ends."),
    GB_PUSH_ANSWERED(
            3814,
            "A partner's push response about a file we pushed (DK-GB 3.8.1 §3.4): OK confirms the upload; an error"
                    + " the sender can recover from (FILE_NOT_FOUND, CHECKSUM_ERROR, INCORRECT_FILE_SIZE,"
                    + " DECOMPRESSION_ERROR, UNKNOWN_ERROR) puts the file again and sends its metadata once more"
                    + " (GB018), up to three times; any other ends the upload failed. A response about no upload of"
                    + " ours, from another partner, or about metadata since replaced is logged and left alone.");

    private final int id;
    private final String meaning;

    FlowLogEvent(int id, String meaning) {
        this.id = id;
        this.meaning = meaning;
    }

    public int id() {
        return id;
    }

    /** What the event means, whatever the level it is logged at. */
    public String meaning() {
        return meaning;
    }

    /** A log line of this event: its id first, so the line can be found by its id whatever its wording. */
    public String line(String text) {
        return "EBMS-" + id + " " + text;
    }
}
