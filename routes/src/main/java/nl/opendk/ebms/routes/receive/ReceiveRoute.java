package nl.opendk.ebms.routes.receive;

import nl.opendk.ebms.db.DataAccessException;
import nl.opendk.ebms.protocol.error.SoapFaultException;
import nl.opendk.ebms.routes.RouteIds;
import nl.opendk.ebms.routes.backend.DeliverRoute;
import nl.opendk.ebms.routes.observe.MessageLogClearing;
import nl.opendk.ebms.routes.send.SendRoute;
import nl.opendk.ebms.service.receive.Receipt;
import org.apache.camel.ProducerTemplate;
import org.apache.camel.builder.RouteBuilder;

/**
 * Inbound ebMS over HTTP: note the TLS client, decode, check (structure, then CPA, then security: TLS client,
 * signature, decryption), decide, store in one transaction, hand what the message caused to the sender, answer.
 * Failures before the commit store nothing.
 */
public final class ReceiveRoute extends RouteBuilder {

    private final String path;
    private final ReceiveSteps steps;
    private final HttpAnswers answers;

    public ReceiveRoute(String path, ReceiveSteps steps, HttpAnswers answers) {
        this.path = path;
        this.steps = steps;
        this.answers = answers;
    }

    @Override
    public void configure() {
        onException(SoapFaultException.class).handled(true).process(answers::soapFault);
        onException(DataAccessException.class).handled(true).process(answers::unavailable);
        onException(Exception.class).handled(true).process(answers::internalError);

        // what the message caused goes to the send and delivery queues as new exchanges of their own: the queues
        // never wait, and a full one leaves the work in the database for the polls
        ProducerTemplate handoff = getContext().createProducerTemplate();
        from("platform-http:" + path + "?httpMethodRestrict=POST")
                .routeId(RouteIds.RECEIVE)
                .routePolicy(MessageLogClearing.policy())
                .process(steps::clientCertificates)
                // the request's headers are read here; every answer replaces them with its own (HttpAnswers)
                .process(steps::decode)
                .process(steps::check)
                .process(steps::plan)
                .process(steps::store)
                .process(exchange -> {
                    Receipt receipt = ReceiveSteps.receipt(exchange);
                    receipt.leased().forEach(job -> handoff.sendBody(SendRoute.HANDOFF, job));
                    receipt.forBackEnd().forEach(job -> handoff.sendBody(DeliverRoute.HANDOFF, job));
                })
                .id("hand-off")
                .process(exchange -> answers.answer(ReceiveSteps.receipt(exchange), exchange.getMessage()));
    }
}
