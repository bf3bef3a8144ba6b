package nl.opendk.ebms.routes.wus.security;

import java.security.cert.X509Certificate;
import java.util.List;
import nl.opendk.wus.protocol.profile.WusProfile;
import org.apache.cxf.interceptor.Interceptor;
import org.apache.cxf.message.Message;
import org.apache.cxf.ws.security.wss4j.WSS4JOutInterceptor;

/**
 * The CXF interceptors that give an endpoint its profile's message security. A provider verifies (and decrypts)
 * requests with the WB006 order and WB004 coverage checks, and signs (and encrypts) responses and faults to verified
 * requests; a consumer signs (and encrypts) its requests and verifies (and decrypts) the responses the same way,
 * their SignatureConfirmation included (WB014). None for 2W-be.
 */
public record WusSecurityInterceptors(
        List<Interceptor<? extends Message>> in,
        List<Interceptor<? extends Message>> out,
        List<Interceptor<? extends Message>> outFault) {

    /** A provider endpoint's: requests verified (and decrypted), responses and faults secured. */
    public static WusSecurityInterceptors provider(WusProfile profile, WusSecurityProperties properties) {
        if (!profile.signed()) {
            return new WusSecurityInterceptors(List.of(), List.of(), List.of());
        }
        return new WusSecurityInterceptors(
                verification(profile, properties),
                List.of(new WSS4JOutInterceptor(properties.out(profile))),
                List.of(new FaultSecurity(properties.fault(profile))));
    }

    /**
     * A consumer's, for one partner service: requests secured (encrypted for {@code partner} in 2W-be-SE),
     * responses verified (and decrypted). A partner's Fault is not verified: it goes back to our back end as it came.
     */
    public static WusSecurityInterceptors consumer(
            WusProfile profile, WusSecurityProperties properties, X509Certificate partner) {
        if (!profile.signed()) {
            return new WusSecurityInterceptors(List.of(), List.of(), List.of());
        }
        return new WusSecurityInterceptors(
                verification(profile, properties),
                List.of(new WSS4JOutInterceptor(properties.request(profile, partner))),
                List.of());
    }

    private static List<Interceptor<? extends Message>> verification(
            WusProfile profile, WusSecurityProperties properties) {
        WusSecurityInInterceptor wss4j = new WusSecurityInInterceptor(properties.in(profile));
        return profile.encrypted()
                ? List.of(wss4j, new SignBeforeEncryptCheck(), new SignedPartsCheck())
                : List.of(wss4j, new SignedPartsCheck());
    }
}
