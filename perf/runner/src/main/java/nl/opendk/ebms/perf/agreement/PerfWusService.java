package nl.opendk.ebms.perf.agreement;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import nl.opendk.ebms.perf.load.MessageKind;

/**
 * The WUS services of the WUS load: {@code perf-be} (2W-be) and {@code perf-s} (2W-be-S), both provided by the
 * adapter with one operation, Bericht, answered by the sink's WUS back end. The load generator's OIN may call it.
 */
public final class PerfWusService {

    public static final String NAMESPACE = "urn:perf:wus";
    public static final String REQUEST_ACTION = NAMESPACE + ":Bericht";
    public static final String RESPONSE_ACTION = NAMESPACE + ":BerichtResponse";

    private static final String WSDL =
            """
            <wsdl:definitions name="Perf_v1" targetNamespace="urn:perf:wus"
                xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/"
                xmlns:wsam="http://www.w3.org/2007/05/addressing/metadata" xmlns:xsd="http://www.w3.org/2001/XMLSchema"
                xmlns:tns="urn:perf:wus">
              <wsdl:types>
                <xsd:schema targetNamespace="urn:perf:wus" elementFormDefault="qualified">
                  <xsd:element name="Bericht"><xsd:complexType><xsd:sequence>
                    <xsd:element name="Inhoud" type="xsd:string"/></xsd:sequence></xsd:complexType></xsd:element>
                  <xsd:element name="BerichtResponse"><xsd:complexType><xsd:sequence>
                    <xsd:element name="Ontvangen" type="xsd:boolean"/></xsd:sequence></xsd:complexType></xsd:element>
                </xsd:schema>
              </wsdl:types>
              <wsdl:message name="BerichtRequest"><wsdl:part name="body" element="tns:Bericht"/></wsdl:message>
              <wsdl:message name="BerichtResponse"><wsdl:part name="body" element="tns:BerichtResponse"/></wsdl:message>
              <wsdl:portType name="IPerf_v1">
                <wsdl:operation name="Bericht">
                  <wsdl:input message="tns:BerichtRequest" wsam:Action="urn:perf:wus:Bericht"/>
                  <wsdl:output message="tns:BerichtResponse" wsam:Action="urn:perf:wus:BerichtResponse"/>
                </wsdl:operation>
              </wsdl:portType>
              <wsdl:binding name="PerfBinding_v1" type="tns:IPerf_v1">
                <soap:binding style="document" transport="http://schemas.xmlsoap.org/soap/http"/>
                <wsdl:operation name="Bericht">
                  <soap:operation soapAction=""/>
                  <wsdl:input><soap:body use="literal"/></wsdl:input>
                  <wsdl:output><soap:body use="literal"/></wsdl:output>
                </wsdl:operation>
              </wsdl:binding>
              <wsdl:service name="Perf_v1">
                <wsdl:port name="PerfPort_v1" binding="tns:PerfBinding_v1">
                  <soap:address location="https://adapter.example.nl/wus/perf"/>
                </wsdl:port>
              </wsdl:service>
            </wsdl:definitions>
            """;

    private PerfWusService() {}

    /** The service's name and path at the adapter for a WUS message kind. */
    public static String name(MessageKind kind) {
        return kind == MessageKind.WUS_S ? "perf-s" : "perf-be";
    }

    /** The JSON of PUT /api/wus/services/{name}: the service provided, its back end the sink's. */
    public static byte[] definition(MessageKind kind, URI backEnd) {
        String profile = kind == MessageKind.WUS_S ? "2W-be-S" : "2W-be";
        String json = "{\"direction\":\"provide\",\"profile\":\"" + profile + "\",\"path\":\"" + name(kind)
                + "\",\"backendEndpoint\":\"" + backEnd + "\",\"backendTimeout\":\"PT10S\",\"storeBodies\":true,"
                + "\"wsdl\":\"" + escape(WSDL) + "\",\"operations\":[{\"name\":\"Bericht\",\"allowedOins\":[\""
                + PerfAgreement.SENDER_OIN + "\"]}]}";
        return json.getBytes(StandardCharsets.UTF_8);
    }

    private static String escape(String text) {
        return text.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n");
    }
}
