package nl.opendk.ebms.protocol.codec;

/** The namespaces of an ebMS 2.0 message (ebMS 2.0 §2.2; digest §2.1). */
public final class EbmsNamespaces {
    public static final String SOAP = "http://schemas.xmlsoap.org/soap/envelope/";
    public static final String SOAP_12 = "http://www.w3.org/2003/05/soap-envelope";
    public static final String EB = "http://www.oasis-open.org/committees/ebxml-msg/schema/msg-header-2_0.xsd";
    public static final String XLINK = "http://www.w3.org/1999/xlink";
    public static final String DS = "http://www.w3.org/2000/09/xmldsig#";
    public static final String XML = "http://www.w3.org/XML/1998/namespace";

    /** SOAP 1.1 §4.2.2: a header without an actor, or with this one, is for the ultimate receiver (us). */
    public static final String SOAP_ACTOR_NEXT = "http://schemas.xmlsoap.org/soap/actor/next";

    private EbmsNamespaces() {}
}
