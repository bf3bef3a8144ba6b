package nl.opendk.ebms.routes.receive;

import org.apache.camel.CamelContext;
import org.apache.camel.Processor;
import org.apache.camel.component.platform.http.PlatformHttpConstants;
import org.apache.camel.component.platform.http.PlatformHttpEndpoint;
import org.apache.camel.component.platform.http.spi.PlatformHttpConsumer;
import org.apache.camel.component.platform.http.vertx.VertxPlatformHttpEngine;
import org.apache.camel.component.platform.http.vertx.VertxPlatformHttpRouter;

/**
 * The engine of one platform-http endpoint (its {@code platformHttpEngine}): the context's own Vert.x server and
 * router, with an {@link AsyncRouteHttpConsumer}. It is never started as a service, so it does not take the
 * context's engine's place in the registry.
 */
final class AsyncRouteHttpEngine extends VertxPlatformHttpEngine {

    private AsyncRouteHttpEngine(CamelContext context) {
        setCamelContext(context);
    }

    /** @param uri a platform-http endpoint, such as {@code platform-http:/ebms?httpMethodRestrict=POST} */
    static PlatformHttpEndpoint endpoint(CamelContext context, String uri) {
        PlatformHttpEndpoint endpoint = context.getEndpoint(uri, PlatformHttpEndpoint.class);
        endpoint.setPlatformHttpEngine(new AsyncRouteHttpEngine(context));
        return endpoint;
    }

    @Override
    public PlatformHttpConsumer createConsumer(PlatformHttpEndpoint endpoint, Processor processor) {
        // the handlers the context's engine puts before every consumer, as Camel's consumer gets them
        if (getCamelContext().getRegistry().lookupByName(PlatformHttpConstants.PLATFORM_HTTP_ENGINE_NAME)
                instanceof VertxPlatformHttpEngine shared) {
            setHandlers(shared.getHandlers());
        }
        return new AsyncRouteHttpConsumer(
                endpoint, processor, getHandlers(), VertxPlatformHttpRouter.getRouterNameFromPort(getServerPort()));
    }
}
