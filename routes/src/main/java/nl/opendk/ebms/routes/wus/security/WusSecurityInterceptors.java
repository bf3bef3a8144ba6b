package nl.opendk.ebms.routes.wus.security;

import java.util.List;
import org.apache.cxf.interceptor.Interceptor;
import org.apache.cxf.message.Message;
import org.apache.cxf.ws.security.wss4j.WSS4JOutInterceptor;

/**
 * The CXF interceptors that give a provider endpoint its profile's message security: verification (and decryption)
 * with the WB006 order and WB004 coverage checks on requests; signing (and encryption) of responses and of faults to verified
 * requests. None for 2W-be.
 */
public record WusSecurityInterceptors(
        List<Interceptor<? extends Message>> in,
        List<Interceptor<? extends Message>> out,
        List<Interceptor<? extends Message>> outFault) {

    public static WusSecurityInterceptors of(WusSecurityProfile profile, WusSecurityProperties properties) {
        if (!profile.signed()) {
            return new WusSecurityInterceptors(List.of(), List.of(), List.of());
        }
        List<Interceptor<? extends Message>> in = profile.encrypted()
                ? List.of(
                        new WusSecurityInInterceptor(properties.in(profile)),
                        new SignBeforeEncryptCheck(),
                        new SignedPartsCheck())
                : List.of(new WusSecurityInInterceptor(properties.in(profile)), new SignedPartsCheck());
        return new WusSecurityInterceptors(
                in,
                List.of(new WSS4JOutInterceptor(properties.out(profile))),
                List.of(new FaultSecurity(properties.fault(profile))));
    }
}
