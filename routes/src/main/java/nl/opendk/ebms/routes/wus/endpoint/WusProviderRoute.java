package nl.opendk.ebms.routes.wus.endpoint;

import java.util.List;
import nl.opendk.ebms.routes.RouteIds;
import nl.opendk.ebms.routes.wus.security.WusSecurityInterceptors;
import nl.opendk.ebms.routes.wus.security.WusSecurityProperties;
import org.apache.camel.builder.RouteBuilder;
import org.apache.camel.component.cxf.common.DataFormat;
import org.apache.camel.component.cxf.jaxws.CxfEndpoint;
import org.apache.camel.component.cxf.transport.header.CxfHeaderFilterStrategy;
import org.apache.cxf.Bus;
import org.apache.cxf.ws.addressing.WSAddressingFeature;

/**
 * One CXF endpoint per WUS service, on its {@code local://} address, in dispatch mode (no WSDL, no service class:
 * any operation reaches the route) with the PAYLOAD data format: CXF reads the envelope, WS-Addressing and
 * WS-Security; the route gets the Body's element and answers with one.
 */
public final class WusProviderRoute extends RouteBuilder {

    private final Bus bus;
    private final List<WusService> services;
    private final WusSecurityProperties security;

    public WusProviderRoute(Bus bus, List<WusService> services, WusSecurityProperties security) {
        this.bus = bus;
        this.services = List.copyOf(services);
        this.security = security;
    }

    @Override
    public void configure() {
        for (WusService service : services) {
            from(endpoint(service))
                    .routeId(RouteIds.WUS_PROVIDE_PREFIX + service.name())
                    .process(WusProviderSteps::keepSecurityContext)
                    .doTry()
                    .to(service.backEnd())
                    .doCatch(Exception.class)
                    .process(WusProviderSteps::backEndFailed)
                    .end()
                    .process(WusProviderSteps::answer);
        }
    }

    private CxfEndpoint endpoint(WusService service) {
        CxfEndpoint endpoint = getContext().getEndpoint("cxf://" + service.localAddress(), CxfEndpoint.class);
        endpoint.setBus(bus);
        endpoint.setDataFormat(DataFormat.PAYLOAD);
        // WS-Security reads the whole envelope as DOM anyway (camel-cxf docs, "Streaming")
        endpoint.setAllowStreaming(false);
        // the partner's WS-A and wsse headers are ours to check, never to be echoed or passed on
        CxfHeaderFilterStrategy headers = new CxfHeaderFilterStrategy();
        headers.setRelayHeaders(false);
        endpoint.setHeaderFilterStrategy(headers);
        endpoint.getFeatures().add(addressing());
        WusSecurityInterceptors interceptors = WusSecurityInterceptors.of(service.profile(), security);
        endpoint.getInInterceptors().addAll(interceptors.in());
        endpoint.getOutInterceptors().add(ResponseAction.forResponses());
        endpoint.getOutInterceptors().addAll(interceptors.out());
        endpoint.getOutFaultInterceptors().add(ResponseAction.forFaults());
        endpoint.getOutFaultInterceptors().addAll(interceptors.outFault());
        return endpoint;
    }

    /**
     * DK-WUS WA001: WS-Addressing 1.0 on every request; responses only on the HTTP back channel (WS003), so a
     * ReplyTo or FaultTo naming any other address is refused rather than called.
     */
    private static WSAddressingFeature addressing() {
        WSAddressingFeature addressing = new WSAddressingFeature();
        addressing.setAddressingRequired(true);
        addressing.setResponses(WSAddressingFeature.AddressingResponses.ANONYMOUS);
        return addressing;
    }
}
