package nl.opendk.ebms.service.wus.provide;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import nl.opendk.wus.protocol.plain.PlainSoap;
import nl.opendk.wus.protocol.xml.XmlLimits;
import org.junit.jupiter.api.Test;

/** What a back end's reply becomes for the partner: a response, its own Fault, or 0051 for anything else. */
class BackEndReplyTest {

    private static final String SOAP = "http://schemas.xmlsoap.org/soap/envelope/";
    private static final String ANSWER =
            "<s:Envelope xmlns:s='" + SOAP + "'><s:Body><a:Antwoord xmlns:a='urn:a'/>" + "</s:Body></s:Envelope>";
    private static final String FAULT = "<s:Envelope xmlns:s='" + SOAP + "'><s:Body><s:Fault><faultcode>s:Client"
            + "</faultcode><faultstring>onbekend</faultstring></s:Fault></s:Body></s:Envelope>";
    private final PlainSoap soap = new PlainSoap(XmlLimits.defaults());

    @Test
    void http200WithAPayloadIsTheAnswerAnd500WithAFaultIsRelayed() {
        assertThat(BackEndReply.read(soap, 200, bytes(ANSWER))).isInstanceOf(BackEndReply.Answer.class);
        assertThat(BackEndReply.read(soap, 500, bytes(FAULT)))
                .isInstanceOfSatisfying(
                        BackEndReply.Fault.class,
                        fault -> assertThat(fault.fault().string()).isEqualTo("onbekend"));
    }

    @Test
    void anythingElseFromAnHttpBackEndIsAFailure() {
        assertThat(BackEndReply.read(soap, 503, bytes(ANSWER))).isInstanceOf(BackEndReply.Failed.class);
        assertThat(BackEndReply.read(soap, 500, bytes(ANSWER)))
                .as("SOAP 1.1 §6.2: HTTP 500 carries a Fault")
                .isInstanceOf(BackEndReply.Failed.class);
        assertThat(BackEndReply.read(soap, 200, bytes("not xml"))).isInstanceOf(BackEndReply.Failed.class);
        assertThat(BackEndReply.read(soap, 200, new byte[0])).isInstanceOf(BackEndReply.Failed.class);
    }

    @Test
    void aCamelEndpointMayAnswerWithThePayloadAlone() {
        assertThat(BackEndReply.read(soap, null, bytes("<a:Antwoord xmlns:a='urn:a'/>")))
                .isInstanceOfSatisfying(
                        BackEndReply.Answer.class,
                        answer -> assertThat(answer.payload().getLocalName()).isEqualTo("Antwoord"));
        assertThat(BackEndReply.read(soap, null, null)).isInstanceOf(BackEndReply.Failed.class);
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
