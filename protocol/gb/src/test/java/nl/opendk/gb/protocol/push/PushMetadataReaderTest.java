package nl.opendk.gb.protocol.push;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import nl.opendk.gb.protocol.GbErrorCode;
import nl.opendk.gb.protocol.GbFinding;
import nl.opendk.gb.protocol.metadata.Checksum;
import nl.opendk.gb.protocol.metadata.ChecksumType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The digest's matrix for push metadata from a partner (G08-G13, G35), read before the receiver answers it. */
class PushMetadataReaderTest {

    private static final String SHA256_OF_TEST = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";

    private final PushMetadataReader reader = new PushMetadataReader();

    @Test
    void readsEveryFieldOfAPushWithTwoParts() {
        PushReading reading = reader.read(fixture("valid-two-parts.xml"));

        assertThat(reading.findings()).isEmpty();
        assertThat(reading.references())
                .containsExactly(new PushReference(
                        "b2f4c6e0@example.nl",
                        "ZIP4J",
                        "application/zip",
                        "export_20261125.zip",
                        "SHA256",
                        SHA256_OF_TEST,
                        3,
                        URI.create("https://gb.example.nl/in/7d1b4a8e/"),
                        List.of(
                                new PushPart("export_20261125.z01", "MD5", "0cc175b9c0f1b6a831c399e269772661", 1),
                                new PushPart(
                                        "export_20261125.zip",
                                        "SHA1",
                                        "86F7E437FAA5A7FCE15D1DDCB9EAEAEA377667B8",
                                        2))));
        PushReference reference = reading.references().get(0);
        assertThat(reference.parsedChecksum()).contains(new Checksum(ChecksumType.SHA256, SHA256_OF_TEST));
        assertThat(reference.parts().get(1).parsedChecksum())
                .contains(new Checksum(ChecksumType.SHA1, "86f7e437faa5a7fce15d1ddcb9eaeaea377667b8"));
    }

    /** G35: a compression we do not support is the receiver's to answer (COMPRESSION_NOT_SUPPORTED), no finding. */
    @Test
    void keepsAnUnknownCompressionAsItWasWritten() {
        PushReading reading = reader.read(fixture("compression-rar.xml"));

        assertThat(reading.findings()).isEmpty();
        assertThat(reading.references()).extracting(PushReference::compression).containsExactly("RAR");
        assertThat(reading.references().get(0).filename()).isEqualTo("export.rar");
    }

    /** §3.4: an unknown checksum type is answered with CHECKSUM_TYPE_NOT_SUPPORTED, so it is kept, not refused. */
    @Test
    void keepsAnUnknownChecksumTypeWithoutAParsedChecksum() {
        PushReading reading = reader.read(fixture("checksum-type-sha-224.xml"));

        assertThat(reading.findings()).isEmpty();
        PushReference reference = reading.references().get(0);
        assertThat(reference.checksumType()).isEqualTo("SHA-224");
        assertThat(reference.checksum()).isEqualTo("abcdef0123456789abcdef0123456789abcdef0123456789abcdef01");
        assertThat(reference.parsedChecksum()).isEmpty();
    }

    /** xs:NCName is the pull schema's rule; the push filename is xs:string and only MD007 applies. */
    @Test
    void takesAFilenameStartingWithADigit() {
        PushReading reading = reader.read(fixture("filename-starting-with-digit.xml"));

        assertThat(reading.findings()).isEmpty();
        assertThat(reading.references()).extracting(PushReference::filename).containsExactly("2026-export.zip");
    }

    /** G13: two requests inside a business document, values on lines of their own (§3.5 items 9 and 12). */
    @Test
    void findsEveryRequestInsideALargerDocumentAndTrimsItsValues() {
        PushReading reading = reader.read(fixture("embedded-in-business-document.xml"));

        assertThat(reading.findings()).isEmpty();
        assertThat(reading.references()).extracting(PushReference::contextId).containsExactly("a", "b");
        PushReference second = reading.references().get(1);
        assertThat(second.filename()).isEqualTo("part_b.csv");
        assertThat(second.compression()).isEqualTo("NONE");
        assertThat(second.contentType()).isEqualTo("text/csv");
        assertThat(second.checksum()).isEqualTo("86f7e437faa5a7fce15d1ddcb9eaeaea377667b8");
        assertThat(second.size()).isEqualTo(1);
        assertThat(second.receiverUrl()).isEqualTo(URI.create("https://gb.example.nl/in/b"));
    }

    /** G08, G09, G11, G12 and the schema's own rules: each defect gives its code, and the request is not taken. */
    @ParameterizedTest
    @CsvSource({
        "sender-url-in-push.xml, LOCATION_INVALID",
        "receiver-url-missing.xml, LOCATION_INVALID",
        "plain-http-receiver-url.xml, LOCATION_INVALID",
        "transport-beside-content.xml, LOCATION_INVALID",
        "empty-checksum.xml, CHECKSUM_INVALID",
        "checksum-of-wrong-length.xml, CHECKSUM_INVALID",
        "part-checksum-of-wrong-length.xml, CHECKSUM_INVALID",
        "filename-with-slash.xml, FILENAME_INVALID",
        "filename-of-201-characters.xml, FILENAME_INVALID",
        "part-filename-with-space.xml, FILENAME_INVALID",
        "content-type-missing.xml, CONTENT_TYPE_MISSING",
        "negative-size.xml, SIZE_INVALID",
        "size-not-a-number.xml, SIZE_INVALID",
        "compression-missing.xml, METADATA_INVALID",
        "not-well-formed.xml, METADATA_INVALID",
        "xxe-doctype.xml, METADATA_INVALID"
    })
    void refusesEachDefectWithItsCode(String fixture, GbErrorCode code) {
        PushReading reading = reader.read(fixture(fixture));

        assertThat(reading.references()).isEmpty();
        assertThat(reading.isGroteBerichten()).isTrue();
        assertThat(reading.findings()).extracting(GbFinding::code).containsExactly(code);
    }

    /** G12: the finding says what is wrong and where. */
    @Test
    void refusesASenderUrlInPushSayingWhy() {
        GbFinding finding =
                reader.read(fixture("sender-url-in-push.xml")).findings().get(0);

        assertThat(finding.location()).isEqualTo("data-reference-request 1, location");
        assertThat(finding.description()).contains("senderUrl").contains("MD010");
    }

    @Test
    void refusesADoctypeWithoutReadingTheEntity() {
        GbFinding finding = reader.read(fixture("xxe-doctype.xml")).findings().get(0);

        assertThat(finding.location()).isEqualTo("payload");
        assertThat(finding.description()).contains("DOCTYPE").doesNotContain("root:");
    }

    @Test
    void aPayloadWithoutPushMetadataIsNoGroteBericht() {
        byte[] pull = ("<gb:data-reference xmlns:gb=\"http://www.logius.nl/digikoppeling/gb/2010/10\"/>")
                .getBytes(StandardCharsets.UTF_8);

        assertThat(reader.read(pull).isGroteBerichten()).isFalse();
        assertThat(PushMetadataReader.mentionsPushNamespace(pull)).isFalse();
        assertThat(PushMetadataReader.mentionsPushNamespace(fixture("embedded-in-business-document.xml")))
                .isTrue();
    }

    @Test
    void whatTheWriterRequestsReadsBackUnchanged() {
        List<PushReference> references = List.of(
                PushMetadataWriterTest.reference("export.zip", "ctx-1@example.nl"),
                PushMetadataWriterTest.reference("2026-second.csv", null));

        PushReading reading = reader.read(new PushMetadataWriter().writeRequest(references));

        assertThat(reading.findings()).isEmpty();
        assertThat(reading.references()).isEqualTo(references);
    }

    @Test
    void whatTheWriterRespondsReadsBackUnchanged() {
        List<PushOutcome> outcomes = List.of(PushMetadataWriterTest.onePartMissing(), PushMetadataWriterTest.allOk());

        assertThat(reader.readResponse(new PushMetadataWriter().writeResponse(outcomes)))
                .isEqualTo(new PushResponseReading(outcomes, List.of()));
    }

    /** G35 end to end: the unknown compression is answered, and the sender reads the answer back. */
    @Test
    void anUnsupportedCompressionIsAnsweredAndReadBack() {
        PushReference rar =
                reader.read(fixture("compression-rar.xml")).references().get(0);
        PushOutcome answer = new PushOutcome(rar, GbErrorCode.COMPRESSION_NOT_SUPPORTED, null, List.of());

        List<PushOutcome> read = reader.readResponse(new PushMetadataWriter().writeResponse(List.of(answer)))
                .outcomes();

        assertThat(read).containsExactly(answer);
        assertThat(read.get(0).isOk()).isFalse();
    }

    /** GB018: a status the schema does not have still gives the sender something to act on. */
    @Test
    void readsAStatusTheSchemaDoesNotHaveAsUnknownError() {
        String response = new String(
                        new PushMetadataWriter().writeResponse(List.of(PushMetadataWriterTest.allOk())),
                        StandardCharsets.UTF_8)
                .replaceFirst("<gb:status>OK</gb:status>", "<gb:status>FORBIDDEN</gb:status>");

        PushOutcome outcome = reader.readResponse(response.getBytes(StandardCharsets.UTF_8))
                .outcomes()
                .get(0);

        assertThat(outcome.error()).isEqualTo(GbErrorCode.UNKNOWN_ERROR);
        assertThat(outcome.parts()).extracting(PushOutcome.PartOutcome::error).containsOnlyNulls();
    }

    /**
     * ch03: a response is complete; a file's answer without a status is refused, not taken as OK, and costs only
     * itself: the other file's answer is read.
     */
    @Test
    void refusesAFilesAnswerWithoutAStatusAndReadsTheOthers() {
        PushOutcome missing = PushMetadataWriterTest.onePartMissing();
        String response = new String(
                        new PushMetadataWriter().writeResponse(List.of(PushMetadataWriterTest.allOk(), missing)),
                        StandardCharsets.UTF_8)
                .replaceFirst("<gb:status>OK</gb:status>", "");

        PushResponseReading reading = reader.readResponse(response.getBytes(StandardCharsets.UTF_8));

        assertThat(reading.outcomes()).containsExactly(missing);
        assertThat(reading.incomplete()).singleElement().asString().contains("data-reference-response 1", "status");
    }

    @Test
    void refusesAResponseWithADoctype() {
        assertThatThrownBy(() -> reader.readResponse(fixture("xxe-doctype.xml")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not well-formed");
    }

    static byte[] fixture(String name) {
        try (InputStream in = PushMetadataReaderTest.class.getResourceAsStream("/push/" + name)) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
