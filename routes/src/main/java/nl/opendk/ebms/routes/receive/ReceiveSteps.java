package nl.opendk.ebms.routes.receive;

import java.security.cert.X509Certificate;
import java.util.List;
import nl.opendk.ebms.protocol.check.Assessment;
import nl.opendk.ebms.protocol.handle.InboundDisposition;
import nl.opendk.ebms.protocol.message.ReceivedMessage;
import nl.opendk.ebms.service.receive.Receipt;
import nl.opendk.ebms.service.receive.Receiver;
import org.apache.camel.Exchange;
import org.apache.camel.Message;

/**
 * The receive route's steps: the HTTP request into the {@link Receiver}, each result to the next as the body. Each
 * is a plain processor: a received Ping passes every step, and Camel's bean binding (reflection, parameter
 * conversion) cost more than most of the steps themselves in a profile at 1,000 Pings/s.
 */
public final class ReceiveSteps {

    /** Exchange property: the TLS client's certificate chain, read when the request arrives. */
    static final String CLIENT_CHAIN = "ebmsClientCertificateChain";

    private final Receiver receiver;

    public ReceiveSteps(Receiver receiver) {
        this.receiver = receiver;
    }

    /**
     * The first step: the TLS client's certificate chain, read from the connection while the request is still the
     * HTTP server's own message, kept aside for {@link #check}.
     */
    public void clientCertificates(Exchange exchange) {
        exchange.setProperty(CLIENT_CHAIN, ClientCertificates.of(exchange.getIn()));
    }

    public void decode(Exchange exchange) {
        Message message = exchange.getMessage();
        message.setBody(receiver.decode(
                message.getHeader(Exchange.CONTENT_TYPE, String.class),
                message.getHeader("SOAPAction", String.class),
                message.getBody(byte[].class)));
    }

    @SuppressWarnings("unchecked")
    public void check(Exchange exchange) {
        Message message = exchange.getMessage();
        message.setBody(receiver.check(message.getBody(ReceivedMessage.class), (List<X509Certificate>)
                exchange.getProperty(CLIENT_CHAIN, List.class)));
    }

    public void plan(Exchange exchange) {
        Message message = exchange.getMessage();
        message.setBody(receiver.plan(message.getBody(Assessment.class)));
    }

    public void store(Exchange exchange) {
        Message message = exchange.getMessage();
        message.setBody(receiver.store(message.getBody(InboundDisposition.class)));
    }

    static Receipt receipt(Exchange exchange) {
        return exchange.getMessage().getBody(Receipt.class);
    }
}
