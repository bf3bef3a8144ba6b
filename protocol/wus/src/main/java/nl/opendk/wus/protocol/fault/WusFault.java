package nl.opendk.wus.protocol.fault;

import java.util.Optional;
import javax.xml.namespace.QName;
import nl.opendk.wus.protocol.xml.WusNamespaces;

/**
 * Every fault the adapter answers a WUS request with, and nothing else: the Digikoppeling technical codes of DK-BP-WUS
 * ch03 (0001-0011, 0051), the SOAP 1.1 faults of SOAP 1.1 §4.4.1 that have no Digikoppeling code, and the WS-Security
 * faults of WSS 1.0 §12.
 *
 * <p>SOAP faultcode: every Digikoppeling code of category 1 (syntax) and 0002 (not authorized: sending again will not
 * help) is {@code soap:Client}; 0051 is {@code soap:Server}. WSS faults carry their own {@code wsse:} QName as the
 * faultcode (WSS 1.0 §12), and both SOAP-level faults theirs.
 *
 * <p>Back-end failures map to {@link #SERVICE_UNAVAILABLE} (0051, {@code soap:Server}): a back end that cannot be
 * reached, refuses, times out, or answers with something that is not a SOAP response, and the adapter's own lack of
 * resources. DK-BP-WUS puts time-outs and lack of processing capacity in category 4 "service niet beschikbaar"
 * and gives 0051 for it; the sender may try again later. A SOAP Fault the back end answers itself is its own content
 * error (category 2, not standardised by Digikoppeling) and is relayed, not mapped here.
 *
 * <p>Only {@link #NOT_VALID_AGAINST_XSD} is {@linkplain #aboutBody() about the Body}: SOAP 1.1 §4.4 reserves the
 * detail element for errors in the Body's content and forbids it for header errors, and DK-BP-WUS asks for a detail
 * only when the Body caused the error. Envelope structure (0001), encoding (0009), headers, SOAPAction and security
 * concern the message, not the Body's content.
 */
public enum WusFault {
    /** DK-BP 0001: not a usable SOAP 1.1 envelope (not well-formed, DTD, over a limit, WW003, BP R1011). */
    INVALID_ENVELOPE("0001", Kind.CLIENT, "Invalid SOAP envelope", false),
    /** DK-BP 0002: the sender may not use this service or operation. */
    NOT_AUTHORIZED("0002", Kind.CLIENT, "Not authorized", false),
    /** DK-BP 0003: HTTP SOAPAction neither "" nor the wsa:Action (DK-WUS WS002). */
    INVALID_SOAP_ACTION("0003", Kind.CLIENT, "Invalid SOAPAction", false),
    /** DK-BP 0004: the Body content is not valid against the service's XSD. */
    NOT_VALID_AGAINST_XSD("0004", Kind.CLIENT, "Not valid against XSD", true),
    /** DK-BP 0005: wsa:To missing or invalid. */
    TO_INVALID("0005", Kind.CLIENT, "WS-Addressing header To missing or invalid", false),
    /** DK-BP 0006: wsa:Action missing or invalid. */
    ACTION_INVALID("0006", Kind.CLIENT, "WS-Addressing header Action missing or invalid", false),
    /** DK-BP 0007: wsa:MessageID missing or invalid. */
    MESSAGE_ID_INVALID("0007", Kind.CLIENT, "WS-Addressing header MessageID missing or invalid", false),
    /** DK-BP 0008: wsa:RelatesTo missing or invalid (in a response). */
    RELATES_TO_INVALID("0008", Kind.CLIENT, "WS-Addressing header RelatesTo missing or invalid", false),
    /** DK-BP 0009: the message is not UTF-8 (DK-WUS WS006). */
    NOT_UTF_8("0009", Kind.CLIENT, "Not UTF-8", false),
    /** DK-BP 0010: header blocks other than the WS-A (and in signed profiles WSS) headers (DK-WUS WS007). */
    HEADER_NOT_ALLOWED("0010", Kind.CLIENT, "Headers other than WS-Addressing headers", false),
    /** DK-BP 0011: a header holds a value other than prescribed (EPR content, ReplyTo not anonymous). */
    HEADER_VALUE_NOT_ALLOWED("0011", Kind.CLIENT, "Header value other than prescribed", false),
    /** DK-BP 0051: the service cannot answer now: back end unreachable, failing or timed out, or no resources. */
    SERVICE_UNAVAILABLE("0051", Kind.SERVER, "Service unavailable", false),

    /**
     * The request is larger than the adapter takes. No Digikoppeling code exists for it; files over 20 MiB go as
     * Grote Berichten (DK-GB VW001), which the faultstring names.
     */
    TOO_LARGE(
            null,
            Kind.CLIENT,
            "The message is too large; send files over 20 MiB as Digikoppeling Grote Berichten (VW001)",
            false),

    /** SOAP 1.1 §4.4.1: the envelope is not in the SOAP 1.1 namespace (a SOAP 1.2 envelope or Content-Type). */
    VERSION_MISMATCH(null, Kind.VERSION_MISMATCH, "SOAP 1.1 envelope required", false),
    /** SOAP 1.1 §4.4.1: a header block with mustUnderstand="1" that this service does not understand. */
    MUST_UNDERSTAND(null, Kind.MUST_UNDERSTAND, "Mandatory header block not understood", false),

    /** WSS 1.0 §12. */
    UNSUPPORTED_SECURITY_TOKEN(null, Kind.WSSE, "An unsupported token was provided", false),
    /** WSS 1.0 §12; e.g. SHA-1 or RSA 1.5 (DK-Beveiliging SIGN001, ENC004). */
    UNSUPPORTED_ALGORITHM(null, Kind.WSSE, "An unsupported signature or encryption algorithm was used", false),
    /** WSS 1.0 §12; also a missing wsse:Security in a signed profile. */
    INVALID_SECURITY(null, Kind.WSSE, "An error was discovered processing the <wsse:Security> header", false),
    /** WSS 1.0 §12. */
    INVALID_SECURITY_TOKEN(null, Kind.WSSE, "An invalid security token was provided", false),
    /** WSS 1.0 §12. */
    FAILED_AUTHENTICATION(null, Kind.WSSE, "The security token could not be authenticated or authorized", false),
    /** WSS 1.0 §12: a digest, signature or decryption failed (DK-WUS WB013). */
    FAILED_CHECK(null, Kind.WSSE, "The signature or decryption was invalid", false),
    /** WSS 1.0 §12. */
    SECURITY_TOKEN_UNAVAILABLE(null, Kind.WSSE, "Referenced security token could not be retrieved", false),
    /** WSS 1.0 §12: the Timestamp has expired (DK-WUS WB002). */
    MESSAGE_EXPIRED(null, Kind.WSSE, "The message has expired", false);

    /** Where the faultcode comes from. */
    private enum Kind {
        CLIENT,
        SERVER,
        VERSION_MISMATCH,
        MUST_UNDERSTAND,
        WSSE
    }

    private final String code;
    private final QName faultCode;
    private final String meaning;
    private final boolean aboutBody;

    WusFault(String code, Kind kind, String meaning, boolean aboutBody) {
        this.code = code;
        this.faultCode = faultCode(kind, name());
        this.meaning = meaning;
        this.aboutBody = aboutBody;
    }

    /** The Digikoppeling code (DK-BP-WUS ch03), empty for SOAP and WSS faults. */
    public Optional<String> code() {
        return Optional.ofNullable(code);
    }

    /** The SOAP 1.1 faultcode: soap:Client, soap:Server, soap:VersionMismatch, soap:MustUnderstand or a wsse QName. */
    public QName faultCode() {
        return faultCode;
    }

    /** What the fault means, in English; for Digikoppeling codes the faultstring is the code, a space and this. */
    public String meaning() {
        return meaning;
    }

    /** The faultstring: {@code "<code> <meaning>"} for Digikoppeling codes, the meaning for the others. */
    public String faultString() {
        return code == null ? meaning : code + " " + meaning;
    }

    /** Whether the fault is about the Body's content, so the fault carries a detail element (SOAP 1.1 §4.4). */
    public boolean aboutBody() {
        return aboutBody;
    }

    private static QName faultCode(Kind kind, String constant) {
        return switch (kind) {
            case CLIENT -> new QName(WusNamespaces.SOAP_11, "Client", "soap");
            case SERVER -> new QName(WusNamespaces.SOAP_11, "Server", "soap");
            case VERSION_MISMATCH -> new QName(WusNamespaces.SOAP_11, "VersionMismatch", "soap");
            case MUST_UNDERSTAND -> new QName(WusNamespaces.SOAP_11, "MustUnderstand", "soap");
            case WSSE -> new QName(WusNamespaces.WSSE, camel(constant), "wsse");
        };
    }

    /** INVALID_SECURITY_TOKEN -> InvalidSecurityToken: the WSS 1.0 §12 local names. */
    private static String camel(String constant) {
        StringBuilder out = new StringBuilder();
        for (String word : constant.split("_")) {
            out.append(word.charAt(0)).append(word.substring(1).toLowerCase(java.util.Locale.ROOT));
        }
        return out.toString();
    }
}
