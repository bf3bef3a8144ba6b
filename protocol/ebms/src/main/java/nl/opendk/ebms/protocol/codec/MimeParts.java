package nl.opendk.ebms.protocol.codec;

import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import nl.opendk.ebms.protocol.error.EbmsErrorCode;
import nl.opendk.ebms.protocol.error.SoapFault;
import nl.opendk.ebms.protocol.error.SoapFaultException;
import nl.opendk.ebms.protocol.message.PayloadPart;

/**
 * The parts of a multipart body with their transfer encoding undone, through the same bounded reader as ebMS
 * messages: for callers outside the ebMS endpoint (a back end sending payloads through the REST API).
 */
public final class MimeParts {

    private MimeParts() {}

    /** Every part in order; a part without Content-ID gets an empty one. */
    public static List<PayloadPart> read(String contentTypeHeader, byte[] body, int maxParts) {
        ContentType contentType = ContentType.parse(contentTypeHeader);
        if (!contentType.mediaType().startsWith("multipart/")) {
            throw new SoapFaultException(SoapFault.client(EbmsErrorCode.MIME_PROBLEM, "not a multipart body"));
        }
        List<PayloadPart> parts = new ArrayList<>();
        for (MimePart part : new MultipartReader(maxParts).read(body, contentType.parameter("boundary"))) {
            String contentId = part.contentId();
            parts.add(new PayloadPart(contentId == null ? "" : contentId, part.header("content-type"), content(part)));
        }
        return parts;
    }

    /**
     * A part's content. DK-ebMS2 ch05 asks for no Content-Transfer-Encoding; binary, 8bit and 7bit are taken as they
     * are and base64 is decoded, because senders use it; anything else cannot be read reliably.
     */
    static byte[] content(MimePart part) {
        String encoding = part.header("content-transfer-encoding");
        byte[] raw = part.rawContent();
        if (encoding == null) {
            return raw;
        }
        return switch (encoding.trim().toLowerCase(Locale.ROOT)) {
            case "binary", "8bit", "7bit" -> raw;
            case "base64" -> decodeBase64(raw);
            default -> throw mimeProblem("Content-Transfer-Encoding " + encoding + " is not supported");
        };
    }

    private static byte[] decodeBase64(byte[] raw) {
        try {
            return Base64.getMimeDecoder().decode(raw);
        } catch (IllegalArgumentException e) {
            throw mimeProblem("a base64 part does not decode: " + e.getMessage());
        }
    }

    private static SoapFaultException mimeProblem(String reason) {
        return new SoapFaultException(SoapFault.client(EbmsErrorCode.MIME_PROBLEM, reason));
    }
}
