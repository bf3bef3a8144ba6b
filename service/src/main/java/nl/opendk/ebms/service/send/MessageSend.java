package nl.opendk.ebms.service.send;

import java.util.List;
import nl.opendk.ebms.protocol.message.PayloadPart;

/**
 * Sending a back end's business message: inline ({@link BackendSend}), or, above the Grote Berichten threshold, as
 * files and a metadata message.
 */
public interface MessageSend {

    Outcome<BackendSend.Sent> send(SendRequest request, List<PayloadPart> parts);
}
