package nl.opendk.gb.protocol.push;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.SchemaFactory;
import javax.xml.validation.Validator;
import nl.opendk.gb.protocol.GbErrorCode;
import nl.opendk.gb.protocol.metadata.GbNamespaces;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

/** G04: the push request and response we write are valid push metadata, and the response is complete (§3.4). */
class PushMetadataWriterTest {

    private static final String SHA256_OF_TEST = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";

    private final PushMetadataWriter writer = new PushMetadataWriter();

    @Test
    void writesARequestTheSchemaTakesWithProfileAndEveryTypeAttribute() throws Exception {
        byte[] request = writer.writeRequest(List.of(reference("export.zip", "ctx-1@example.nl"), split()));

        validate(request);
        String xml = new String(request, StandardCharsets.UTF_8);
        assertThat(xml)
                .contains("<gb:digikoppeling-external-data-references-request")
                .contains("profile=\"digikoppeling-gb-4.0\"")
                .contains("<gb:data-reference-request contextId=\"ctx-1@example.nl\">")
                .contains("<gb:compression>ZIP4J</gb:compression>")
                .contains("<gb:content contentType=\"application/zip\">")
                .contains("<gb:checksum type=\"SHA256\">" + SHA256_OF_TEST + "</gb:checksum>")
                .contains("<gb:checksum type=\"MD5\">0cc175b9c0f1b6a831c399e269772661</gb:checksum>")
                .contains("<gb:receiverUrl type=\"xs:anyURI\">https://gb.example.nl/in/7d1b4a8e/</gb:receiverUrl>")
                .doesNotContain("lifetime")
                .doesNotContain("status");
        Document document = parse(request);
        assertThat(document.getElementsByTagNameNS(GbNamespaces.PUSH, "data-reference-request")
                        .getLength())
                .isEqualTo(2);
        assertThat(children(first(document, "transport", 1))).containsExactly("location", "part", "part");
    }

    /** G04, G34: one part missing; its status and the file's are FILE_NOT_FOUND, the other part's OK. */
    @Test
    void writesACompleteResponseTheSchemaTakes() throws Exception {
        byte[] response = writer.writeResponse(List.of(onePartMissing()));

        validate(response);
        assertThat(new String(response, StandardCharsets.UTF_8))
                .contains("<gb:digikoppeling-external-data-references-response")
                .contains("profile=\"digikoppeling-gb-4.0\"")
                .contains("<gb:checksum type=\"SHA256\">")
                .contains("<gb:receiverUrl type=\"xs:anyURI\">");
        Document document = parse(response);
        Element content = first(document, "content", 0);
        assertThat(children(content)).containsExactly("filename", "checksum", "size", "status", "transport");
        assertThat(text(content, "status")).isEqualTo("FILE_NOT_FOUND");
        NodeList parts = document.getElementsByTagNameNS(GbNamespaces.PUSH, "part");
        assertThat(parts.getLength()).isEqualTo(2);
        Element okPart = (Element) parts.item(0);
        Element missingPart = (Element) parts.item(1);
        assertThat(children(okPart)).containsExactly("filename", "checksum", "size", "status");
        assertThat(text(okPart, "filename")).isEqualTo("export.z01");
        assertThat(text(okPart, "status")).isEqualTo("OK");
        assertThat(children(missingPart)).containsExactly("filename", "checksum", "size", "status", "reason");
        assertThat(text(missingPart, "status")).isEqualTo("FILE_NOT_FOUND");
        assertThat(text(missingPart, "reason")).isEqualTo("export.zip was not uploaded");
    }

    /** ch03: complete on success as well: OK for the file and for every part. */
    @Test
    void writesAStatusForEveryPartOnSuccessToo() throws Exception {
        byte[] response = writer.writeResponse(List.of(allOk()));

        validate(response);
        NodeList statuses = parse(response).getElementsByTagNameNS(GbNamespaces.PUSH, "status");
        List<String> values = new ArrayList<>();
        for (int i = 0; i < statuses.getLength(); i++) {
            values.add(statuses.item(i).getTextContent());
        }
        assertThat(values).containsExactly("OK", "OK", "OK");
    }

    /** §3.4: only the eight push statuses go into a response. */
    @Test
    void writesOnlyThePushStatuses() throws Exception {
        assertThat(PushOutcome.status(null)).isEqualTo("OK");
        assertThat(PushOutcome.status(GbErrorCode.CHECKSUM_ERROR)).isEqualTo("CHECKSUM_ERROR");
        assertThat(PushOutcome.status(GbErrorCode.DECOMPRESSION_ERROR)).isEqualTo("DECOMPRESSION_ERROR");
        assertThat(PushOutcome.status(GbErrorCode.FORBIDDEN)).isEqualTo("UNKNOWN_ERROR");
        assertThat(PushOutcome.status(GbErrorCode.TRANSFER_INTERRUPTED)).isEqualTo("UNKNOWN_ERROR");

        PushReference file = reference("export.zip", null);
        byte[] response = writer.writeResponse(List.of(new PushOutcome(file, GbErrorCode.FORBIDDEN, "no", List.of())));

        validate(response);
        assertThat(new String(response, StandardCharsets.UTF_8))
                .contains("<gb:status>UNKNOWN_ERROR</gb:status><gb:reason>no</gb:reason>");
    }

    @Test
    void writesTheSchemasChecksumToken() {
        PushReference sha1 = new PushReference(
                null,
                "NONE",
                "text/plain",
                "a.txt",
                "SHA-1",
                "86f7e437faa5a7fce15d1ddcb9eaeaea377667b8",
                1,
                URI.create("https://gb.example.nl/in/1"),
                List.of());

        assertThat(new String(writer.writeRequest(List.of(sha1)), StandardCharsets.UTF_8))
                .contains("<gb:checksum type=\"SHA1\">");
    }

    @Test
    void refusesAnIncompleteOrContradictoryResponse() {
        PushOutcome complete = onePartMissing();
        PushOutcome withoutSecondPart = new PushOutcome(
                complete.reference(), complete.error(), null, complete.parts().subList(0, 1));
        PushOutcome okWithMissingPart = new PushOutcome(complete.reference(), null, null, complete.parts());

        assertThatThrownBy(() -> writer.writeResponse(List.of(withoutSecondPart)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("every part");
        assertThatThrownBy(() -> writer.writeResponse(List.of(okWithMissingPart)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("cannot be OK");
        assertThatThrownBy(() -> writer.writeResponse(List.of())).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> writer.writeRequest(List.of())).isInstanceOf(IllegalArgumentException.class);
    }

    /** G09: we never send a request the schema or MD007 refuses. */
    @Test
    void neverWritesARequestTheStandardRefuses() {
        PushReference good = reference("export.zip", null);
        PushReference rar = new PushReference(
                null, "RAR", "application/zip", "export.zip", "SHA256", SHA256_OF_TEST, 4, good.receiverUrl(), null);
        PushReference slash = new PushReference(
                null,
                "NONE",
                "application/zip",
                "dir/export.zip",
                "SHA256",
                SHA256_OF_TEST,
                4,
                good.receiverUrl(),
                null);
        PushReference sha224 = new PushReference(
                null, "NONE", "application/zip", "export.zip", "SHA-224", "ab", 4, good.receiverUrl(), null);

        assertThatThrownBy(() -> writer.writeRequest(List.of(good, rar)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("GB017");
        assertThatThrownBy(() -> writer.writeRequest(List.of(slash)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("MD007");
        assertThatThrownBy(() -> writer.writeRequest(List.of(sha224)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("MD006");
    }

    /** The schema is not a rubber stamp: it refuses what push forbids, and takes our valid fixture. */
    @ParameterizedTest
    @ValueSource(strings = {"sender-url-in-push.xml", "compression-rar.xml", "checksum-type-sha-224.xml"})
    void theSchemaRefusesWhatPushForbids(String fixture) {
        assertThatThrownBy(() -> validate(PushMetadataReaderTest.fixture(fixture)))
                .isInstanceOf(SAXException.class);
    }

    @Test
    void theSchemaTakesTheValidFixture() throws Exception {
        validate(PushMetadataReaderTest.fixture("valid-two-parts.xml"));
    }

    @Test
    void aReferenceWithoutWhatMakesItUsableCannotBeMade() {
        URI url = URI.create("https://gb.example.nl/in/1");

        assertThatThrownBy(() -> new PushReference(null, "NONE", "a/b", null, "MD5", "", 1, url, null))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new PushReference(null, "NONE", "a/b", "a", "MD5", "", -1, url, null))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new PushReference(null, "NONE", "a/b", "a", "MD5", "", 1, null, null))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(new PushReference(null, "NONE", "a/b", "a", "MD5", "", 1, url, null).parts())
                .isEmpty();
    }

    static PushReference reference(String filename, String contextId) {
        return new PushReference(
                contextId,
                "NONE",
                "application/zip",
                filename,
                "SHA256",
                SHA256_OF_TEST,
                4,
                URI.create("https://gb.example.nl/in/" + filename),
                List.of());
    }

    /** A file the sender split in two ZIP4J parts (GB017). */
    static PushReference split() {
        return new PushReference(
                "ctx-2@example.nl",
                "ZIP4J",
                "application/zip",
                "export.zip",
                "SHA256",
                SHA256_OF_TEST,
                3,
                URI.create("https://gb.example.nl/in/7d1b4a8e/"),
                List.of(
                        new PushPart("export.z01", "MD5", "0cc175b9c0f1b6a831c399e269772661", 1),
                        new PushPart("export.zip", "SHA1", "86f7e437faa5a7fce15d1ddcb9eaeaea377667b8", 2)));
    }

    /** G34: the second part never arrived. */
    static PushOutcome onePartMissing() {
        PushReference split = split();
        return new PushOutcome(
                split,
                GbErrorCode.FILE_NOT_FOUND,
                null,
                List.of(
                        new PushOutcome.PartOutcome(split.parts().get(0), null, null),
                        new PushOutcome.PartOutcome(
                                split.parts().get(1), GbErrorCode.FILE_NOT_FOUND, "export.zip was not uploaded")));
    }

    static PushOutcome allOk() {
        PushReference split = split();
        return new PushOutcome(
                split,
                null,
                null,
                split.parts().stream()
                        .map(part -> new PushOutcome.PartOutcome(part, null, null))
                        .toList());
    }

    private static void validate(byte[] xml) throws Exception {
        Validator validator = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI)
                .newSchema(PushMetadataWriterTest.class.getResource("/nl/opendk/gb/protocol/xsd/gb-push-2020-09.xsd"))
                .newValidator();
        validator.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
        validator.validate(new StreamSource(new ByteArrayInputStream(xml)));
    }

    private static Document parse(byte[] xml) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return factory.newDocumentBuilder().parse(new ByteArrayInputStream(xml));
    }

    private static Element first(Document document, String localName, int index) {
        return (Element)
                document.getElementsByTagNameNS(GbNamespaces.PUSH, localName).item(index);
    }

    /** The local names of the element's child elements, in document order. */
    private static List<String> children(Element element) {
        List<String> names = new ArrayList<>();
        for (var child = element.getFirstChild(); child != null; child = child.getNextSibling()) {
            if (child instanceof Element e) {
                names.add(e.getLocalName());
            }
        }
        return names;
    }

    /** The text of the element's direct child of that name. */
    private static String text(Element element, String localName) {
        for (var child = element.getFirstChild(); child != null; child = child.getNextSibling()) {
            if (child instanceof Element e && localName.equals(e.getLocalName())) {
                return e.getTextContent();
            }
        }
        return null;
    }
}
