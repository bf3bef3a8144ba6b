package nl.opendk.ebms.component.ebms;

import nl.opendk.ebms.service.send.Outcome;
import nl.opendk.ebms.service.send.Pings;
import org.apache.camel.Exchange;
import org.apache.camel.Message;
import org.apache.camel.support.DefaultProducer;

/**
 * {@code to("ebms:ping?cpaId=...&partner=...")}: a Ping to the partner's MSH, stored in the outbox before the
 * exchange goes on; its MessageId comes back in {@link EbmsConstants#MESSAGE_ID}, and the Pong refers to it.
 */
final class PingProducer extends DefaultProducer {

    private Pings pings;

    PingProducer(EbmsEndpoint endpoint) {
        super(endpoint);
    }

    @Override
    protected void doStart() throws Exception {
        super.doStart();
        pings = getEndpoint().useCases().pings();
    }

    @Override
    public EbmsEndpoint getEndpoint() {
        return (EbmsEndpoint) super.getEndpoint();
    }

    @Override
    public void process(Exchange exchange) throws Exception {
        Message in = exchange.getMessage();
        Outcome<Pings.Queued> queued = pings.ping(
                SendProducer.option(getEndpoint().getCpaId(), in, EbmsConstants.CPA_ID),
                SendProducer.option(getEndpoint().getPartner(), in, EbmsConstants.TO_PARTY_ID));
        if (!queued.isSent()) {
            throw new EbmsRefusedException(queued.refusal(), queued.problem());
        }
        in.setHeader(EbmsConstants.MESSAGE_ID, queued.value().messageId());
        in.setHeader(EbmsConstants.ROW_ID, queued.value().id());
    }
}
