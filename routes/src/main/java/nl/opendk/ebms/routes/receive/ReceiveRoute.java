package nl.opendk.ebms.routes.receive;

import nl.opendk.ebms.db.DataAccessException;
import nl.opendk.ebms.protocol.error.SoapFaultException;
import nl.opendk.ebms.routes.RouteIds;
import nl.opendk.ebms.routes.backend.DeliverRoute;
import nl.opendk.ebms.routes.observe.MessageLogClearing;
import nl.opendk.ebms.routes.send.SendRoute;
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
        onException(SoapFaultException.class).handled(true).bean(answers, "soapFault");
        onException(DataAccessException.class).handled(true).bean(answers, "unavailable");
        onException(Exception.class).handled(true).bean(answers, "internalError");

        from("platform-http:" + path + "?httpMethodRestrict=POST")
                .routeId(RouteIds.RECEIVE)
                .routePolicy(MessageLogClearing.policy())
                .bean(steps, "clientCertificates")
                .convertBodyTo(byte[].class)
                .bean(steps, "decode")
                // the request's headers are read; copies of the exchange below need not carry them
                .removeHeaders("*")
                .bean(steps, "check")
                .bean(steps, "plan")
                .bean(steps, "store")
                .split()
                .method(steps, "leased")
                .to(SendRoute.HANDOFF)
                .end()
                .split()
                .method(steps, "forBackEnd")
                .to(DeliverRoute.HANDOFF)
                .end()
                .bean(answers, "answer");
    }
}
