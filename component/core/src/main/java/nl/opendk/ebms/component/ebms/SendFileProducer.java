package nl.opendk.ebms.component.ebms;

import static nl.opendk.ebms.component.ebms.SendProducer.option;

import java.io.InputStream;
import nl.opendk.ebms.service.gb.send.Publishing;
import nl.opendk.ebms.service.send.Outcome;
import nl.opendk.ebms.service.send.Refusal;
import org.apache.camel.Exchange;
import org.apache.camel.Message;
import org.apache.camel.support.DefaultProducer;

/**
 * {@code to("ebms:sendfile?cpaId=...&service=...&action=...")}: the body, a file of any size (a file from Camel's
 * file component, a stream, bytes), goes as Grote Berichten: streamed to the adapter's file directory with its
 * SHA-256, published on the file service for the receiving party, and its metadata sent as a business message under
 * the CPA. {@code from("file:outbox").to("ebms:sendfile?...")} is a file drop. The MessageId, the file's URL and
 * checksum come back in headers; a request the CPA does not allow, or a file the disk has no room for, fails the
 * exchange with {@link EbmsRefusedException} before the file is read, and nothing is kept.
 */
final class SendFileProducer extends DefaultProducer {

    SendFileProducer(EbmsEndpoint endpoint) {
        super(endpoint);
    }

    @Override
    public EbmsEndpoint getEndpoint() {
        return (EbmsEndpoint) super.getEndpoint();
    }

    @Override
    public void process(Exchange exchange) throws Exception {
        EbmsEndpoint endpoint = getEndpoint();
        Publishing publishing = endpoint.gateway()
                .parts()
                .groteBerichten()
                .publishing()
                .orElseThrow(() -> new EbmsRefusedException(
                        Refusal.INVALID_REQUEST,
                        "neither ebms.gb.public-url nor ebms.gb.push-targets is set: this adapter cannot send files"));
        Message in = exchange.getMessage();
        Publishing.Request request = new Publishing.Request(
                option(endpoint.getCpaId(), in, EbmsConstants.CPA_ID),
                option(endpoint.getFromPartyId(), in, EbmsConstants.FROM_PARTY_ID),
                option(endpoint.getToPartyId(), in, EbmsConstants.TO_PARTY_ID),
                option(endpoint.getService(), in, EbmsConstants.SERVICE),
                option(endpoint.getServiceType(), in, EbmsConstants.SERVICE_TYPE),
                option(endpoint.getAction(), in, EbmsConstants.ACTION),
                in.getHeader(EbmsConstants.CONVERSATION_ID, String.class),
                in.getHeader(EbmsConstants.GB_CONTEXT_ID, String.class),
                filename(in),
                in.getHeader(Exchange.CONTENT_TYPE, String.class),
                null);
        Long length = in.getHeader(Exchange.FILE_LENGTH, Long.class);
        Outcome<Publishing.Published> published;
        try (InputStream body = in.getMandatoryBody(InputStream.class)) {
            published = publishing.publish(request, body, length == null ? -1 : length);
        }
        if (!published.isSent()) {
            throw new EbmsRefusedException(published.refusal(), published.problem());
        }
        if (published.value().pushed()) {
            // the metadata message goes once the file is on the partner's push service: no MessageId yet
            in.setHeader(EbmsConstants.GB_UPLOAD_ID, published.value().id());
        } else {
            in.setHeader(EbmsConstants.MESSAGE_ID, published.value().messageId());
            in.setHeader(EbmsConstants.CONVERSATION_ID, published.value().conversationId());
            in.setHeader(EbmsConstants.ROW_ID, published.value().id());
        }
        in.setHeader(EbmsConstants.GB_URL, published.value().url().toString());
        in.setHeader(EbmsConstants.GB_CHECKSUM, published.value().checksum());
    }

    /** EbmsGbFilename, else the name part of CamelFileName. */
    private static String filename(Message in) {
        String name = in.getHeader(EbmsConstants.GB_FILENAME, String.class);
        if (name == null) {
            name = in.getHeader(Exchange.FILE_NAME_ONLY, String.class);
        }
        if (name == null) {
            String path = in.getHeader(Exchange.FILE_NAME, String.class);
            name = path == null ? null : path.substring(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
        }
        return name;
    }
}
