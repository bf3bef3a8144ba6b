package nl.opendk.wus.protocol.addressing;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import nl.opendk.wus.protocol.fault.WusFault;
import nl.opendk.wus.protocol.fault.WusFinding;
import nl.opendk.wus.protocol.xml.BoundedXml;
import nl.opendk.wus.protocol.xml.XmlLimits;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;

class AddressingCheckTest {

    private static final String TO = "<wsa:To>https://wus.provider.example.nl/ws?OIN=00000099000000000002</wsa:To>";
    private static final String ACTION = "<wsa:Action>http://example.nl/v1/IService_v1/Op</wsa:Action>";
    private static final String MESSAGE_ID =
            "<wsa:MessageID>urn:uuid:6b1c2f0e-8f57-4d3a-9a55-0c6f3c1d2e4f</wsa:MessageID>";
    private static final String FROM =
            "<wsa:From><wsa:Address>https://consumer.example.nl?OIN=00000099000000000001</wsa:Address></wsa:From>";
    private static final String REQUEST_ID = "urn:uuid:11111111-2222-3333-4444-555555555555";

    private final AddressingCheck check = new AddressingCheck();

    @Test
    void readsAValidRequest() {
        AddressingResult result = check.checkRequest(header(TO + ACTION + MESSAGE_ID + FROM));

        assertThat(result.findings()).isEmpty();
        Addressing addressing = result.addressing();
        assertThat(addressing.action()).isEqualTo("http://example.nl/v1/IService_v1/Op");
        assertThat(addressing.messageId()).isEqualTo("urn:uuid:6b1c2f0e-8f57-4d3a-9a55-0c6f3c1d2e4f");
        assertThat(addressing.toOin()).contains(new Oin("00000099000000000002"));
        assertThat(addressing.fromOin()).contains(new Oin("00000099000000000001"));
        assertThat(addressing.replyTo()).isNull();
    }

    @Test
    void reportsEveryMissingRequiredHeaderInOrder() {
        assertThat(faults(check.checkRequest(null).findings()))
                .containsExactly(WusFault.TO_INVALID, WusFault.ACTION_INVALID, WusFault.MESSAGE_ID_INVALID);
    }

    @Test
    void toMustBeAnAbsoluteUriAndNotNone() {
        assertThat(faults(request("<wsa:To>relative/path</wsa:To>" + ACTION + MESSAGE_ID)))
                .containsExactly(WusFault.TO_INVALID);
        assertThat(faults(request("<wsa:To>" + AddressingValues.NONE + "</wsa:To>" + ACTION + MESSAGE_ID)))
                .containsExactly(WusFault.TO_INVALID);
        assertThat(faults(request("<wsa:To><wsa:Address>x:y</wsa:Address></wsa:To>" + ACTION + MESSAGE_ID)))
                .containsExactly(WusFault.TO_INVALID);
    }

    @Test
    void actionMustBeAnAbsoluteUri() {
        assertThat(faults(request(TO + "<wsa:Action>Op</wsa:Action>" + MESSAGE_ID)))
                .containsExactly(WusFault.ACTION_INVALID);
    }

    @Test
    void faultToMayBeAnonymousOrNone() {
        String anonymous = "<wsa:FaultTo><wsa:Address>" + AddressingValues.ANONYMOUS + "</wsa:Address></wsa:FaultTo>";
        String none = "<wsa:FaultTo><wsa:Address>" + AddressingValues.NONE + "</wsa:Address></wsa:FaultTo>";

        assertThat(request(TO + ACTION + MESSAGE_ID + anonymous)).isEmpty();
        assertThat(request(TO + ACTION + MESSAGE_ID + none)).isEmpty();
    }

    @Test
    void replyToNoneIsRefused() {
        String none = "<wsa:ReplyTo><wsa:Address>" + AddressingValues.NONE + "</wsa:Address></wsa:ReplyTo>";

        assertThat(faults(request(TO + ACTION + MESSAGE_ID + none))).containsExactly(WusFault.HEADER_VALUE_NOT_ALLOWED);
    }

    @Test
    void anEndpointReferenceWithoutAddressIsRefused() {
        assertThat(faults(request(TO + ACTION + MESSAGE_ID + "<wsa:From/>")))
                .containsExactly(WusFault.HEADER_VALUE_NOT_ALLOWED);
    }

    @Test
    void anUnknownWsaElementIsNotAHeaderOfTheProfile() {
        assertThat(faults(request(TO + ACTION + MESSAGE_ID + "<wsa:Extra>x</wsa:Extra>")))
                .containsExactly(WusFault.HEADER_NOT_ALLOWED);
    }

    @Test
    void anInvalidRelatesToInARequestIsReported() {
        assertThat(faults(request(TO + ACTION + MESSAGE_ID + "<wsa:RelatesTo>not valid</wsa:RelatesTo>")))
                .containsExactly(WusFault.RELATES_TO_INVALID);
    }

    @Test
    void acceptsAResponseWithoutToThatRelatesToTheRequest() {
        AddressingResult result =
                check.checkResponse(header(ACTION + MESSAGE_ID + relatesTo(REQUEST_ID, null)), REQUEST_ID);

        assertThat(result.findings()).isEmpty();
        assertThat(result.addressing().relatesTo()).isEqualTo(REQUEST_ID);
    }

    @Test
    void aResponseMustRelateToTheRequestAsAReply() {
        String other = "urn:uuid:99999999-2222-3333-4444-555555555555";

        assertThat(response(ACTION + MESSAGE_ID)).containsExactly(WusFault.RELATES_TO_INVALID);
        assertThat(response(ACTION + MESSAGE_ID + relatesTo(other, null))).containsExactly(WusFault.RELATES_TO_INVALID);
        assertThat(response(ACTION + MESSAGE_ID + relatesTo(REQUEST_ID, "urn:example:other")))
                .containsExactly(WusFault.RELATES_TO_INVALID);
        assertThat(response(ACTION + MESSAGE_ID + relatesTo(REQUEST_ID, AddressingValues.REPLY)))
                .isEmpty();
    }

    @Test
    void aResponseNeedsItsOwnMessageId() {
        // DK-WUS: a deliberate deviation from WS-A, where a reply's MessageID is optional
        assertThat(response(ACTION + relatesTo(REQUEST_ID, null))).containsExactly(WusFault.MESSAGE_ID_INVALID);
    }

    private List<WusFault> response(String headers) {
        return faults(check.checkResponse(header(headers), REQUEST_ID).findings());
    }

    private List<WusFinding> request(String headers) {
        return check.checkRequest(header(headers)).findings();
    }

    private static String relatesTo(String id, String type) {
        String attribute = type == null ? "" : " RelationshipType=\"" + type + "\"";
        return "<wsa:RelatesTo" + attribute + ">" + id + "</wsa:RelatesTo>";
    }

    static List<WusFault> faults(List<WusFinding> findings) {
        return findings.stream().map(WusFinding::fault).toList();
    }

    static Element header(String content) {
        String xml = "<soap:Header xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\""
                + " xmlns:wsa=\"http://www.w3.org/2005/08/addressing\">" + content + "</soap:Header>";
        try {
            return new BoundedXml(XmlLimits.defaults())
                    .parse(xml.getBytes(StandardCharsets.UTF_8))
                    .document()
                    .getDocumentElement();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
