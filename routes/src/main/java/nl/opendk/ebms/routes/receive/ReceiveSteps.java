package nl.opendk.ebms.routes.receive;

import java.security.cert.X509Certificate;
import java.util.List;
import nl.opendk.ebms.db.backend.BackendJob;
import nl.opendk.ebms.db.message.SendJob;
import nl.opendk.ebms.protocol.check.Assessment;
import nl.opendk.ebms.protocol.handle.InboundDisposition;
import nl.opendk.ebms.protocol.message.ReceivedMessage;
import nl.opendk.ebms.service.receive.Receipt;
import nl.opendk.ebms.service.receive.Receiver;
import org.apache.camel.Body;
import org.apache.camel.Exchange;
import org.apache.camel.ExchangeProperty;
import org.apache.camel.Header;

/** The receive route's steps: the HTTP request into the {@link Receiver}, each result to the next as the body. */
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

    public ReceivedMessage decode(
            @Header("Content-Type") String contentType, @Header("SOAPAction") String soapAction, @Body byte[] body) {
        return receiver.decode(contentType, soapAction, body);
    }

    public Assessment check(ReceivedMessage message, @ExchangeProperty(CLIENT_CHAIN) List<X509Certificate> chain) {
        return receiver.check(message, chain);
    }

    public InboundDisposition plan(Assessment assessment) {
        return receiver.plan(assessment);
    }

    public Receipt store(InboundDisposition disposition) {
        return receiver.store(disposition);
    }

    public List<SendJob> leased(Receipt receipt) {
        return receipt.leased();
    }

    public List<BackendJob> forBackEnd(Receipt receipt) {
        return receipt.forBackEnd();
    }
}
