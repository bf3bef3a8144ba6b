package nl.opendk.wus.protocol.wsdl;

/** The rules a WUS WSDL is checked against: the DK-WUS WSDL rules, and what this adapter needs to read one. */
public enum WsdlRule {
    /** SOAP 1.1, document/literal, HTTP transport binding. */
    WW001("WW001"),
    /** No SOAP encoding; XSD datatypes only. */
    WW002("WW002"),
    /** Exactly one element in soap:Body, so every input and output message has exactly one part. */
    WW003("WW003"),
    /** wsdl:part uses element=, never type= (BP R2204). */
    WW004("WW004"),
    /** soapAction "", omitted, or the operation's input action. */
    WS002("WS002"),
    /** Request/response operations only. */
    WS003("WS003"),
    /** One portType per WSDL file. */
    WS005("WS005"),
    /** No custom header blocks, so no soap:header in the binding. */
    WS007("WS007"),
    /** wsam:Action (WS-Addressing Metadata), or the default action pattern; each input action unique. */
    WS008("WS008"),
    /** The document is a readable WSDL 1.1 whose references resolve (WSDL 1.1, BP R2304 unique operation names). */
    WSDL_11("WSDL-1.1"),
    /** The adapter reads one file: imports and includes of other files are not resolved. */
    SINGLE_FILE("single-file");

    private final String id;

    WsdlRule(String id) {
        this.id = id;
    }

    /** The rule id as the standard (or, for the last two, this adapter) names it. */
    public String id() {
        return id;
    }
}
