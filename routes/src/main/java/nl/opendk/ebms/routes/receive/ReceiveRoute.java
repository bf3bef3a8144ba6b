package nl.opendk.ebms.routes.receive;

import nl.opendk.ebms.db.DataAccessException;
import nl.opendk.ebms.db.backend.BackendJob;
import nl.opendk.ebms.protocol.error.SoapFaultException;
import nl.opendk.ebms.routes.RouteIds;
import nl.opendk.ebms.routes.SedaHandOff;
import nl.opendk.ebms.routes.observe.MessageLogClearing;
import nl.opendk.ebms.service.send.SendQueue;
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
    private final SendQueue sends;
    private final SedaHandOff<BackendJob> deliveries;

    /**
     * @param sends where what a stored message causes to be sent (its Pong, its Acknowledgment) is handed
     * @param deliveries where the messages for a back end that takes them pushed are handed
     */
    public ReceiveRoute(
            String path, ReceiveSteps steps, HttpAnswers answers, SendQueue sends, SedaHandOff<BackendJob> deliveries) {
        this.path = path;
        this.steps = steps;
        this.answers = answers;
        this.sends = sends;
        this.deliveries = deliveries;
    }

    @Override
    public void configure() {
        onException(SoapFaultException.class).handled(true).process(answers::soapFault);
        onException(DataAccessException.class).handled(true).process(answers::unavailable);
        onException(Exception.class).handled(true).process(answers::internalError);

        from("platform-http:" + path + "?httpMethodRestrict=POST")
                .routeId(RouteIds.RECEIVE)
                .routePolicy(MessageLogClearing.policy())
                .process(steps::clientCertificates)
                // the request's headers are read here; every answer replaces them with its own (HttpAnswers)
                .process(steps::decode)
                .process(steps::check)
                .process(steps::plan)
                .process(steps::store)
                .process(new HandOff(sends, deliveries))
                .id("hand-off")
                .process(exchange -> answers.answer(ReceiveSteps.receipt(exchange), exchange.getMessage()));
    }
}
