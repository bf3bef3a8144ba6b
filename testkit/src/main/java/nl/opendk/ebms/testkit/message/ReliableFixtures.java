package nl.opendk.ebms.testkit.message;

import java.nio.charset.StandardCharsets;

/**
 * Variants of the valid fixtures for reliable messaging: a business message with AckRequested and
 * DuplicateElimination (optionally SyncReply), and the signals a partner sends about our messages.
 */
public final class ReliableFixtures {

    public static final String ACK_REQUESTED = "<eb:AckRequested eb:version=\"2.0\" soap:mustUnderstand=\"1\""
            + " soap:actor=\"urn:oasis:names:tc:ebxml-msg:actor:toPartyMSH\" eb:signed=\"false\"/>";
    public static final String SYNC_REPLY = "<eb:SyncReply eb:version=\"2.0\" soap:mustUnderstand=\"1\""
            + " soap:actor=\"http://schemas.xmlsoap.org/soap/actor/next\"/>";

    private ReliableFixtures() {}

    /** The fixture with AckRequested (toPartyMSH) and DuplicateElimination, as osb-rm sends (DK-ebMS2 ch05). */
    public static HttpFixture reliable(HttpFixture fixture, boolean syncReply) {
        String xml = text(fixture)
                .replace("</eb:MessageData>", "</eb:MessageData><eb:DuplicateElimination/>")
                .replace("</eb:MessageHeader>", "</eb:MessageHeader>" + ACK_REQUESTED + (syncReply ? SYNC_REPLY : ""));
        return with(fixture, fixture.name() + "-reliable", xml);
    }

    /** An Acknowledgment from the partner (00000099000000000001) for our message. */
    public static HttpFixture acknowledgment(String refToMessageId) {
        String ack = "<eb:Acknowledgment eb:version=\"2.0\" soap:mustUnderstand=\"1\""
                + " soap:actor=\"urn:oasis:names:tc:ebxml-msg:actor:toPartyMSH\">"
                + "<eb:Timestamp>2026-01-01T00:00:01Z</eb:Timestamp><eb:RefToMessageId>" + refToMessageId
                + "</eb:RefToMessageId></eb:Acknowledgment>";
        return signal("Acknowledgment", "ack-for-" + refToMessageId, refToMessageId, ack, "");
    }

    /** A MessageError from the partner about our message, with one DeliveryFailure of the given severity. */
    public static HttpFixture messageError(String refToMessageId, String severity) {
        String errorList = "<eb:ErrorList eb:version=\"2.0\" soap:mustUnderstand=\"1\" eb:highestSeverity=\""
                + severity + "\"><eb:Error eb:codeContext=\"urn:oasis:names:tc:ebxml-msg:service:errors\""
                + " eb:errorCode=\"DeliveryFailure\" eb:severity=\"" + severity + "\">"
                + "<eb:Description xml:lang=\"en-US\">back end unreachable</eb:Description></eb:Error></eb:ErrorList>";
        return signal("MessageError", "error-for-" + refToMessageId, refToMessageId, errorList, "");
    }

    /** A StatusRequest from the partner about a message it sent. */
    public static HttpFixture statusRequest(String asked) {
        String body = "<eb:StatusRequest eb:version=\"2.0\"><eb:RefToMessageId>" + asked
                + "</eb:RefToMessageId></eb:StatusRequest>";
        return signal("StatusRequest", "status-request-" + asked, null, "", body);
    }

    private static HttpFixture signal(String action, String messageId, String ref, String header, String body) {
        HttpFixture ping = HttpFixture.load("messages/valid/ping.http");
        String xml = text(ping)
                .replace("<eb:Action>Ping</eb:Action>", "<eb:Action>" + action + "</eb:Action>")
                .replace("valid-ping@fixtures.test", messageId)
                .replace("</eb:MessageHeader>", "</eb:MessageHeader>" + header)
                .replace("<soap:Body></soap:Body>", "<soap:Body>" + body + "</soap:Body>");
        if (ref != null) {
            xml = xml.replace(
                    "</eb:Timestamp>\n", "</eb:Timestamp><eb:RefToMessageId>" + ref + "</eb:RefToMessageId>\n");
        }
        return with(ping, action, xml);
    }

    private static String text(HttpFixture fixture) {
        return new String(fixture.body(), StandardCharsets.UTF_8);
    }

    private static HttpFixture with(HttpFixture fixture, String name, String xml) {
        return new HttpFixture(name, fixture.headers(), xml.getBytes(StandardCharsets.UTF_8));
    }
}
