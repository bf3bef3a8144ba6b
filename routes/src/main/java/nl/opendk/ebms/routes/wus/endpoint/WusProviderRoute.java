package nl.opendk.ebms.routes.wus.endpoint;

import java.util.Map;
import nl.opendk.ebms.routes.RouteIds;
import nl.opendk.ebms.routes.wus.security.WusSecurityInterceptors;
import nl.opendk.ebms.routes.wus.security.WusSecurityProperties;
import nl.opendk.wus.protocol.profile.WusProfile;
import org.apache.camel.builder.RouteBuilder;
import org.apache.camel.component.cxf.common.DataFormat;
import org.apache.camel.component.cxf.jaxws.CxfEndpoint;
import org.apache.camel.component.cxf.transport.header.CxfHeaderFilterStrategy;
import org.apache.cxf.Bus;
import org.apache.cxf.ws.addressing.WSAddressingFeature;
import org.apache.cxf.ws.security.SecurityConstants;
import org.apache.wss4j.common.cache.MemoryReplayCache;

/**
 * One CXF endpoint per WUS profile, on its {@code local://} address, in dispatch mode (no WSDL, no service class: any
 * operation reaches the route) with the PAYLOAD data format: CXF reads the envelope, WS-Addressing and WS-Security
 * as the profile says (DK-WUS WB011); the route gets the Body's element and answers with one. Services are not
 * endpoints: a call carries its service with it ({@link LocalCxfBridge#CALL}), so a service saved on any node is
 * live at once, without a route being added.
 */
public final class WusProviderRoute extends RouteBuilder {

    private final Bus bus;
    private final WusSecurityProperties security;
    private final WusProviderSteps steps;

    public WusProviderRoute(Bus bus, WusSecurityProperties security, WusProviderSteps steps) {
        this.bus = bus;
        this.security = security;
        this.steps = steps;
    }

    /** The in-process address of the CXF endpoint for a profile. */
    public static String address(WusProfile profile) {
        return "local://wus/" + profile.shortName();
    }

    @Override
    public void configure() {
        for (WusProfile profile : WusProfile.values()) {
            from(endpoint(profile))
                    .routeId(RouteIds.WUS_PROVIDE_PREFIX + profile.shortName())
                    // the payload is a DOM already; a cached copy of it is never read
                    .streamCache("false")
                    .process(steps::verified)
                    .process(steps::callBackEnd);
        }
    }

    private CxfEndpoint endpoint(WusProfile profile) {
        CxfEndpoint endpoint = getContext().getEndpoint("cxf://" + address(profile), CxfEndpoint.class);
        endpoint.setBus(bus);
        endpoint.setDataFormat(DataFormat.PAYLOAD);
        // WS-Security reads the whole envelope as DOM anyway (camel-cxf docs, "Streaming")
        endpoint.setAllowStreaming(false);
        // the partner's WS-A and wsse headers are ours to check, never to be echoed or passed on
        CxfHeaderFilterStrategy headers = new CxfHeaderFilterStrategy();
        headers.setRelayHeaders(false);
        endpoint.setHeaderFilterStrategy(headers);
        endpoint.getFeatures().add(addressing());
        // signed Timestamps seen, to refuse a replay: in memory, where CXF's default keeps them in an Ehcache with a
        // disk tier, which cost more per call than checking the Timestamp itself
        endpoint.setProperties(Map.of(SecurityConstants.TIMESTAMP_CACHE_INSTANCE, new MemoryReplayCache()));
        WusSecurityInterceptors interceptors = WusSecurityInterceptors.provider(profile, security);
        endpoint.getInInterceptors().addAll(interceptors.in());
        endpoint.getOutInterceptors().add(ResponseAction.forResponses());
        endpoint.getOutInterceptors().addAll(interceptors.out());
        endpoint.getOutInterceptors().add(new CallOutcome());
        endpoint.getOutFaultInterceptors().add(ResponseAction.forFaults());
        endpoint.getOutFaultInterceptors().addAll(interceptors.outFault());
        endpoint.getOutFaultInterceptors().add(new CallOutcome());
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
