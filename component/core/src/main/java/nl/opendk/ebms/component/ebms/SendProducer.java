package nl.opendk.ebms.component.ebms;

import java.util.List;
import nl.opendk.ebms.protocol.codec.ContentType;
import nl.opendk.ebms.protocol.codec.MimeParts;
import nl.opendk.ebms.protocol.error.SoapFaultException;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.service.send.BackendSend;
import nl.opendk.ebms.service.send.MessageSend;
import nl.opendk.ebms.service.send.Outcome;
import nl.opendk.ebms.service.send.Refusal;
import nl.opendk.ebms.service.send.SendRequest;
import org.apache.camel.Exchange;
import org.apache.camel.Message;
import org.apache.camel.support.DefaultProducer;

/**
 * {@code to("ebms:send?cpaId=...&service=...&action=...")}: the body becomes a business message, stored in the
 * outbox before the exchange goes on. A {@code multipart/related} body gives one payload per part (with its
 * Content-ID and Content-Type), any other body one payload of the exchange's Content-Type ({@code application/xml}
 * when it has none). The MessageId comes back in {@link EbmsConstants#MESSAGE_ID}; a message the CPA does not allow
 * fails the exchange with {@link EbmsRefusedException}, and nothing is stored. Payloads together over
 * {@code ebms.gb.threshold} go as Grote Berichten files, listed in {@link EbmsConstants#GB_SENT_FILES}.
 *
 * <p>The endpoint's options come first and the headers fill in what it leaves out: a route that answers a message
 * from {@code ebms:inbox} carries that message's headers, and its Action must not become the answer's.
 */
final class SendProducer extends DefaultProducer {

    private static final int MAX_PARTS = 128;
    private static final String DEFAULT_CONTENT_TYPE = "application/xml";

    private MessageSend send;

    SendProducer(EbmsEndpoint endpoint) {
        super(endpoint);
    }

    @Override
    protected void doStart() throws Exception {
        super.doStart();
        send = getEndpoint().useCases().send();
    }

    @Override
    public EbmsEndpoint getEndpoint() {
        return (EbmsEndpoint) super.getEndpoint();
    }

    @Override
    public void process(Exchange exchange) throws Exception {
        EbmsEndpoint endpoint = getEndpoint();
        Message in = exchange.getMessage();
        List<PayloadPart> parts = payloads(in.getHeader(Exchange.CONTENT_TYPE, String.class), in.getBody(byte[].class));
        SendRequest request = new SendRequest(
                option(endpoint.getCpaId(), in, EbmsConstants.CPA_ID),
                option(endpoint.getFromPartyId(), in, EbmsConstants.FROM_PARTY_ID),
                option(endpoint.getToPartyId(), in, EbmsConstants.TO_PARTY_ID),
                option(endpoint.getService(), in, EbmsConstants.SERVICE),
                option(endpoint.getServiceType(), in, EbmsConstants.SERVICE_TYPE),
                option(endpoint.getAction(), in, EbmsConstants.ACTION),
                in.getHeader(EbmsConstants.CONVERSATION_ID, String.class),
                in.getHeader(EbmsConstants.REF_TO_MESSAGE_ID, String.class),
                null,
                List.of());
        Outcome<BackendSend.Sent> sent = send.send(request, parts);
        if (!sent.isSent()) {
            throw new EbmsRefusedException(sent.refusal(), sent.problem());
        }
        in.setHeader(EbmsConstants.MESSAGE_ID, sent.value().messageId());
        in.setHeader(EbmsConstants.CONVERSATION_ID, sent.value().conversationId());
        in.setHeader(EbmsConstants.ROW_ID, sent.value().id());
        if (!sent.value().files().isEmpty()) {
            in.setHeader(EbmsConstants.GB_SENT_FILES, sent.value().files());
        }
    }

    static String option(String fromUri, Message in, String header) {
        return fromUri != null ? fromUri : in.getHeader(header, String.class);
    }

    private static List<PayloadPart> payloads(String contentType, byte[] body) throws EbmsRefusedException {
        byte[] content = body == null ? new byte[0] : body;
        if (contentType != null && ContentType.parse(contentType).mediaType().startsWith("multipart/")) {
            try {
                return MimeParts.read(contentType, content, MAX_PARTS);
            } catch (IllegalArgumentException | SoapFaultException e) {
                throw new EbmsRefusedException(
                        Refusal.INVALID_REQUEST, "the multipart body cannot be read: " + e.getMessage());
            }
        }
        return List.of(new PayloadPart("", contentType == null ? DEFAULT_CONTENT_TYPE : contentType, content));
    }
}
