package nl.opendk.ebms.protocol.message;

/**
 * One ds:Reference of a signature's ds:SignedInfo, as read: what a signed Acknowledgment repeats of the message it
 * acknowledges, its non-repudiation receipt (ebMS 2.0 §6.3.2.4, §4.1).
 *
 * @param uri "" for the envelope, cid:... for a payload part
 * @param digestMethod the DigestMethod's Algorithm
 * @param digestValue the base64 DigestValue with its whitespace removed
 */
public record SignedReference(String uri, String digestMethod, String digestValue) {}
