package nl.opendk.ebms.protocol.codec;

import java.util.List;
import java.util.function.Consumer;
import nl.opendk.ebms.protocol.message.PayloadPart;

/** Writes eb:Manifest (ebMS 2.0 §3.2): one Reference per payload part, by cid: (RFC 2392). */
public final class ManifestWriter {

    private ManifestWriter() {}

    /** The Manifest for these parts, or nothing when there are none. */
    public static Consumer<StringBuilder> manifest(List<PayloadPart> parts) {
        if (parts.isEmpty()) {
            return out -> {};
        }
        return out -> {
            out.append("<eb:Manifest eb:version=\"2.0\">");
            for (PayloadPart part : parts) {
                XmlText.append(out.append("<eb:Reference xlink:href=\"cid:"), part.contentId())
                        .append("\" xlink:type=\"simple\"/>");
            }
            out.append("</eb:Manifest>");
        };
    }
}
