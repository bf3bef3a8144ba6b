package nl.opendk.gb.protocol.metadata;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Instant;
import java.util.List;
import javax.xml.XMLConstants;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.SchemaFactory;
import javax.xml.validation.Validator;
import org.junit.jupiter.api.Test;

/** G03 and G06: the metadata we write is valid pull metadata with a SHA256 checksum of the file. */
class MetadataWriterTest {

    private static final byte[] FILE = "test".getBytes(StandardCharsets.US_ASCII);

    private final MetadataWriter writer = new MetadataWriter();

    @Test
    void writesMetadataTheSchemaTakesWithEveryFixedTypeAttribute() throws Exception {
        byte[] metadata = writer.write(List.of(reference("export.zip"), reference("second_file.csv")));

        Validator validator = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI)
                .newSchema(MetadataWriterTest.class.getResource("/nl/opendk/gb/protocol/xsd/gb-pull-2010-10.xsd"))
                .newValidator();
        validator.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
        validator.validate(new StreamSource(new ByteArrayInputStream(metadata)));
        String xml = new String(metadata, StandardCharsets.UTF_8);
        assertThat(xml)
                .contains("profile=\"digikoppeling-gb-1.0\"")
                .contains("<gb:creationTime type=\"xs:dateTime\">2026-11-25T10:00:00Z</gb:creationTime>")
                .contains("<gb:senderUrl type=\"xs:anyURI\">https://gb.example.nl/f/1</gb:senderUrl>");
    }

    @Test
    void whatItWritesReadsBackUnchanged() {
        DataReference reference = reference("export.zip");

        assertThat(new MetadataReader().read(writer.write(List.of(reference))).references())
                .containsExactly(reference);
    }

    /** G06: type SHA256, 64 lowercase hex characters, the file's own digest. */
    @Test
    void theChecksumIsTheFilesSha256InLowercaseHex() throws Exception {
        Checksum checksum = Checksum.of(
                ChecksumType.SHA256, MessageDigest.getInstance("SHA-256").digest(FILE));

        assertThat(checksum.hex())
                .isEqualTo("9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08")
                .hasSize(64);
        assertThat(new String(writer.write(List.of(reference("a"))), StandardCharsets.UTF_8))
                .contains("<gb:checksum type=\"SHA256\">" + checksum.hex() + "</gb:checksum>");
    }

    /** G10: a name the pull schema's xs:NCName refuses is never written. */
    @Test
    void neverWritesAFilenameTheSchemaRefuses() {
        assertThatThrownBy(() -> writer.write(List.of(reference("1report.xml"))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("xs:NCName");
        assertThat(FileNames.safe("1report.xml")).isEqualTo("_1report.xml");
        assertThat(FileNames.safe("my report/2026.xml")).isEqualTo("my_report_2026.xml");
        assertThat(FileNames.problem(FileNames.safe("x".repeat(300)))).isNull();
    }

    private static DataReference reference(String filename) {
        return new DataReference(
                "ctx-1@example.nl",
                Instant.parse("2026-11-25T10:00:00Z"),
                Instant.parse("2026-12-02T10:00:00Z"),
                "application/zip",
                filename,
                new Checksum(ChecksumType.SHA256, "9F86D081884C7D659A2FEAA0C55AD015A3BF4F1B2B0B822CD15D6C15B0F00A08"),
                FILE.length,
                URI.create("https://gb.example.nl/f/1"));
    }
}
