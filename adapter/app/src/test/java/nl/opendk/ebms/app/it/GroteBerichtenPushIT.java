package nl.opendk.ebms.app.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import net.lingala.zip4j.ZipFile;
import net.lingala.zip4j.model.ZipParameters;
import nl.opendk.ebms.app.testing.BackendStub;
import nl.opendk.ebms.app.testing.GbFiles;
import nl.opendk.ebms.app.testing.SecureAdapter;
import nl.opendk.ebms.app.testing.TlsClients;
import nl.opendk.ebms.db.message.MessageQueries;
import nl.opendk.ebms.db.testing.FreshDatabase;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.protocol.agreement.DigikoppelingProfile;
import nl.opendk.ebms.protocol.message.Direction;
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.testkit.cpa.TestCpas;
import nl.opendk.ebms.testkit.net.FreePort;
import nl.opendk.ebms.testkit.pki.TestParty;
import nl.opendk.ebms.testkit.pki.TestPki;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * Grote Berichten push (DK-GB 3.8.1 ch02, digikoppeling-gb-4.0) into adapter two: party one puts its files on
 * adapter two's push service over mutual TLS, then its back end sends the push metadata through adapter one (the
 * metadata is written here by hand, the split archives by zip4j, not by the adapter). Adapter two checks the files
 * where they were put, hands the message on with them, and answers every metadata message with the push response,
 * which reaches party one's back end.
 */
class GroteBerichtenPushIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static final String CPA_ID = "gb_push_osb_rm_s";
    private static final TestPki PKI = TestPki.create();
    private static final TestParty ONE = PKI.party(TestPki.PARTY_1);
    private static final TestParty TWO = PKI.party(TestPki.PARTY_2);

    private static FreshDatabase databaseTwo;
    private static SecureAdapter adapterOne;
    private static SecureAdapter adapterTwo;
    private static BackendStub backendOne;
    private static BackendStub backendTwo;
    private static String pushUrl;

    @BeforeAll
    static void start() throws IOException {
        FreshDatabase databaseOne = DB.newDatabase();
        databaseTwo = DB.newDatabase();
        int portTwo = FreePort.find();
        pushUrl = "https://127.0.0.1:" + portTwo + "/gb/push/";
        backendOne = BackendStub.start();
        backendTwo = BackendStub.start();
        adapterOne = SecureAdapter.start(
                databaseOne.settings(),
                "push-one",
                ONE,
                SecureAdapter.trustStore(PKI),
                List.of(PKI.crlFile(), PKI.rootCrlFile()),
                Map.of(
                        "backend.messages.uri",
                        backendOne.messagesUri(),
                        "backend.poll-interval",
                        "PT0.2S",
                        "ebms.gb.push-targets",
                        CPA_ID + "=" + pushUrl,
                        "ebms.gb.poll-interval",
                        "PT0.2S"));
        adapterTwo = SecureAdapter.start(
                databaseTwo.settings(),
                "push-two",
                TWO,
                SecureAdapter.trustStore(PKI),
                List.of(PKI.crlFile(), PKI.rootCrlFile()),
                Map.of(
                        "camel.server.port",
                        String.valueOf(portTwo),
                        "ebms.gb.push-url",
                        pushUrl,
                        "ebms.gb.push-response-action",
                        TestCpas.B_SENDS,
                        "ebms.gb.poll-interval",
                        "PT0.2S",
                        "backend.messages.uri",
                        backendTwo.messagesUri(),
                        "backend.poll-interval",
                        "PT0.2S"));
        GbFiles.agree(
                TestCpas.builder()
                        .cpaId(CPA_ID)
                        .partyA(TestPki.PARTY_1, "Partij Een", "Afnemer", adapterOne.endpoint())
                        .partyB(TestPki.PARTY_2, "Partij Twee", "Aanbieder", adapterTwo.endpoint())
                        .profile(DigikoppelingProfile.OSB_RM_S.cpaName())
                        .certificates(ONE.certificate(), TWO.certificate()),
                adapterOne,
                adapterTwo);
    }

    @AfterAll
    static void stop() {
        for (AutoCloseable closeable : new AutoCloseable[] {adapterOne, adapterTwo, backendOne, backendTwo}) {
            try {
                if (closeable != null) {
                    closeable.close();
                }
            } catch (Exception e) {
                // the next one is closed all the same
            }
        }
    }

    /**
     * G33 (GB016): the second PUT to a URL replaces the first; the file checked and handed on is the second, and
     * the push response says OK.
     */
    @Test
    void aSecondPutReplacesTheFirstAndTheFileArrivesWithAnOkResponse() throws Exception {
        String url = pushUrl + token() + "/report.csv";
        byte[] first = randomBytes(300_000, 1);
        byte[] second = randomBytes(200_000, 2);

        assertThat(put(ONE, url, first).statusCode()).isEqualTo(201);
        assertThat(put(ONE, url, second).statusCode()).isEqualTo(204);
        String messageId = sendMetadata(reference("NONE", "report.csv", second, url, List.of()));

        BackendStub.Delivery delivered =
                await().atMost(Duration.ofSeconds(60)).until(() -> delivery(backendTwo, messageId), d -> d != null);
        JsonNode file =
                new ObjectMapper().readTree(delivered.header("EbmsGbFiles")).get(0);
        assertThat(Files.readAllBytes(Path.of(file.get("path").asText()))).isEqualTo(second);
        Map<String, String> statuses = responseTo(messageId);
        assertThat(statuses).containsExactly(Map.entry("file:report.csv", "OK"));
    }

    /**
     * G34 (§3.4, GB018): a split ZIP4J archive with one part missing gets FILE_NOT_FOUND on that part, OK on the
     * others and not OK for the file, and the message does not reach the back end; once the part is put and the
     * metadata sent again, the archive arrives.
     */
    @Test
    void aMissingPartIsReportedAndTheSenderRecoversByPuttingItAgain() throws Exception {
        Map<String, byte[]> parts = splitArchive();
        List<String> names = new ArrayList<>(parts.keySet());
        String missing = names.get(1);
        String folder = pushUrl + token() + "/";
        for (String name : names) {
            if (!name.equals(missing)) {
                assertThat(put(ONE, folder + name, parts.get(name)).statusCode())
                        .isEqualTo(201);
            }
        }
        String metadata = reference(
                "ZIP4J",
                "bundle.zip",
                concat(parts),
                folder,
                names.stream().map(name -> part(name, parts.get(name))).toList());

        String refused = sendMetadata(metadata);

        Map<String, String> statuses = responseTo(refused);
        assertThat(statuses.get(missing)).isEqualTo("FILE_NOT_FOUND");
        names.stream()
                .filter(name -> !name.equals(missing))
                .forEach(name -> assertThat(statuses.get(name)).as(name).isEqualTo("OK"));
        assertThat(statuses.get("file:bundle.zip")).isEqualTo("FILE_NOT_FOUND");
        assertThat(status(refused)).isEqualTo(MessageStatus.FILE_FAILED);
        assertThat(delivery(backendTwo, refused)).isNull();

        assertThat(put(ONE, folder + missing, parts.get(missing)).statusCode()).isEqualTo(201);
        String recovered = sendMetadata(metadata);

        BackendStub.Delivery delivered =
                await().atMost(Duration.ofSeconds(60)).until(() -> delivery(backendTwo, recovered), d -> d != null);
        JsonNode file =
                new ObjectMapper().readTree(delivered.header("EbmsGbFiles")).get(0);
        assertThat(Files.readAllBytes(Path.of(file.get("path").asText()))).isEqualTo(concat(parts));
        assertThat(responseTo(recovered).values()).containsOnly("OK");
    }

    /** G35: a compression the receiver does not support is answered with COMPRESSION_NOT_SUPPORTED. */
    @Test
    void anUnsupportedCompressionIsAnswered() throws Exception {
        String url = pushUrl + token() + "/data.rar";
        byte[] file = randomBytes(10_000, 3);
        assertThat(put(ONE, url, file).statusCode()).isEqualTo(201);

        String messageId = sendMetadata(reference("RAR", "data.rar", file, url, List.of()));

        assertThat(responseTo(messageId)).containsEntry("file:data.rar", "COMPRESSION_NOT_SUPPORTED");
        assertThat(status(messageId)).isEqualTo(MessageStatus.FILE_FAILED);
    }

    /**
     * GB009/GB010: only an OIN with a CPA may put files, and only in its own folder: metadata from party one never
     * takes a file another OIN put, and no certificate or path outside the folder gets anywhere.
     */
    @Test
    void onlyPartnersPutFilesAndOnlyTheirOwn() throws Exception {
        TestParty stranger = PKI.issue(
                "Partij Drie",
                "00000099000000000003",
                Instant.now().minusSeconds(60),
                Instant.now().plusSeconds(3600));
        String url = pushUrl + token() + "/x.bin";

        HttpResponse<byte[]> refused = put(stranger, url, new byte[100]);
        assertThat(refused.statusCode()).isEqualTo(403);
        assertThat(new String(refused.body(), StandardCharsets.UTF_8)).contains("00000099000000000003");
        assertThat(put(ONE, pushUrl + token() + "/.hidden", new byte[1]).statusCode())
                .isEqualTo(400);
        // the server normalises dot segments first (RFC 3986 §5.2.4): what is left names no folder of ours
        assertThat(put(ONE, pushUrl + token() + "/%2e%2e", new byte[1]).statusCode())
                .isIn(400, 404);
        assertThat(put(ONE, pushUrl + "%2e%2e/escape.bin", new byte[1]).statusCode())
                .isIn(400, 404);
        assertThat(put(PKI.party(TestPki.REVOKED), url, new byte[1]).statusCode())
                .isEqualTo(403);

        // party two puts a file; metadata from party one naming that URL finds nothing of party one's there
        byte[] file = randomBytes(1000, 4);
        assertThat(put(TWO, url, file).statusCode()).isEqualTo(201);
        String messageId = sendMetadata(reference("NONE", "x.bin", file, url, List.of()));
        assertThat(responseTo(messageId)).containsEntry("file:x.bin", "FILE_NOT_FOUND");
    }

    /**
     * Sending by push: adapter one puts the file its back end hands it on adapter two's push service, then sends the
     * metadata; adapter two checks it, and its back end gets it.
     */
    @Test
    void aFileForAPushPartnerIsPutOnItsServiceAndArrives() throws Exception {
        byte[] file = randomBytes(3 * 1024 * 1024 + 5, 6);

        HttpResponse<byte[]> accepted = adapterOne.api(
                "POST",
                "/api/gb/files?cpaId=" + CPA_ID + "&serviceType=" + TestCpas.SERVICE_TYPE + "&service="
                        + TestCpas.SERVICE + "&action=" + TestCpas.A_SENDS + "&filename=pushed.bin",
                "application/octet-stream",
                file);

        assertThat(accepted.statusCode())
                .as(new String(accepted.body(), StandardCharsets.UTF_8))
                .isEqualTo(202);
        JsonNode upload = new ObjectMapper().readTree(accepted.body());
        assertThat(upload.get("status").asText()).isEqualTo("uploading");
        assertThat(upload.get("url").asText()).startsWith(pushUrl).endsWith("/pushed.bin");
        BackendStub.Delivery delivered = await().atMost(Duration.ofSeconds(60))
                .until(
                        () -> backendTwo.messages().stream()
                                .filter(m -> m.header("EbmsGbFiles") != null
                                        && m.header("EbmsGbFiles").contains("\"filename\":\"pushed.bin\""))
                                .findFirst()
                                .orElse(null),
                        d -> d != null);
        JsonNode received =
                new ObjectMapper().readTree(delivered.header("EbmsGbFiles")).get(0);
        assertThat(Files.readAllBytes(Path.of(received.get("path").asText()))).isEqualTo(file);
        assertThat(responseTo(delivered.header("EbmsMessageId"))).containsEntry("file:pushed.bin", "OK");
        JsonNode pushed = await().atMost(Duration.ofSeconds(60))
                .until(
                        () -> pushedFile("pushed.bin"),
                        p -> p.get("status").asText().equals("confirmed"));
        assertThat(pushed.get("messageId").isNumber()).isTrue();
        assertThat(pushed.get("reuploads").asInt()).isZero();
    }

    /**
     * GB018: the receiver reports an error in a push response (written by hand here, as a partner's back end would
     * send it); the sender puts the file again and sends its metadata once more, and the receiver's back end gets the
     * file a second time, whole.
     */
    @Test
    void aPushResponseWithAnErrorHasTheFilePutAgain() throws Exception {
        byte[] file = randomBytes(1024 * 1024 + 3, 7);
        HttpResponse<byte[]> accepted = adapterOne.api(
                "POST",
                "/api/gb/files?cpaId=" + CPA_ID + "&serviceType=" + TestCpas.SERVICE_TYPE + "&service="
                        + TestCpas.SERVICE + "&action=" + TestCpas.A_SENDS + "&filename=again.bin",
                "application/octet-stream",
                file);
        assertThat(accepted.statusCode()).isEqualTo(202);
        String url = new ObjectMapper().readTree(accepted.body()).get("url").asText();
        await().atMost(Duration.ofSeconds(60)).until(() -> pushedFile("again.bin"), p -> p.get("status")
                .asText()
                .equals("confirmed"));
        String firstMetadata = await().atMost(Duration.ofSeconds(60))
                .until(() -> deliveriesOf("again.bin"), d -> !d.isEmpty())
                .get(0)
                .header("EbmsMessageId");

        String error = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>"
                + "<p:digikoppeling-external-data-references-response profile=\"digikoppeling-gb-4.0\""
                + " xmlns:p=\"http://www.logius.nl/digikoppeling/gb/2020/09\">"
                + "<p:data-reference-response contextId=\"ctx-1\">"
                + "<p:compression>NONE</p:compression>"
                + "<p:content contentType=\"application/octet-stream\">"
                + "<p:filename>again.bin</p:filename>"
                + "<p:checksum type=\"SHA256\">" + sha256(file) + "</p:checksum>"
                + "<p:size>" + file.length + "</p:size>"
                + "<p:status>CHECKSUM_ERROR</p:status>"
                + "<p:transport><p:location><p:receiverUrl type=\"xs:anyURI\">" + url
                + "</p:receiverUrl></p:location></p:transport>"
                + "</p:content></p:data-reference-response>"
                + "</p:digikoppeling-external-data-references-response>";
        HttpResponse<byte[]> sent = adapterTwo.api(
                "POST", "/api/messages", "application/json", messageRequest(TestCpas.B_SENDS, firstMetadata, error));
        assertThat(sent.statusCode())
                .as(new String(sent.body(), StandardCharsets.UTF_8))
                .isEqualTo(201);

        JsonNode pushed = await().atMost(Duration.ofSeconds(60))
                .until(
                        () -> pushedFile("again.bin"),
                        p -> p.get("reuploads").asInt() == 1
                                && p.get("status").asText().equals("confirmed"));
        assertThat(pushed.get("url").asText())
                .as("the same receiverUrl: the PUT overwrites (GB016)")
                .isEqualTo(url);
        List<BackendStub.Delivery> deliveries =
                await().atMost(Duration.ofSeconds(60)).until(() -> deliveriesOf("again.bin"), d -> d.size() == 2);
        assertThat(deliveries.get(1).header("EbmsMessageId")).isNotEqualTo(firstMetadata);
        for (BackendStub.Delivery delivery : deliveries) {
            JsonNode received =
                    new ObjectMapper().readTree(delivery.header("EbmsGbFiles")).get(0);
            assertThat(Files.readAllBytes(Path.of(received.get("path").asText())))
                    .isEqualTo(file);
        }
    }

    /** Adapter one's newest upload of the file, as the transfers API lists it. */
    private static JsonNode pushedFile(String filename) throws IOException {
        for (JsonNode pushed : new ObjectMapper()
                .readTree(adapterOne.api("GET", "/api/gb/transfers", null, null).body())
                .get("pushed")) {
            if (pushed.get("filename").asText().equals(filename)) {
                return pushed;
            }
        }
        throw new AssertionError("no upload of " + filename);
    }

    /** The messages party two's back end got with the file, in the order they came. */
    private static List<BackendStub.Delivery> deliveriesOf(String filename) {
        return backendTwo.messages().stream()
                .filter(m -> m.header("EbmsGbFiles") != null
                        && m.header("EbmsGbFiles").contains("\"filename\":\"" + filename + "\""))
                .toList();
    }

    private static String sendMetadata(String metadata) {
        HttpResponse<byte[]> sent = adapterOne.api(
                "POST", "/api/messages", "application/json", messageRequest(TestCpas.A_SENDS, null, metadata));
        assertThat(sent.statusCode())
                .as(new String(sent.body(), StandardCharsets.UTF_8))
                .isEqualTo(201);
        try {
            return new ObjectMapper().readTree(sent.body()).get("messageId").asText();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A back end's POST /api/messages under the CPA with one XML payload, referring to a message when given. */
    private static byte[] messageRequest(String action, String refToMessageId, String xml) {
        return ("{\"cpaId\":\"" + CPA_ID + "\",\"serviceType\":\"" + TestCpas.SERVICE_TYPE + "\",\"service\":\""
                        + TestCpas.SERVICE + "\",\"action\":\"" + action + "\","
                        + (refToMessageId == null ? "" : "\"refToMessageId\":\"" + refToMessageId + "\",")
                        + "\"payloads\":[{\"contentType\":\"application/xml\",\"content\":\""
                        + Base64.getEncoder().encodeToString(xml.getBytes(StandardCharsets.UTF_8)) + "\"}]}")
                .getBytes(StandardCharsets.UTF_8);
    }

    /** A push request as DK-GB 3.8.1 §3.3 lays it out, written by hand. */
    private static String reference(String compression, String filename, byte[] file, String url, List<String> parts)
            throws Exception {
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>"
                + "<p:digikoppeling-external-data-references-request profile=\"digikoppeling-gb-4.0\""
                + " xmlns:p=\"http://www.logius.nl/digikoppeling/gb/2020/09\">"
                + "<p:data-reference-request contextId=\"ctx-1\">"
                + "<p:compression>" + compression + "</p:compression>"
                + "<p:content contentType=\"application/octet-stream\">"
                + "<p:filename>" + filename + "</p:filename>"
                + "<p:checksum type=\"SHA256\">" + sha256(file) + "</p:checksum>"
                + "<p:size>" + file.length + "</p:size>"
                + "<p:transport><p:location><p:receiverUrl type=\"xs:anyURI\">" + url
                + "</p:receiverUrl></p:location>" + String.join("", parts) + "</p:transport>"
                + "</p:content></p:data-reference-request>"
                + "</p:digikoppeling-external-data-references-request>";
    }

    private static String part(String name, byte[] bytes) {
        try {
            return "<p:part><p:filename>" + name + "</p:filename><p:checksum type=\"SHA256\">" + sha256(bytes)
                    + "</p:checksum><p:size>" + bytes.length + "</p:size></p:part>";
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * The push response party one's back end got for a metadata message, read with the JDK's DOM parser: "file:"
     * and the file's name to its status, and each part's name to the part's status.
     */
    private static Map<String, String> responseTo(String messageId) throws Exception {
        BackendStub.Delivery response = await().atMost(Duration.ofSeconds(60))
                .until(
                        () -> backendOne.messages().stream()
                                .filter(m -> messageId.equals(m.header("EbmsRefToMessageId")))
                                .findFirst()
                                .orElse(null),
                        d -> d != null);
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        Document document = factory.newDocumentBuilder().parse(new ByteArrayInputStream(response.body()));
        Map<String, String> statuses = new LinkedHashMap<>();
        NodeList contents = document.getElementsByTagNameNS("*", "content");
        for (int i = 0; i < contents.getLength(); i++) {
            Element content = (Element) contents.item(i);
            statuses.put("file:" + child(content, "filename"), child(content, "status"));
        }
        NodeList parts = document.getElementsByTagNameNS("*", "part");
        for (int i = 0; i < parts.getLength(); i++) {
            Element part = (Element) parts.item(i);
            statuses.put(child(part, "filename"), child(part, "status"));
        }
        return statuses;
    }

    private static String child(Element parent, String name) {
        for (org.w3c.dom.Node node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
            if (node instanceof Element element && name.equals(element.getLocalName())) {
                return element.getTextContent().trim();
            }
        }
        return null;
    }

    private static BackendStub.Delivery delivery(BackendStub backend, String messageId) {
        return backend.messages().stream()
                .filter(m -> messageId.equals(m.header("EbmsMessageId")))
                .findFirst()
                .orElse(null);
    }

    private static MessageStatus status(String messageId) {
        return await().atMost(Duration.ofSeconds(60))
                .until(
                        () -> new MessageQueries(databaseTwo.dataSource())
                                .findByMessageId(messageId, Direction.IN)
                                .map(found -> found.summary().status())
                                .orElse(null),
                        s -> s == MessageStatus.FILE_FAILED
                                || s == MessageStatus.RECEIVED
                                || s == MessageStatus.PROCESSED);
    }

    private static HttpResponse<byte[]> put(TestParty party, String url, byte[] body) {
        return SecureAdapter.send(
                TlsClients.client(party, SecureAdapter.trustStore(PKI)),
                HttpRequest.newBuilder(URI.create(url))
                        .PUT(HttpRequest.BodyPublishers.ofByteArray(body))
                        .timeout(Duration.ofSeconds(30))
                        .build());
    }

    /** A file of 200 KiB as zip4j splits it into pieces of 64 KiB: name to bytes, in order (.z01, ..., .zip). */
    private static Map<String, byte[]> splitArchive() throws Exception {
        Path folder = Files.createTempDirectory("gb-split");
        Path source = Files.write(folder.resolve("export.dat"), randomBytes(200 * 1024, 5));
        try (ZipFile zip = new ZipFile(folder.resolve("bundle.zip").toFile())) {
            zip.createSplitZipFile(List.of(source.toFile()), new ZipParameters(), true, 64 * 1024);
        }
        Map<String, byte[]> parts = new LinkedHashMap<>();
        try (Stream<Path> files = Files.list(folder)) {
            List<Path> pieces = files.filter(p -> p.getFileName().toString().startsWith("bundle."))
                    .sorted((a, b) -> order(a).compareTo(order(b)))
                    .toList();
            for (Path piece : pieces) {
                parts.put(piece.getFileName().toString(), Files.readAllBytes(piece));
            }
        }
        assertThat(parts).as("zip4j split the archive").hasSizeGreaterThan(2);
        return parts;
    }

    /** .z01, .z02, ... first, the .zip last. */
    private static String order(Path piece) {
        String name = piece.getFileName().toString();
        return name.endsWith(".zip") ? "~" : name;
    }

    private static byte[] concat(Map<String, byte[]> parts) {
        ByteArrayOutputStream whole = new ByteArrayOutputStream();
        parts.values().forEach(whole::writeBytes);
        return whole.toByteArray();
    }

    private static String token() {
        return UUID.randomUUID().toString();
    }

    private static String sha256(byte[] bytes) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    }

    private static byte[] randomBytes(int size, long seed) {
        byte[] bytes = new byte[size];
        new Random(seed).nextBytes(bytes);
        return bytes;
    }
}
