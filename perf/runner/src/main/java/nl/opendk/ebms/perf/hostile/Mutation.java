package nl.opendk.ebms.perf.hostile;

/**
 * The kinds of damage the fuzz scenario does to a valid message, one kind per input, in turn. Each names what its
 * result is guaranteed to have (the mutator's unit test holds it to that), so a report row per kind means something.
 */
public enum Mutation {
    /** 1 to 8 bytes XORed with a random non-zero value: same length, different bytes. */
    BYTE_FLIP,
    /** The body cut off at a random point: a strict prefix of the message. */
    TRUNCATE,
    /** 1 to 64 random bytes inserted at a random point. */
    INSERT_BYTES,
    /** One eb: or soap: element written twice in a row. */
    DUPLICATE_ELEMENT,
    /** One eb: or soap: element left out. */
    REMOVE_ELEMENT,
    /** One attribute's value replaced by 16 KiB, 256 KiB or 1 MiB + 1 of letters. */
    HUGE_ATTRIBUTE,
    /** 65 to 100,000 nested elements in the SOAP Body. */
    DEEP_NESTING,
    /** A multipart Content-Type whose boundary does not delimit the body (changed, missing, unterminated, too long). */
    BAD_BOUNDARY,
    /** A Content-Type header that is missing, empty, not SOAP, or with a charset or parameters that are wrong. */
    BAD_CONTENT_TYPE,
    /** A SOAPAction header that is missing or not "ebXML" (DK-ebMS2 ch05 "HTTP Binding"). */
    BAD_SOAP_ACTION,
    /** Bytes that are not UTF-8 (Latin-1, overlong forms, encoded surrogates, a cut multi-byte sequence). */
    NON_UTF8,
    /** A DOCTYPE: entity expansion, an external entity or an external DTD (XXE). */
    DOCTYPE,
    /** The SOAP or ebMS namespace replaced by another or left undeclared. */
    NAMESPACE
}
