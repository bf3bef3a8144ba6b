package nl.opendk.ebms.example.springboot;

import org.apache.camel.builder.RouteBuilder;
import org.springframework.stereotype.Component;

/**
 * The example's routes: we provide the BRP query (this route is its back end, answering from {@link PersonRegister})
 * and call a partner's with {@code direct:ask-partner}. The services themselves (WSDL, profile, who may call, the
 * partner's endpoint and certificate) are defined in the adapter's store, as for the standalone adapter.
 */
@Component
public class WusRoutes extends RouteBuilder {

    private final PersonRegister register;

    public WusRoutes(PersonRegister register) {
        this.register = register;
    }

    @Override
    public void configure() {
        from("wus:provide?service={{example.provided-service}}")
                .routeId("provide-person-query")
                .log("${header.WusOperation} from ${header.WusCallerOin}")
                .bean(register, "answer");

        from("direct:ask-partner")
                .routeId("ask-partner")
                .to("wus:consume?service={{example.consumed-service}}&soapAction={{example.consumed-action}}");
    }
}
