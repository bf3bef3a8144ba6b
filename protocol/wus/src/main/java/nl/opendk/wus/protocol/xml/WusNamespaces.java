package nl.opendk.wus.protocol.xml;

/** The namespaces WUS messages and WSDLs use (DK-WUS "Gehanteerde standaarden"). */
public final class WusNamespaces {

    /** SOAP 1.1 envelope: the only SOAP version WUS allows (DK-WUS WW001). */
    public static final String SOAP_11 = "http://schemas.xmlsoap.org/soap/envelope/";

    /** SOAP 1.2 envelope: recognised only to answer VersionMismatch. */
    public static final String SOAP_12 = "http://www.w3.org/2003/05/soap-envelope";

    /** SOAP 1.1 encoding, which WUS forbids (DK-WUS WW002). */
    public static final String SOAP_ENCODING = "http://schemas.xmlsoap.org/soap/encoding/";

    /** WS-Addressing 1.0: the only WS-A version WUS allows (DK-WUS WA001). */
    public static final String WSA = "http://www.w3.org/2005/08/addressing";

    /** WS-Addressing 1.0 Metadata, for wsam:Action in the WSDL (DK-WUS WS008). */
    public static final String WSAM = "http://www.w3.org/2007/05/addressing/metadata";

    /** WSS 1.0 security extension: wsse:Security and the WSS fault codes. */
    public static final String WSSE =
            "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd";

    /** WSS 1.1 security extension (SignatureConfirmation, DK-WUS WB014). */
    public static final String WSSE_11 = "http://docs.oasis-open.org/wss/oasis-wss-wssecurity-secext-1.1.xsd";

    /** WSDL 1.1. */
    public static final String WSDL = "http://schemas.xmlsoap.org/wsdl/";

    /** WSDL 1.1 SOAP 1.1 binding. */
    public static final String WSDL_SOAP_11 = "http://schemas.xmlsoap.org/wsdl/soap/";

    /** WSDL 1.1 SOAP 1.2 binding, which WUS forbids (DK-WUS WW001). */
    public static final String WSDL_SOAP_12 = "http://schemas.xmlsoap.org/wsdl/soap12/";

    /** The SOAP over HTTP transport of a WSDL 1.1 SOAP binding. */
    public static final String SOAP_HTTP_TRANSPORT = "http://schemas.xmlsoap.org/soap/http";

    /** XML Schema. */
    public static final String XSD = "http://www.w3.org/2001/XMLSchema";

    private WusNamespaces() {}
}
