package nl.opendk.ebms.component.ebms;

import nl.opendk.ebms.routes.backend.BackendHeaders;
import org.apache.camel.spi.Metadata;

/**
 * The headers of the {@code ebms} component: the same names the adapter's push delivery gives a back end
 * ({@link BackendHeaders}), so a route reads a received message the same way whichever way it came.
 */
public final class EbmsConstants {

    @Metadata(
            description = "inbox: the received message's MessageId. send, ping: the MessageId of the message stored"
                    + " to be sent. status: the MessageId of our message to ask about.",
            javaType = "String")
    public static final String MESSAGE_ID = BackendHeaders.MESSAGE_ID;

    @Metadata(
            description = "inbox: the ConversationId. send: the conversation to continue (a new one when absent)",
            javaType = "String")
    public static final String CONVERSATION_ID = BackendHeaders.CONVERSATION_ID;

    @Metadata(description = "inbox: the RefToMessageId. send: the message this one answers", javaType = "String")
    public static final String REF_TO_MESSAGE_ID = BackendHeaders.REF_TO_MESSAGE_ID;

    @Metadata(description = "inbox: the CPAId. send, ping: the CPA, when the endpoint names none", javaType = "String")
    public static final String CPA_ID = BackendHeaders.CPA_ID;

    @Metadata(
            description = "inbox: the sender's PartyId. send: our PartyId, when the endpoint names none",
            javaType = "String")
    public static final String FROM_PARTY_ID = BackendHeaders.FROM_PARTY_ID;

    @Metadata(label = "consumer", description = "inbox: the type of the sender's PartyId", javaType = "String")
    public static final String FROM_PARTY_TYPE = BackendHeaders.FROM_PARTY_TYPE;

    @Metadata(label = "consumer", description = "inbox: the sender's role", javaType = "String")
    public static final String FROM_ROLE = BackendHeaders.FROM_ROLE;

    @Metadata(
            description =
                    "inbox: our PartyId. send: the partner's PartyId; ping: the partner to ping; when the endpoint names"
                            + " none",
            javaType = "String")
    public static final String TO_PARTY_ID = BackendHeaders.TO_PARTY_ID;

    @Metadata(label = "consumer", description = "inbox: the type of our PartyId", javaType = "String")
    public static final String TO_PARTY_TYPE = BackendHeaders.TO_PARTY_TYPE;

    @Metadata(label = "consumer", description = "inbox: our role", javaType = "String")
    public static final String TO_ROLE = BackendHeaders.TO_ROLE;

    @Metadata(description = "inbox: the Service. send: the Service, when the endpoint names none", javaType = "String")
    public static final String SERVICE = BackendHeaders.SERVICE;

    @Metadata(
            description = "inbox: the Service's type. send: its type, when the endpoint names none",
            javaType = "String")
    public static final String SERVICE_TYPE = BackendHeaders.SERVICE_TYPE;

    @Metadata(description = "inbox: the Action. send: the Action, when the endpoint names none", javaType = "String")
    public static final String ACTION = BackendHeaders.ACTION;

    @Metadata(label = "consumer", description = "inbox: the message's Timestamp (UTC)", javaType = "String")
    public static final String TIMESTAMP = BackendHeaders.TIMESTAMP;

    @Metadata(
            label = "consumer",
            description = "events: the event: received, delivered, failed or expired",
            javaType = "String")
    public static final String EVENT = BackendHeaders.EVENT;

    @Metadata(
            label = "producer",
            description = "send, ping, status: the row id of the stored message (the REST API's and console's id)",
            javaType = "Long")
    public static final String ROW_ID = "EbmsRowId";

    @Metadata(
            label = "producer",
            description = "status: the MessageId of the StatusRequest sent; its StatusResponse refers to it",
            javaType = "String")
    public static final String STATUS_REQUEST_ID = "EbmsStatusRequestId";

    @Metadata(
            label = "producer",
            description = "sendfile: the name the file goes under in its metadata (else the file name Camel's file"
                    + " component gives, CamelFileName); made safe for MD007 and xs:NCName",
            javaType = "String")
    public static final String GB_FILENAME = "EbmsGbFilename";

    @Metadata(
            label = "producer",
            description = "sendfile: the metadata's contextId (DK-GB MD008), the application context of the file",
            javaType = "String")
    public static final String GB_CONTEXT_ID = "EbmsGbContextId";

    @Metadata(
            label = "producer",
            description = "sendfile: where the receiver downloads the file, set when it is published",
            javaType = "String")
    public static final String GB_URL = "EbmsGbUrl";

    @Metadata(
            label = "producer",
            description = "sendfile: the file's SHA-256 in hex, set when it is published",
            javaType = "String")
    public static final String GB_CHECKSUM = "EbmsGbChecksum";

    @Metadata(
            label = "producer",
            description = "sendfile: for a CPA in ebms.gb.push-targets, the upload's id (GET /api/gb/transfers): the"
                    + " file is put on the partner's push service first, and its metadata message goes after, so"
                    + " EbmsMessageId is not set",
            javaType = "Long")
    public static final String GB_UPLOAD_ID = "EbmsGbUploadId";

    @Metadata(
            label = "producer",
            description = "send: set when the payloads together were over ebms.gb.threshold and went as Grote"
                    + " Berichten: the files, each with url, filename, contentType, size, checksum and expiresAt;"
                    + " absent when they went inline",
            javaType = "java.util.List<nl.opendk.ebms.service.send.BackendSend.SentFile>")
    public static final String GB_SENT_FILES = "EbmsGbSentFiles";

    @Metadata(
            label = "consumer",
            description = "inbox: on a Grote Berichten metadata message, its verified files as a JSON array (see"
                    + " README \"Grote Berichten\")",
            javaType = "String")
    public static final String GB_FILES = BackendHeaders.GB_FILES;

    private EbmsConstants() {}
}
