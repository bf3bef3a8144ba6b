package nl.opendk.wus.protocol.plain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import nl.opendk.wus.protocol.xml.UnreadableXmlException;
import nl.opendk.wus.protocol.xml.XmlLimits;
import org.junit.jupiter.api.Test;

class PlainSoapTest {

    private static final String SOAP = "http://schemas.xmlsoap.org/soap/envelope/";
    private final PlainSoap soap = new PlainSoap(XmlLimits.defaults());

    @Test
    void aPayloadIsReadAndWrittenAgainWithItsNamespaces() throws Exception {
        PlainSoap.Read read = soap.read(bytes("<s:Envelope xmlns:s='" + SOAP + "' xmlns:ns='urn:brp'><s:Body>"
                + "<ns:Zoek><ns:Bsn>1</ns:Bsn></ns:Zoek></s:Body></s:Envelope>"));

        assertThat(read.message().isFault()).isFalse();
        assertThat(read.headers()).isEmpty();
        String written = new String(PlainSoap.write(read.message()), StandardCharsets.UTF_8);
        PlainSoap.Read again = soap.read(written.getBytes(StandardCharsets.UTF_8));
        assertThat(again.message().payload().getNamespaceURI()).isEqualTo("urn:brp");
        assertThat(again.message().payload().getTextContent()).isEqualTo("1");
    }

    @Test
    void aFaultKeepsItsCodeStringAndDetail() throws Exception {
        PlainSoap.Read read = soap.read(bytes("<s:Envelope xmlns:s='" + SOAP + "'><s:Body><s:Fault>"
                + "<faultcode xmlns:app='urn:app'>app:NotFound</faultcode><faultstring>no such person</faultstring>"
                + "<detail><app:Why xmlns:app='urn:app'>gone</app:Why></detail></s:Fault></s:Body></s:Envelope>"));

        PlainFault fault = read.message().fault();
        assertThat(fault.code().getNamespaceURI()).isEqualTo("urn:app");
        assertThat(fault.code().getLocalPart()).isEqualTo("NotFound");
        assertThat(fault.string()).isEqualTo("no such person");
        assertThat(fault.detail().getLocalName()).isEqualTo("Why");

        PlainFault again = soap.read(PlainSoap.write(read.message())).message().fault();
        assertThat(again.code()).isEqualTo(fault.code());
        assertThat(again.string()).isEqualTo("no such person");
        assertThat(again.detail().getTextContent()).isEqualTo("gone");
    }

    @Test
    void anUnqualifiedClientCodeIsTheSoapOneAndAnUnknownPrefixIsServer() throws Exception {
        PlainFault client = soap.read(
                        bytes(
                                "<s:Envelope xmlns:s='" + SOAP + "'><s:Body><s:Fault>"
                                        + "<faultcode>Client</faultcode><faultstring>bad</faultstring></s:Fault></s:Body></s:Envelope>"))
                .message()
                .fault();
        PlainFault unknown = soap.read(bytes("<s:Envelope xmlns:s='" + SOAP + "'><s:Body><s:Fault>"
                        + "<faultcode>x:Odd</faultcode></s:Fault></s:Body></s:Envelope>"))
                .message()
                .fault();

        assertThat(client.code().getNamespaceURI()).isEqualTo(SOAP);
        assertThat(client.code().getLocalPart()).isEqualTo("Client");
        assertThat(unknown.code().getLocalPart()).isEqualTo("Server");
        assertThat(unknown.string()).isEmpty();
    }

    @Test
    void headerBlocksAreHandedBackApart() throws Exception {
        PlainSoap.Read read = soap.read(bytes("<s:Envelope xmlns:s='" + SOAP + "'><s:Header><h:Trace xmlns:h='urn:h'/>"
                + "</s:Header><s:Body><p/></s:Body></s:Envelope>"));

        assertThat(read.headers()).extracting(element -> element.getLocalName()).containsExactly("Trace");
        assertThat(read.message().payload().getLocalName()).isEqualTo("p");
    }

    @Test
    void aReplyMayBeTheEnvelopeOrThePayloadAlone() throws Exception {
        PlainMessage bare = soap.readReply(bytes("<ns:Antwoord xmlns:ns='urn:brp'/>"));
        PlainMessage wrapped = soap.readReply(bytes("<s:Envelope xmlns:s='" + SOAP + "'><s:Body><s:Fault>"
                + "<faultcode>s:Client</faultcode></s:Fault></s:Body></s:Envelope>"));

        assertThat(bare.payload().getLocalName()).isEqualTo("Antwoord");
        assertThat(wrapped.fault().code().getLocalPart()).isEqualTo("Client");
        assertThatThrownBy(() -> soap.readReply(
                        bytes("<s:Envelope xmlns:s='urn:other'><s:Body><a/></s:Body>" + "</s:Envelope>")))
                .isInstanceOf(UnreadableXmlException.class);
    }

    @Test
    void whatIsNotOneElementInASoap11BodyIsRefused() {
        assertThatThrownBy(() -> soap.read(
                        bytes("<s:Envelope xmlns:s='" + SOAP + "'><s:Body><a/><b/></s:Body>" + "</s:Envelope>")))
                .isInstanceOf(UnreadableXmlException.class)
                .hasMessageContaining("2 elements");
        assertThatThrownBy(() -> soap.read(bytes("<s:Envelope xmlns:s='http://www.w3.org/2003/05/soap-envelope'>"
                        + "<s:Body><a/></s:Body></s:Envelope>")))
                .isInstanceOf(UnreadableXmlException.class)
                .hasMessageContaining("SOAP 1.1");
        assertThatThrownBy(() -> soap.read(bytes("<s:Envelope xmlns:s='" + SOAP + "'/>")))
                .isInstanceOf(UnreadableXmlException.class)
                .hasMessageContaining("no Body");
        assertThatThrownBy(() -> soap.read(bytes("<!DOCTYPE x [<!ENTITY e 'x'>]><x>&e;</x>")))
                .isInstanceOf(UnreadableXmlException.class);
    }

    private static byte[] bytes(String xml) {
        return xml.getBytes(StandardCharsets.UTF_8);
    }
}
