package nl.opendk.ebms.protocol.security.sign;

/**
 * One ds:Reference of a signature that verified. A signed Acknowledgment carries copies of these as its
 * non-repudiation receipt (ebMS 2.0 §6.3.2, §4.1.1).
 *
 * @param uri "" for the envelope, cid:... for a payload part
 * @param digestValue the base64 DigestValue as the sender wrote it (whitespace removed)
 * @param xml the ds:Reference element in inclusive canonical form, with every namespace it needs declared on it,
 *     ready to be copied into an eb:Acknowledgment
 */
public record VerifiedReference(String uri, String digestMethod, String digestValue, String xml) {}
