package nl.opendk.ebms.routes.wus.consume;

import java.security.cert.X509Certificate;
import java.util.Optional;
import nl.opendk.ebms.routes.wus.security.SignedPartsCheck;
import nl.opendk.ebms.service.wus.consume.ConsumedCall;
import nl.opendk.ebms.service.wus.consume.WusConsumer;
import org.apache.cxf.binding.soap.SoapMessage;
import org.apache.cxf.binding.soap.interceptor.AbstractSoapInterceptor;
import org.apache.cxf.interceptor.Fault;
import org.apache.cxf.phase.Phase;

/**
 * DK-WUS WB013 for a partner's response in 2W-be-S and 2W-be-SE, once WSS4J verified it and {@link SignedPartsCheck}
 * found it covered: the signer is trusted now and carries the partner's OIN ({@link WusConsumer#checkSigner}).
 */
final class ResponseSignerCheck extends AbstractSoapInterceptor {

    private final WusConsumer consumer;

    ResponseSignerCheck(WusConsumer consumer) {
        // after CXF took a Fault out of the chain (POST_PROTOCOL): a partner's Fault is relayed, not verified
        super(Phase.PRE_LOGICAL);
        this.consumer = consumer;
    }

    @Override
    public void handleMessage(SoapMessage response) {
        ConsumedCall call = PartnerCalls.call(response);
        if (call == null) {
            return;
        }
        Optional<String> problem =
                consumer.checkSigner(call, (X509Certificate) response.get(SignedPartsCheck.SIGNER_CERTIFICATE));
        if (problem.isPresent()) {
            throw new Fault(new IllegalStateException(problem.get()));
        }
    }
}
