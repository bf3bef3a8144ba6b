package nl.opendk.ebms.example.quarkus;

import jakarta.enterprise.context.ApplicationScoped;
import org.apache.camel.builder.RouteBuilder;

/**
 * The example's routes, found by Camel Quarkus as a bean: received business messages under our CPA become files in
 * the inbox folder (the route completing marks each one processed; a message whose file could not be written is
 * delivered again later), and every file put in the outbox folder is sent to the partner as a business message
 * (it moves to {@code .camel/} once the adapter's outbox has it, to {@code .failed/} when the CPA does not allow it).
 */
@ApplicationScoped
public class EbmsRoutes extends RouteBuilder {

    @Override
    public void configure() {
        from("ebms:inbox?cpaId={{example.cpa-id}}")
                .routeId("received-to-inbox")
                .to("file:{{example.inbox}}")
                .log("Received ${header.EbmsMessageId} from ${header.EbmsFromPartyId}");

        from("file:{{example.outbox}}?moveFailed=.failed")
                .routeId("outbox-to-partner")
                .setHeader("Content-Type", constant("application/xml"))
                .to("ebms:send?cpaId={{example.cpa-id}}&serviceType={{example.service-type}}"
                        + "&service={{example.service}}&action={{example.action}}")
                .log("Sent ${header.CamelFileName} as ${header.EbmsMessageId}");
    }
}
