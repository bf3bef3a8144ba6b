package nl.opendk.ebms.routes.wus.consume;

import nl.opendk.ebms.routes.RouteIds;
import org.apache.camel.builder.RouteBuilder;

/**
 * Our back end calls a partner's WUS service: {@code POST <path>/<service>} with a plain SOAP 1.1 request, SOAPAction
 * naming the operation. The answer is the partner's plain response (200), its Fault (500), or a Server fault 0051
 * that says why neither came (500). The path lies under /api, behind the API's sign-in.
 */
public final class WusConsumeRoute extends RouteBuilder {

    private final String basePath;
    private final WusConsumeSteps steps;

    public WusConsumeRoute(String basePath, WusConsumeSteps steps) {
        this.basePath = basePath;
        this.steps = steps;
    }

    @Override
    public void configure() {
        onException(Exception.class).handled(true).process(steps::internalError);

        from("platform-http:" + basePath + "?matchOnUriPrefix=true&httpMethodRestrict=POST")
                .routeId(RouteIds.WUS_CONSUME)
                .streamCache("false")
                .process(steps::handle);
    }
}
