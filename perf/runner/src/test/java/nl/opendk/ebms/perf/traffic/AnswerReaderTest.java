package nl.opendk.ebms.perf.traffic;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class AnswerReaderTest {

    private static final String ENVELOPE_START =
            "<soap:Envelope xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\""
                    + " xmlns:eb=\"http://www.oasis-open.org/committees/ebxml-msg/schema/msg-header-2_0.xsd\"><soap:Header>";

    private final AnswerReader reader = new AnswerReader();

    @Test
    void anEmptyBodyIsNoEnvelopeAndNoContent() {
        Answer answer = Answer.http(204, 3, 0, reader.read(new byte[0]));

        assertThat(answer.reason()).isEqualTo("HTTP 204");
        assertThat(answer.accepted()).isTrue();
        assertThat(answer.notSoap()).isFalse();
    }

    @Test
    void aSoapFaultGivesItsCodeAndString() {
        AnswerBody body = read("<soap:Envelope xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\"><soap:Body>"
                + "<soap:Fault><faultcode>soap:Server</faultcode><faultstring>send it again later</faultstring>"
                + "</soap:Fault></soap:Body></soap:Envelope>");
        Answer answer = Answer.http(503, 12, 0, body);

        assertThat(body.isEnvelope()).isTrue();
        assertThat(body.faultCode()).isEqualTo("Server");
        assertThat(answer.reason()).isEqualTo("HTTP 503 SOAP Fault Server: send it again later");
        assertThat(answer.accepted()).isFalse();
        assertThat(answer.notSoap()).isFalse();
    }

    @Test
    void anErrorListMakesA200ARefusal() {
        AnswerBody body = read(ENVELOPE_START + "<eb:ErrorList eb:highestSeverity=\"Error\">"
                + "<eb:Error eb:errorCode=\"ValueNotRecognized\" eb:severity=\"Error\""
                + " eb:location=\"//Header/MessageHeader/CPAId\"/></eb:ErrorList></soap:Header><soap:Body/>"
                + "</soap:Envelope>");
        Answer answer = Answer.http(200, 5, 0, body);

        assertThat(body.errors()).containsExactly("ValueNotRecognized at //Header/MessageHeader/CPAId");
        assertThat(answer.accepted()).isFalse();
        assertThat(answer.reason()).isEqualTo("HTTP 200 ebMS ValueNotRecognized at //Header/MessageHeader/CPAId");
    }

    @Test
    void htmlOrAnotherRootIsNotSoap() {
        Answer html = Answer.http(404, 1, 0, read("<html><body>Resource not found</body></html>"));
        Answer text = Answer.http(500, 1, 0, read("Internal Server Error"));
        Answer empty500 = Answer.http(500, 1, 0, read(""));

        assertThat(html.notSoap()).isTrue();
        assertThat(html.reason()).isEqualTo("HTTP 404 (not a SOAP envelope)");
        assertThat(text.notSoap()).isTrue();
        assertThat(empty500.notSoap()).isTrue();
    }

    @Test
    void aLongFaultStringIsCutInTheReason() {
        AnswerBody body = read("<soap:Envelope xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\"><soap:Body>"
                + "<soap:Fault><faultcode>soap:Client</faultcode><faultstring>" + "x".repeat(500)
                + "</faultstring></soap:Fault></soap:Body></soap:Envelope>");

        assertThat(body.summary()).hasSize(" SOAP Fault Client: ".length() + AnswerBody.REASON_TEXT + 3);
    }

    @Test
    void aDoctypeInAnAnswerIsNotFollowed() {
        AnswerBody body = read("<!DOCTYPE x [<!ENTITY e SYSTEM \"file:///etc/passwd\">]>"
                + "<soap:Envelope xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\"><soap:Body>&e;"
                + "</soap:Body></soap:Envelope>");

        assertThat(body.hasContent()).isTrue();
        assertThat(body.faultCode()).isNull();
    }

    private AnswerBody read(String text) {
        return reader.read(text.getBytes(StandardCharsets.UTF_8));
    }
}
