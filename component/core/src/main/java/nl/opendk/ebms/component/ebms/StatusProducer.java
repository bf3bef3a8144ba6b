package nl.opendk.ebms.component.ebms;

import nl.opendk.ebms.service.send.Outcome;
import nl.opendk.ebms.service.send.StatusRequests;
import org.apache.camel.Exchange;
import org.apache.camel.Message;
import org.apache.camel.support.DefaultProducer;

/**
 * {@code to("ebms:status")}: a StatusRequest (ebMS 2.0 §7) about our business message whose MessageId is in
 * {@link EbmsConstants#MESSAGE_ID}, as after {@code ebms:send}. The request's MessageId comes back in
 * {@link EbmsConstants#STATUS_REQUEST_ID}; the partner's StatusResponse refers to it.
 */
final class StatusProducer extends DefaultProducer {

    private StatusRequests requests;

    StatusProducer(EbmsEndpoint endpoint) {
        super(endpoint);
    }

    @Override
    protected void doStart() throws Exception {
        super.doStart();
        requests = getEndpoint().useCases().statusRequests();
    }

    @Override
    public EbmsEndpoint getEndpoint() {
        return (EbmsEndpoint) super.getEndpoint();
    }

    @Override
    public void process(Exchange exchange) throws Exception {
        Message in = exchange.getMessage();
        Outcome<StatusRequests.Asked> asked = requests.askAbout(in.getHeader(EbmsConstants.MESSAGE_ID, String.class));
        if (!asked.isSent()) {
            throw new EbmsRefusedException(asked.refusal(), asked.problem());
        }
        in.setHeader(EbmsConstants.STATUS_REQUEST_ID, asked.value().statusRequestMessageId());
        in.setHeader(EbmsConstants.ROW_ID, asked.value().id());
    }
}
