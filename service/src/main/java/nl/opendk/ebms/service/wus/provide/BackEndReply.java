package nl.opendk.ebms.service.wus.provide;

import nl.opendk.wus.protocol.plain.PlainFault;
import nl.opendk.wus.protocol.plain.PlainMessage;
import nl.opendk.wus.protocol.plain.PlainSoap;
import nl.opendk.wus.protocol.xml.UnreadableXmlException;
import org.w3c.dom.Element;

/**
 * What a provided service's back end answered, as the partner gets it: a response element, the back end's own SOAP
 * Fault (a content error, DK-BP-WUS category 2, relayed as it is), or a failure that the partner only learns as 0051
 * (category 4: the back end is unreachable, refuses, times out or answers something else).
 */
public sealed interface BackEndReply {

    /** A normal response: its one Body element. */
    record Answer(Element payload) implements BackEndReply {}

    /** The back end's own Fault. */
    record Fault(PlainFault fault) implements BackEndReply {}

    /** No usable answer; {@code reason} is for the operator's log and the call record, never for the partner. */
    record Failed(String reason) implements BackEndReply {}

    /**
     * Reads what the back end sent back.
     *
     * @param httpStatus the HTTP status for an http(s) back end, null for another Camel endpoint
     * @param body the reply's bytes, or null when there were none
     */
    static BackEndReply read(PlainSoap soap, Integer httpStatus, byte[] body) {
        if (httpStatus != null && httpStatus != 200 && httpStatus != 500) {
            return new Failed("the back end answered HTTP " + httpStatus);
        }
        if (body == null || body.length == 0) {
            return new Failed("the back end answered without a body");
        }
        PlainMessage message;
        try {
            message =
                    httpStatus == null ? soap.readReply(body) : soap.read(body).message();
        } catch (UnreadableXmlException e) {
            return new Failed("the back end's answer is not a SOAP 1.1 response: " + e.getMessage());
        }
        if (message.isFault()) {
            return new Fault(message.fault());
        }
        if (httpStatus != null && httpStatus == 500) {
            // SOAP 1.1 §6.2: HTTP 500 carries a Fault; a payload with it is a broken answer, not a response
            return new Failed("the back end answered HTTP 500 without a SOAP Fault");
        }
        return new Answer(message.payload());
    }
}
