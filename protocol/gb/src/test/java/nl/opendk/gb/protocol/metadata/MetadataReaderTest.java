package nl.opendk.gb.protocol.metadata;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import nl.opendk.gb.protocol.GbErrorCode;
import nl.opendk.gb.protocol.GbFinding;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The digest's matrix G07-G13: metadata from a partner, read and checked before anything is downloaded. */
class MetadataReaderTest {

    private final MetadataReader reader = new MetadataReader();

    @Test
    void readsEveryFieldOfValidPullMetadata() {
        MetadataReading reading = reader.read(fixture("valid-sha256.xml"));

        assertThat(reading.findings()).isEmpty();
        assertThat(reading.references())
                .containsExactly(new DataReference(
                        "c1",
                        null,
                        Instant.parse("2026-12-02T10:00:00Z"),
                        "application/zip",
                        "export.zip",
                        new Checksum(
                                ChecksumType.SHA256,
                                "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"),
                        734003200,
                        URI.create("https://gb.example.nl/files/5f0c8a2e")));
    }

    /** G07: every checksum type MD006 allows, SHA1 also as "SHA-1". */
    @ParameterizedTest
    @CsvSource({"valid-sha384.xml, SHA384", "valid-sha512.xml, SHA512", "checksum-type-spelled-sha-1.xml, SHA1"})
    void takesEveryChecksumTypeMd006Allows(String fixture, ChecksumType type) {
        MetadataReading reading = reader.read(fixture(fixture));

        assertThat(reading.findings()).isEmpty();
        assertThat(reading.references().get(0).checksum().type()).isEqualTo(type);
    }

    /** G13: metadata inside a business document, two references, values with whitespace around them. */
    @Test
    void findsEveryDataReferenceInsideALargerDocument() {
        MetadataReading reading = reader.read(fixture("embedded-in-business-document.xml"));

        assertThat(reading.findings()).isEmpty();
        assertThat(reading.references()).extracting(DataReference::contextId).containsExactly("a", "b");
        assertThat(reading.references())
                .extracting(r -> r.checksum().type())
                .containsExactly(ChecksumType.MD5, ChecksumType.SHA1);
        assertThat(reading.references().get(1).checksum().hex()).isEqualTo("86f7e437faa5a7fce15d1ddcb9eaeaea377667b8");
    }

    /** G08-G12 and the schema's own rules: each defect gives its code, and the reference is not taken. */
    @ParameterizedTest
    @CsvSource({
        "empty-checksum.xml, CHECKSUM_INVALID",
        "checksum-of-wrong-length.xml, CHECKSUM_INVALID",
        "checksum-type-sha-224.xml, CHECKSUM_TYPE_NOT_SUPPORTED",
        "filename-of-201-characters.xml, FILENAME_INVALID",
        "filename-with-space.xml, FILENAME_INVALID",
        "filename-with-slash.xml, FILENAME_INVALID",
        "filename-starting-with-digit.xml, FILENAME_INVALID",
        "content-type-missing.xml, CONTENT_TYPE_MISSING",
        "receiver-url-in-pull.xml, LOCATION_INVALID",
        "plain-http-sender-url.xml, LOCATION_INVALID",
        "negative-size.xml, SIZE_INVALID",
        "creation-time-not-a-date.xml, TIME_INVALID",
        "not-well-formed.xml, METADATA_INVALID",
        "xxe-doctype.xml, METADATA_INVALID"
    })
    void refusesEachDefectWithItsCode(String fixture, GbErrorCode code) {
        MetadataReading reading = reader.read(fixture(fixture));

        assertThat(reading.references()).isEmpty();
        assertThat(reading.isGroteBerichten()).isTrue();
        assertThat(reading.findings()).extracting(GbFinding::code).containsExactly(code);
    }

    @Test
    void aPayloadWithoutGbMetadataIsNoGroteBericht() {
        MetadataReading reading =
                reader.read("<order xmlns=\"urn:example\"><id>1</id></order>".getBytes(StandardCharsets.UTF_8));

        assertThat(reading.isGroteBerichten()).isFalse();
    }

    private static byte[] fixture(String name) {
        try (InputStream in = MetadataReaderTest.class.getResourceAsStream("/metadata/" + name)) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
