package nl.opendk.ebms.protocol.codec;

/**
 * Bounds on what the decoder accepts, so hostile input is refused quickly and with bounded memory. The HTTP
 * server bounds the whole request body before the decoder sees it.
 *
 * @param maxEnvelopeBytes largest SOAP envelope (the XML part)
 * @param maxParts most MIME parts in one multipart request, the SOAP part included
 * @param maxElementDepth deepest XML nesting in the envelope
 * @param maxAttributesPerElement most attributes on one element
 * @param maxTextLength longest text or attribute value
 * @param maxElementCount most elements in one envelope
 * @param maxPartBytes largest single MIME part as sent; above 20 MiB Digikoppeling moves payloads with Grote
 *     Berichten (DK-GB VW000/VW001), so a larger part is refused before anything is done with it
 */
public record DecodingLimits(
        int maxEnvelopeBytes,
        int maxParts,
        int maxElementDepth,
        int maxAttributesPerElement,
        int maxTextLength,
        int maxElementCount,
        int maxPartBytes) {

    /** The Grote Berichten threshold (DK-GB VW001): 20 MiB. */
    public static final int GROTE_BERICHTEN_BYTES = 20 * 1024 * 1024;

    /** Limits with parts up to the Grote Berichten threshold. */
    public DecodingLimits(
            int maxEnvelopeBytes,
            int maxParts,
            int maxElementDepth,
            int maxAttributesPerElement,
            int maxTextLength,
            int maxElementCount) {
        this(
                maxEnvelopeBytes,
                maxParts,
                maxElementDepth,
                maxAttributesPerElement,
                maxTextLength,
                maxElementCount,
                GROTE_BERICHTEN_BYTES);
    }

    /** Generous for any real ebMS envelope (a few KB), far below what could hurt the JVM. */
    public static DecodingLimits defaults() {
        return new DecodingLimits(4 * 1024 * 1024, 128, 64, 64, 1024 * 1024, 20_000, GROTE_BERICHTEN_BYTES);
    }
}
