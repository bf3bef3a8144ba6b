package nl.opendk.ebms.routes.wus.endpoint;

import nl.opendk.ebms.routes.RouteIds;
import org.apache.camel.builder.RouteBuilder;

/**
 * WUS requests on the adapter's HTTPS port, beside ebMS: {@code POST /wus/<service>} is read here (the server bounds
 * its size), admitted by the provider's use case and handed to the CXF endpoint of the service's profile in-process
 * ({@link LocalCxfBridge}).
 */
public final class WusHttpRoute extends RouteBuilder {

    private final String basePath;
    private final WusHttpSteps steps;

    public WusHttpRoute(String basePath, WusHttpSteps steps) {
        this.basePath = basePath;
        this.steps = steps;
    }

    @Override
    public void configure() {
        onException(Exception.class).handled(true).process(steps::internalError);

        from("platform-http:" + basePath + "?matchOnUriPrefix=true&httpMethodRestrict=POST")
                .routeId(RouteIds.WUS_RECEIVE)
                // the body is read once into bytes; caching it as a stream first only costs
                .streamCache("false")
                .process(steps::handle);
    }
}
