package nl.opendk.ebms.routes.wus.consume;

import nl.opendk.ebms.service.wus.consume.ConsumedCall;
import org.apache.cxf.message.Message;
import org.apache.cxf.phase.AbstractPhaseInterceptor;
import org.apache.cxf.phase.Phase;

/**
 * Marks a call whose partner answered with a SOAP Fault: only then does CXF run the client's in-fault chain, so a
 * fault the client raises itself (a response that failed verification) is never taken for the partner's.
 */
final class PartnerFaultMark extends AbstractPhaseInterceptor<Message> {

    PartnerFaultMark() {
        super(Phase.RECEIVE);
    }

    @Override
    public void handleMessage(Message fault) {
        ConsumedCall call = PartnerCalls.call(fault);
        if (call != null) {
            call.partnerFaulted();
        }
    }
}
