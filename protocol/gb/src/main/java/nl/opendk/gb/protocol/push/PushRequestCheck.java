package nl.opendk.gb.protocol.push;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import nl.opendk.gb.protocol.GbErrorCode;
import nl.opendk.gb.protocol.GbFinding;
import nl.opendk.gb.protocol.metadata.ChecksumType;
import nl.opendk.gb.protocol.metadata.FileNames;
import nl.opendk.gb.protocol.metadata.GbElement;

/**
 * The checks of one data-reference-request (DK-GB 3.8.1 ch03, MD005-MD010): only what leaves the receiver nothing
 * to answer about is a finding. A compression or checksum type it does not know is kept raw, for the receiver to
 * answer COMPRESSION_NOT_SUPPORTED or CHECKSUM_TYPE_NOT_SUPPORTED in the push response (§3.4). Findings go to the
 * shared list, located by the reference's position.
 */
record PushRequestCheck(int position, List<GbFinding> findings) {

    Optional<PushReference> check(GbElement request) {
        int before = findings.size();
        Optional<GbElement> compression = request.child("compression");
        if (compression.isEmpty()) {
            add(GbErrorCode.METADATA_INVALID, "compression", "compression is required in push (GB017)");
        }
        Optional<GbElement> content = request.child("content");
        if (content.isEmpty()) {
            add(GbErrorCode.METADATA_INVALID, "content", "content is required");
            return Optional.empty();
        }
        String contentType = Objects.requireNonNullElse(content.get().attribute("contentType"), "");
        if (contentType.isEmpty()) {
            add(GbErrorCode.CONTENT_TYPE_MISSING, "content", "the contentType attribute is required (MD009)");
        }
        FileValues file = file(content.get(), "");
        Optional<GbElement> transport = content.get().child("transport");
        URI receiverUrl = location(request, transport);
        List<PushPart> parts = new ArrayList<>();
        List<GbElement> partElements = transport.map(t -> t.all("part")).orElse(List.of());
        for (int i = 0; i < partElements.size(); i++) {
            FileValues part = file(partElements.get(i), "part " + (i + 1) + ", ");
            if (part.size() >= 0 && part.filename() != null) {
                parts.add(new PushPart(part.filename(), part.checksumType(), part.checksum(), part.size()));
            }
        }
        if (findings.size() > before) {
            return Optional.empty();
        }
        return Optional.of(new PushReference(
                request.attributes().get("contextId"),
                compression.get().value(),
                contentType,
                file.filename(),
                file.checksumType(),
                file.checksum(),
                file.size(),
                receiverUrl,
                parts));
    }

    /** The filename, checksum and size of the file or of a part: the same three elements in both. */
    private record FileValues(String filename, String checksumType, String checksum, long size) {}

    private FileValues file(GbElement element, String where) {
        String filename = element.child("filename").map(GbElement::value).orElse(null);
        String problem = FileNames.pushProblem(filename);
        if (problem != null) {
            add(GbErrorCode.FILENAME_INVALID, where + "filename", problem);
        }
        Optional<GbElement> checksum = element.child("checksum");
        String type = checksum.map(c -> c.attribute("type")).orElse(null);
        String hex = checksum.map(GbElement::value).orElse(null);
        if (checksum.isEmpty()) {
            add(GbErrorCode.CHECKSUM_INVALID, where + "checksum", "checksum is required (MD006)");
        } else if (type == null) {
            add(GbErrorCode.CHECKSUM_INVALID, where + "checksum", "the checksum's type attribute is required (MD006)");
        } else if (ChecksumType.ofToken(type).isPresent()
                && PushPart.parse(type, hex).isEmpty()) {
            ChecksumType known = ChecksumType.ofToken(type).get();
            add(
                    GbErrorCode.CHECKSUM_INVALID,
                    where + "checksum",
                    "a " + known + " checksum is " + known.hexLength() + " hexadecimal characters, not '" + hex + "'");
        }
        long size = element.child("size").map(s -> size(s, where)).orElse(-1L);
        if (element.child("size").isEmpty()) {
            add(GbErrorCode.SIZE_INVALID, where + "size", "size is required (MD005)");
        }
        return new FileValues(filename, type, hex, size);
    }

    private long size(GbElement element, String where) {
        try {
            long size = Long.parseLong(element.value());
            if (size >= 0) {
                return size;
            }
        } catch (NumberFormatException e) {
            // reported below; a size beyond Long.MAX_VALUE bytes is no file we can store either
        }
        add(GbErrorCode.SIZE_INVALID, where + "size", "'" + element.value() + "' is not a size in bytes");
        return -1L;
    }

    /** MD010: push metadata names the receiver's URL, and only that; GB006: the transfer is HTTPS. */
    private URI location(GbElement request, Optional<GbElement> transport) {
        Optional<GbElement> location = transport.flatMap(t -> t.child("location"));
        if (location.flatMap(l -> l.child("senderUrl")).isPresent()) {
            add(
                    GbErrorCode.LOCATION_INVALID,
                    "location",
                    "push metadata names a senderUrl; it must name only a receiverUrl (MD010)");
            return null;
        }
        Optional<GbElement> receiverUrl = location.flatMap(l -> l.child("receiverUrl"));
        if (receiverUrl.isEmpty()) {
            add(
                    GbErrorCode.LOCATION_INVALID,
                    "location",
                    transport.isEmpty() && request.child("transport").isPresent()
                            ? "transport sits inside content in push, not beside it"
                            : "content/transport/location/receiverUrl is required (MD010)");
            return null;
        }
        String value = receiverUrl.get().value();
        try {
            URI uri = new URI(value);
            if ("https".equalsIgnoreCase(uri.getScheme()) && uri.getHost() != null) {
                return uri;
            }
        } catch (URISyntaxException e) {
            // reported below
        }
        add(GbErrorCode.LOCATION_INVALID, "receiverUrl", "'" + value + "' is not an https URL (GB006)");
        return null;
    }

    private void add(GbErrorCode code, String element, String description) {
        findings.add(new GbFinding(code, "data-reference-request " + position + ", " + element, description));
    }
}
