package nl.opendk.wus.protocol.addressing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import nl.opendk.wus.protocol.xml.DomElements;
import nl.opendk.wus.protocol.xml.WusNamespaces;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;

class ResponseAddressingTest {

    private static final String REQUEST_ID = "urn:uuid:11111111-2222-3333-4444-555555555555";
    private static final String ACTION = "http://example.nl/v1/IService_v1/OpResponse";

    @Test
    void aReplyHasANewMessageIdAndRelatesToTheRequest() {
        ResponseAddressing reply = ResponseAddressing.reply(ACTION, REQUEST_ID);

        assertThat(reply.messageId()).startsWith("urn:uuid:").isNotEqualTo(REQUEST_ID);
        assertThat(ResponseAddressing.reply(ACTION, REQUEST_ID).messageId()).isNotEqualTo(reply.messageId());
        assertThat(reply.relatesTo()).isEqualTo(REQUEST_ID);
    }

    @Test
    void writtenHeadersPassTheResponseCheck() {
        ResponseAddressing reply = ResponseAddressing.reply(ACTION, REQUEST_ID);

        AddressingResult checked =
                new AddressingCheck().checkResponse(AddressingCheckTest.header(reply.toXml()), REQUEST_ID);

        assertThat(checked.findings()).isEmpty();
        assertThat(checked.addressing().action()).isEqualTo(ACTION);
        assertThat(checked.addressing().messageId()).isEqualTo(reply.messageId());
    }

    @Test
    void appendsTheSameHeadersToADomHeader() {
        Element header = AddressingCheckTest.header("");

        ResponseAddressing.reply(ACTION, REQUEST_ID).appendTo(header);

        List<Element> children = DomElements.children(header);
        assertThat(children).extracting(Element::getLocalName).containsExactly("Action", "MessageID", "RelatesTo");
        assertThat(children).allSatisfy(e -> assertThat(e.getNamespaceURI()).isEqualTo(WusNamespaces.WSA));
        assertThat(children.get(2).getTextContent()).isEqualTo(REQUEST_ID);
    }

    @Test
    void aFaultUsesTheSoapFaultActionAndLeavesAnInvalidRequestIdOut() {
        ResponseAddressing fault = ResponseAddressing.fault("<not a uri>");

        assertThat(fault.action()).isEqualTo(AddressingValues.SOAP_FAULT_ACTION);
        assertThat(fault.relatesTo()).isNull();
        assertThat(fault.toXml()).doesNotContain("RelatesTo");
        assertThat(ResponseAddressing.fault(REQUEST_ID).relatesTo()).isEqualTo(REQUEST_ID);
    }

    @Test
    void refusesAnUncheckedRelatesTo() {
        assertThatThrownBy(() -> new ResponseAddressing(ACTION, ResponseAddressing.newMessageId(), "a b"))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
