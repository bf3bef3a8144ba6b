package nl.opendk.gb.protocol.push;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.ArrayList;
import java.util.List;
import nl.opendk.gb.protocol.GbErrorCode;
import nl.opendk.gb.protocol.metadata.GbElement;

/**
 * Turns one data-reference-response into the outcome it reports, for the sender that must recover from it (GB018).
 * ch03 wants the response complete, so a missing status, file or location is refused rather than guessed; a status
 * the schema does not have reads as UNKNOWN_ERROR, which the sender can still act on.
 */
final class PushResponseParser {

    private PushResponseParser() {}

    static PushOutcome outcome(GbElement response, int position) {
        String where = "data-reference-response " + position;
        GbElement content = required(response, "content", where);
        GbElement transport = required(content, "transport", where);
        GbElement location = required(transport, "location", where);
        List<PushOutcome.PartOutcome> parts = new ArrayList<>();
        List<PushPart> described = new ArrayList<>();
        List<GbElement> partElements = transport.all("part");
        for (int i = 0; i < partElements.size(); i++) {
            GbElement element = partElements.get(i);
            String partWhere = where + ", part " + (i + 1);
            PushPart part = new PushPart(
                    required(element, "filename", partWhere).value(),
                    required(element, "checksum", partWhere).attribute("type"),
                    required(element, "checksum", partWhere).value(),
                    size(required(element, "size", partWhere), partWhere));
            described.add(part);
            parts.add(new PushOutcome.PartOutcome(part, status(element, partWhere), reason(element)));
        }
        String contentType = content.attribute("contentType");
        if (contentType == null) {
            throw new IllegalArgumentException(where + " has no contentType");
        }
        PushReference reference = new PushReference(
                response.attributes().get("contextId"),
                required(response, "compression", where).value(),
                contentType,
                required(content, "filename", where).value(),
                required(content, "checksum", where).attribute("type"),
                required(content, "checksum", where).value(),
                size(required(content, "size", where), where),
                url(required(location, "receiverUrl", where), where),
                described);
        return new PushOutcome(reference, status(content, where), reason(content), parts);
    }

    private static GbElement required(GbElement parent, String name, String where) {
        return parent.child(name)
                .orElseThrow(() -> new IllegalArgumentException(where + " has no " + name + " (ch03: complete)"));
    }

    private static GbErrorCode status(GbElement element, String where) {
        return PushOutcome.error(required(element, "status", where).value());
    }

    private static String reason(GbElement element) {
        return element.child("reason").map(GbElement::value).orElse(null);
    }

    private static long size(GbElement element, String where) {
        try {
            long size = Long.parseLong(element.value());
            if (size >= 0) {
                return size;
            }
        } catch (NumberFormatException e) {
            // refused below
        }
        throw new IllegalArgumentException(where + ": '" + element.value() + "' is not a size in bytes");
    }

    private static URI url(GbElement element, String where) {
        try {
            return new URI(element.value());
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException(where + ": '" + element.value() + "' is not a URL", e);
        }
    }
}
