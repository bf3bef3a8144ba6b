package nl.opendk.gb.protocol.metadata;

import java.io.ByteArrayInputStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import nl.opendk.gb.protocol.GbErrorCode;
import nl.opendk.gb.protocol.GbFinding;

/**
 * Finds and checks pull metadata in a payload. The data-reference elements may be the whole payload or sit anywhere
 * inside a larger business document (DK-BP-GB "Metadata als deel van een bericht"; MD001 allows several per
 * message), so every one in the pull namespace is read, wherever it is. Each is checked against MD005-MD010 and the
 * schema's own rules, and every finding is kept rather than stopping at the first.
 *
 * <p>One streaming pass without DTDs or external entities; a payload is at most the inline limit (20 MiB).
 */
public final class MetadataReader {

    private final XMLInputFactory factory;

    public MetadataReader() {
        this.factory = GbXmlInput.factory();
    }

    /**
     * Whether the bytes may hold pull metadata: they name its namespace. A cheap test that spares every other
     * payload the XML parse; the namespace URI is ASCII, and GB metadata is UTF-8 or a superset of ASCII.
     */
    public static boolean mentionsPullNamespace(byte[] payload) {
        return GbNamespaces.mentions(payload, GbNamespaces.PULL);
    }

    public MetadataReading read(byte[] payload) {
        List<DataReference> references = new ArrayList<>();
        List<GbFinding> findings = new ArrayList<>();
        if (!mentionsPullNamespace(payload)) {
            return new MetadataReading(references, findings);
        }
        XMLStreamReader reader = null;
        try {
            reader = factory.createXMLStreamReader(new ByteArrayInputStream(payload));
            int position = 0;
            while (reader.hasNext()) {
                int event = reader.next();
                if (event == XMLStreamConstants.DTD || event == XMLStreamConstants.ENTITY_REFERENCE) {
                    // metadata never needs them, and they are the door to entity expansion and XXE
                    throw new XMLStreamException("a DOCTYPE or entity reference is not allowed");
                }
                if (event == XMLStreamConstants.START_ELEMENT && isPull(reader, "data-reference")) {
                    position++;
                    GbElement element = GbElement.read(reader, GbNamespaces.PULL);
                    new ReferenceCheck(position, findings).check(element).ifPresent(references::add);
                }
            }
        } catch (XMLStreamException e) {
            findings.add(new GbFinding(GbErrorCode.METADATA_INVALID, "payload", "not well-formed: " + e.getMessage()));
        } finally {
            close(reader);
        }
        return new MetadataReading(references, findings);
    }

    private static boolean isPull(XMLStreamReader reader, String localName) {
        return GbNamespaces.PULL.equals(reader.getNamespaceURI()) && localName.equals(reader.getLocalName());
    }

    private static void close(XMLStreamReader reader) {
        if (reader != null) {
            try {
                reader.close();
            } catch (XMLStreamException e) {
                // nothing is left to release: the input is a byte array
            }
        }
    }

    /** The checks of one data-reference; findings go to the shared list, located by the reference's position. */
    private record ReferenceCheck(int position, List<GbFinding> findings) {

        Optional<DataReference> check(GbElement reference) {
            int before = findings.size();
            Optional<GbElement> lifetime = reference.child("lifetime");
            if (lifetime.isEmpty()) {
                add(GbErrorCode.METADATA_INVALID, "lifetime", "lifetime is required (it may be empty)");
            }
            Instant creation = lifetime.flatMap(l -> l.child("creationTime"))
                    .map(e -> time(e, "creationTime"))
                    .orElse(null);
            Instant expiration = lifetime.flatMap(l -> l.child("expirationTime"))
                    .map(e -> time(e, "expirationTime"))
                    .orElse(null);
            Optional<GbElement> content = reference.child("content");
            String contentType = content.map(c -> c.attributes().get("contentType"))
                    .map(String::strip)
                    .orElse("");
            if (content.isPresent() && contentType.isEmpty()) {
                add(GbErrorCode.CONTENT_TYPE_MISSING, "content", "the contentType attribute is required (MD009)");
            }
            String filename = content.flatMap(c -> c.child("filename"))
                    .map(GbElement::value)
                    .orElse(null);
            String filenameProblem = FileNames.problem(filename);
            if (content.isPresent() && filenameProblem != null) {
                add(GbErrorCode.FILENAME_INVALID, "filename", filenameProblem);
            }
            Checksum checksum = content.flatMap(c -> c.child("checksum"))
                    .map(this::checksum)
                    .orElse(null);
            long size = content.flatMap(c -> c.child("size")).map(this::size).orElse(-1L);
            if (content.isEmpty()) {
                add(GbErrorCode.METADATA_INVALID, "content", "content is required");
            } else {
                if (content.get().child("checksum").isEmpty()) {
                    add(GbErrorCode.CHECKSUM_INVALID, "checksum", "checksum is required (MD006)");
                }
                if (content.get().child("size").isEmpty()) {
                    add(GbErrorCode.SIZE_INVALID, "size", "size is required (MD005)");
                }
            }
            URI senderUrl = location(reference);
            if (findings.size() > before) {
                return Optional.empty();
            }
            return Optional.of(new DataReference(
                    reference.attributes().get("contextId"),
                    creation,
                    expiration,
                    contentType,
                    filename,
                    checksum,
                    size,
                    senderUrl));
        }

        private Instant time(GbElement element, String name) {
            String value = element.value();
            try {
                return OffsetDateTime.parse(value).toInstant();
            } catch (DateTimeParseException withoutZone) {
                try {
                    // xs:dateTime allows no zone; such a time is read as UTC
                    return LocalDateTime.parse(value).toInstant(ZoneOffset.UTC);
                } catch (DateTimeParseException e) {
                    add(GbErrorCode.TIME_INVALID, name, "'" + value + "' is not an xs:dateTime");
                    return null;
                }
            }
        }

        private Checksum checksum(GbElement element) {
            String token = element.attributes().get("type");
            Optional<ChecksumType> type = ChecksumType.ofToken(token);
            if (type.isEmpty()) {
                add(
                        GbErrorCode.CHECKSUM_TYPE_NOT_SUPPORTED,
                        "checksum",
                        "checksum type '" + token + "' is not one of MD5, SHA1, SHA256, SHA384, SHA512 (MD006)");
                return null;
            }
            String hex = element.value();
            if (!Checksum.isHexOfLength(hex, type.get().hexLength())) {
                add(
                        GbErrorCode.CHECKSUM_INVALID,
                        "checksum",
                        "a " + type.get() + " checksum is " + type.get().hexLength() + " hexadecimal characters, not '"
                                + hex + "'");
                return null;
            }
            return new Checksum(type.get(), hex);
        }

        private Long size(GbElement element) {
            try {
                long size = Long.parseLong(element.value());
                if (size >= 0) {
                    return size;
                }
            } catch (NumberFormatException e) {
                // reported below; a size beyond Long.MAX_VALUE bytes is no file we can store either
            }
            add(GbErrorCode.SIZE_INVALID, "size", "'" + element.value() + "' is not a size in bytes");
            return -1L;
        }

        /** MD010: pull metadata names the sender's URL; GB006: the transfer is HTTPS. */
        private URI location(GbElement reference) {
            Optional<GbElement> location = reference.child("transport").flatMap(t -> t.child("location"));
            Optional<GbElement> senderUrl = location.flatMap(l -> l.child("senderUrl"));
            if (senderUrl.isEmpty()) {
                add(
                        GbErrorCode.LOCATION_INVALID,
                        "location",
                        location.flatMap(l -> l.child("receiverUrl")).isPresent()
                                ? "pull metadata names a receiverUrl; it must name a senderUrl (MD010)"
                                : "transport/location/senderUrl is required (MD010)");
                return null;
            }
            String value = senderUrl.get().value();
            try {
                URI uri = new URI(value);
                if ("https".equalsIgnoreCase(uri.getScheme()) && uri.getHost() != null) {
                    return uri;
                }
            } catch (URISyntaxException e) {
                // reported below
            }
            add(GbErrorCode.LOCATION_INVALID, "senderUrl", "'" + value + "' is not an https URL (GB006)");
            return null;
        }

        private void add(GbErrorCode code, String element, String description) {
            findings.add(new GbFinding(code, "data-reference " + position + ", " + element, description));
        }
    }
}
