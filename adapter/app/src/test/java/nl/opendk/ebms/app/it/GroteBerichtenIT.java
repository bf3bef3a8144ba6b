package nl.opendk.ebms.app.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Random;
import nl.opendk.ebms.app.testing.BackendStub;
import nl.opendk.ebms.app.testing.GbFiles;
import nl.opendk.ebms.app.testing.SecureAdapter;
import nl.opendk.ebms.app.testing.TlsClients;
import nl.opendk.ebms.db.gb.DownloadRow;
import nl.opendk.ebms.db.gb.DownloadStatus;
import nl.opendk.ebms.db.message.MessageDetail;
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

/**
 * Grote Berichten (DK-GB 3.8.1, pull) between two adapters over mutual TLS: party one's back end uploads a file of
 * 24 MiB, adapter one publishes it for party two's OIN and sends the metadata over ebMS (osb-rm-s); adapter two
 * downloads it from adapter one's file service, verifies size and checksum, and only then lets its back end have
 * the message. The file service's answers (G14-G18, G24) are checked against adapter one directly.
 */
class GroteBerichtenIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static final TestPki PKI = TestPki.create();
    private static final TestParty ONE = PKI.party(TestPki.PARTY_1);
    private static final TestParty TWO = PKI.party(TestPki.PARTY_2);
    private static final int SIZE = 24 * 1024 * 1024 + 17;
    private static final byte[] FILE = randomBytes(SIZE);
    /** For the tests of the file service's answers: what they check does not need a file of 24 MiB. */
    private static final byte[] SMALL = Arrays.copyOf(FILE, 1024 * 1024 + 17);

    private static FreshDatabase databaseOne;
    private static FreshDatabase databaseTwo;
    private static SecureAdapter adapterOne;
    private static SecureAdapter adapterTwo;
    private static Path directoryTwo;
    private static Path dropOne;
    private static Path dropRefused;
    private static BackendStub backendTwo;

    @BeforeAll
    static void start() throws IOException {
        databaseOne = DB.newDatabase();
        databaseTwo = DB.newDatabase();
        int portOne = FreePort.find();
        directoryTwo = Files.createTempDirectory("gb-two");
        dropOne = Files.createTempDirectory("gb-drop");
        dropRefused = Files.createTempDirectory("gb-drop-refused");
        backendTwo = BackendStub.start();
        adapterOne = SecureAdapter.start(
                databaseOne.settings(),
                "gb-one",
                ONE,
                SecureAdapter.trustStore(PKI),
                List.of(PKI.crlFile(), PKI.rootCrlFile()),
                Map.ofEntries(
                        Map.entry("camel.server.port", String.valueOf(portOne)),
                        Map.entry("ebms.gb.public-url", "https://127.0.0.1:" + portOne + "/gb/files/"),
                        Map.entry("ebms.gb.drop.1.directory", dropOne.toString()),
                        Map.entry("ebms.gb.drop.1.cpa", "gb_osb_rm_s"),
                        Map.entry("ebms.gb.drop.1.service", TestCpas.SERVICE),
                        Map.entry("ebms.gb.drop.1.service-type", TestCpas.SERVICE_TYPE),
                        Map.entry("ebms.gb.drop.1.action", TestCpas.A_SENDS),
                        Map.entry("ebms.gb.drop.2.directory", dropRefused.toString()),
                        Map.entry("ebms.gb.drop.2.cpa", "no_such_cpa"),
                        Map.entry("ebms.gb.drop.2.service", TestCpas.SERVICE),
                        Map.entry("ebms.gb.drop.2.action", TestCpas.A_SENDS)));
        adapterTwo = SecureAdapter.start(
                databaseTwo.settings(),
                "gb-two",
                TWO,
                SecureAdapter.trustStore(PKI),
                List.of(PKI.crlFile(), PKI.rootCrlFile()),
                Map.of(
                        "ebms.gb.directory", directoryTwo.toString(),
                        // GB012 allows other ports than 443 by agreement: these adapters listen on random ones
                        "ebms.gb.download-ports", "any",
                        "ebms.gb.poll-interval", "PT0.2S",
                        // the 24 MiB file comes in two ranges, one on each connection
                        "ebms.gb.download-connections", "2",
                        "backend.messages.uri", backendTwo.messagesUri(),
                        "backend.poll-interval", "PT0.2S"));
        TestCpas.Builder cpa = TestCpas.builder()
                .cpaId("gb_osb_rm_s")
                .partyA(TestPki.PARTY_1, "Partij Een", "Afnemer", adapterOne.endpoint())
                .partyB(TestPki.PARTY_2, "Partij Twee", "Aanbieder", adapterTwo.endpoint())
                .profile(DigikoppelingProfile.OSB_RM_S.cpaName())
                .certificates(ONE.certificate(), TWO.certificate());
        GbFiles.agree(cpa, adapterOne, adapterTwo);
    }

    @AfterAll
    static void stop() {
        if (adapterOne != null) {
            adapterOne.close();
        }
        if (adapterTwo != null) {
            adapterTwo.close();
        }
        if (backendTwo != null) {
            backendTwo.close();
        }
    }

    @Test
    void aFileReachesTheOtherBackEndByteForByteAfterItIsVerified() throws Exception {
        JsonNode published = upload("export.zip");
        String messageId = published.get("messageId").asText();
        assertThat(published.get("size").asLong()).isEqualTo(SIZE);
        assertThat(published.get("checksum").asText()).isEqualTo(sha256(FILE));
        assertThat(published.get("url").asText())
                .startsWith(adapterOne.uri("/gb/files/").toString());

        await().atMost(Duration.ofSeconds(60))
                .until(() -> backendTwo.messages().stream().anyMatch(m -> messageId.equals(m.header("EbmsMessageId"))));
        BackendStub.Delivery pushed = backendTwo.messages().stream()
                .filter(m -> messageId.equals(m.header("EbmsMessageId")))
                .findFirst()
                .orElseThrow();
        JsonNode pushedFiles = new ObjectMapper().readTree(pushed.header("EbmsGbFiles"));
        assertThat(pushedFiles).hasSize(1);
        JsonNode file = pushedFiles.get(0);
        assertThat(file.get("filename").asText()).isEqualTo("export.zip");
        assertThat(file.get("size").asLong()).isEqualTo(SIZE);
        assertThat(file.get("checksum").asText()).isEqualTo(sha256(FILE));
        assertThat(Files.readAllBytes(Path.of(file.get("path").asText())))
                .as("the received file, byte for byte, where the header says")
                .isEqualTo(FILE);

        MessageQueries receiver = new MessageQueries(databaseTwo.dataSource());
        MessageDetail received =
                receiver.findByMessageId(messageId, Direction.IN).orElseThrow();
        assertThat(received.summary().status()).isEqualTo(MessageStatus.PROCESSED);
        List<DownloadRow> downloads =
                GbFiles.downloads(databaseTwo).ofMessage(received.summary().id());
        assertThat(downloads).singleElement().satisfies(download -> {
            assertThat(download.status()).isEqualTo(DownloadStatus.COMPLETE);
            assertThat(download.checksum()).isEqualTo(sha256(FILE));
        });

        assertThat(downloadedBytes(adapterTwo.metrics())).isGreaterThanOrEqualTo(SIZE);
        JsonNode incoming = new ObjectMapper()
                .readTree(adapterTwo.api("GET", "/api/gb/transfers", null, null).body())
                .get("incoming");
        assertThat(incoming.get(0).get("status").asText()).isEqualTo("complete");
        assertThat(incoming.get(0).get("receivedBytes").asLong()).isEqualTo(SIZE);
        JsonNode outgoing = new ObjectMapper()
                .readTree(adapterOne.api("GET", "/api/gb/transfers", null, null).body())
                .get("outgoing");
        assertThat(outgoing)
                .filteredOn(f -> f.get("filename").asText().equals("export.zip"))
                .singleElement()
                .satisfies(f -> assertThat(f.get("downloads").asInt())
                        .as("two ranges, a request each")
                        .isEqualTo(2));

        // a back end elsewhere lists the files and fetches them through the API, a range too
        JsonNode listed = new ObjectMapper()
                .readTree(adapterTwo
                        .api("GET", "/api/messages/" + received.summary().id() + "/files", null, null)
                        .body())
                .get("files");
        assertThat(listed.get(0).get("href").asText())
                .isEqualTo(file.get("href").asText());
        assertThat(adapterTwo.api("GET", file.get("href").asText(), null, null).body())
                .isEqualTo(FILE);
    }

    /**
     * G01 (VW001): a back end's message over 20 MiB, sent as any other, goes as Grote Berichten by itself: the
     * payload becomes a published file, a metadata message goes in its place, and the other back end gets the file.
     */
    @Test
    void aMessageOverTwentyMebibytesGoesAsGroteBerichtenByItself() throws Exception {
        byte[] payload = Arrays.copyOf(FILE, 20 * 1024 * 1024 + 1);
        String request = "{\"cpaId\":\"gb_osb_rm_s\",\"serviceType\":\"" + TestCpas.SERVICE_TYPE + "\",\"service\":\""
                + TestCpas.SERVICE + "\",\"action\":\"" + TestCpas.A_SENDS + "\"}";
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        body.writeBytes(("--part\r\nContent-Type: application/json\r\n\r\n" + request
                        + "\r\n--part\r\nContent-ID: <report@one.example>\r\nContent-Type: application/pdf\r\n\r\n")
                .getBytes(StandardCharsets.US_ASCII));
        body.writeBytes(payload);
        body.writeBytes("\r\n--part--\r\n".getBytes(StandardCharsets.US_ASCII));

        HttpResponse<byte[]> sent = adapterOne.api(
                "POST",
                "/api/messages",
                "multipart/related; boundary=part; type=\"application/json\"",
                body.toByteArray());

        assertThat(sent.statusCode())
                .as(new String(sent.body(), StandardCharsets.UTF_8))
                .isEqualTo(201);
        JsonNode answer = new ObjectMapper().readTree(sent.body());
        JsonNode published = answer.get("files").get(0);
        assertThat(published.get("filename").asText()).isEqualTo("report");
        assertThat(published.get("contentType").asText()).isEqualTo("application/pdf");
        assertThat(published.get("size").asLong()).isEqualTo(payload.length);
        assertThat(published.get("checksum").asText()).isEqualTo(sha256(payload));
        String messageId = answer.get("messageId").asText();
        await().atMost(Duration.ofSeconds(60))
                .until(() -> backendTwo.messages().stream().anyMatch(m -> messageId.equals(m.header("EbmsMessageId"))));
        BackendStub.Delivery pushed = backendTwo.messages().stream()
                .filter(m -> messageId.equals(m.header("EbmsMessageId")))
                .findFirst()
                .orElseThrow();
        JsonNode file =
                new ObjectMapper().readTree(pushed.header("EbmsGbFiles")).get(0);
        assertThat(Files.readAllBytes(Path.of(file.get("path").asText()))).isEqualTo(payload);
    }

    /**
     * A file dropped in a configured folder goes as Grote Berichten and leaves the folder; one under a CPA the
     * adapter does not have moves to .failed/ and nothing is published.
     */
    @Test
    void aDroppedFileIsSentAndARefusedOneSetAside() throws Exception {
        byte[] dropped = Arrays.copyOf(FILE, 1024 * 1024);
        // written under a dot name and renamed when whole, as the drop asks
        Files.move(
                Files.write(dropOne.resolve(".monthly.csv"), dropped),
                dropOne.resolve("monthly.csv"),
                java.nio.file.StandardCopyOption.ATOMIC_MOVE);
        Files.write(dropRefused.resolve("lost.csv"), dropped);

        await().atMost(Duration.ofSeconds(60)).until(() -> backendTwo.messages().stream()
                .anyMatch(m -> m.header("EbmsGbFiles") != null
                        && m.header("EbmsGbFiles").contains("\"filename\":\"monthly.csv\"")));
        BackendStub.Delivery pushed = backendTwo.messages().stream()
                .filter(m -> m.header("EbmsGbFiles") != null
                        && m.header("EbmsGbFiles").contains("\"filename\":\"monthly.csv\""))
                .findFirst()
                .orElseThrow();
        JsonNode file =
                new ObjectMapper().readTree(pushed.header("EbmsGbFiles")).get(0);
        assertThat(Files.readAllBytes(Path.of(file.get("path").asText()))).isEqualTo(dropped);
        assertThat(dropOne.resolve("monthly.csv")).doesNotExist();
        await().atMost(Duration.ofSeconds(30))
                .until(() -> Files.exists(dropRefused.resolve(".failed").resolve("lost.csv")));
        assertThat(dropRefused.resolve("lost.csv")).doesNotExist();
    }

    /**
     * G37 (DK-BP-GB "Download", a WUS bevraging): the provider's back end publishes the file for the requester's OIN
     * before it answers, and puts the metadata it gets back in its synchronous response; the requester's back end
     * hands that metadata to its adapter, which downloads and verifies the file. No ebMS message carries it.
     */
    @Test
    void metadataFromASynchronousAnswerIsDownloadedOnRequest() throws Exception {
        HttpResponse<byte[]> published = adapterOne.api(
                "POST",
                "/api/gb/files?receiverOin=" + TestPki.PARTY_2 + "&filename=answer.bin&contextId=wus-1",
                "application/octet-stream",
                SMALL);
        assertThat(published.statusCode())
                .as(new String(published.body(), StandardCharsets.UTF_8))
                .isEqualTo(201);
        JsonNode answer = new ObjectMapper().readTree(published.body());
        assertThat(answer.has("messageId")).as("no message is sent").isFalse();
        byte[] metadata = answer.get("metadata").asText().getBytes(StandardCharsets.UTF_8);
        // the file exists before the answer goes: the requester can fetch it at once
        assertThat(get(TWO, URI.create(answer.get("url").asText()), Map.of("Range", "bytes=0-9"))
                        .statusCode())
                .isEqualTo(206);

        HttpResponse<byte[]> requested = adapterTwo.api("POST", "/api/gb/downloads", "application/xml", metadata);

        assertThat(requested.statusCode())
                .as(new String(requested.body(), StandardCharsets.UTF_8))
                .isEqualTo(202);
        String status = new ObjectMapper()
                .readTree(requested.body())
                .get("downloads")
                .get(0)
                .get("href")
                .asText();
        JsonNode done = await().atMost(Duration.ofSeconds(60))
                .until(
                        () -> new ObjectMapper()
                                .readTree(adapterTwo
                                        .api("GET", status, null, null)
                                        .body()),
                        node -> "complete".equals(node.get("status").asText()));
        assertThat(done.get("filename").asText()).isEqualTo("answer.bin");
        assertThat(adapterTwo.api("GET", done.get("href").asText(), null, null).body())
                .isEqualTo(SMALL);
        HttpResponse<byte[]> refused = adapterTwo.api(
                "POST", "/api/gb/downloads", "application/xml", "<no-metadata/>".getBytes(StandardCharsets.UTF_8));
        assertThat(refused.statusCode()).isEqualTo(400);
        assertThat(new String(refused.body(), StandardCharsets.UTF_8)).contains("no Grote Berichten pull metadata");
    }

    /**
     * G05 (MD002): every file gets a URL of its own and a metadata message of its own, also the same bytes sent twice
     * to the same receiver.
     */
    @Test
    void theSameFileTwiceGetsTwoUrlsAndTwoMessages() {
        JsonNode first = uploadSmall("same.bin");
        JsonNode second = uploadSmall("same.bin");

        assertThat(first.get("checksum").asText())
                .isEqualTo(second.get("checksum").asText());
        assertThat(first.get("url").asText()).isNotEqualTo(second.get("url").asText());
        assertThat(first.get("messageId").asText())
                .isNotEqualTo(second.get("messageId").asText());
    }

    /** G14: the whole file with Accept-Ranges, a strong ETag and its exact length; HEAD says the same. */
    @Test
    void theFileServiceServesTheWholeFileToItsReceiver() throws Exception {
        URI url = URI.create(uploadSmall("whole.bin").get("url").asText());

        HttpResponse<byte[]> whole = get(TWO, url, Map.of());
        assertThat(whole.statusCode()).isEqualTo(200);
        assertThat(whole.headers().firstValue("Accept-Ranges")).contains("bytes");
        assertThat(whole.headers().firstValue("ETag")).contains("\"" + sha256(SMALL) + "\"");
        assertThat(whole.headers().firstValueAsLong("Content-Length")).hasValue(SMALL.length);
        assertThat(whole.body()).isEqualTo(SMALL);

        HttpResponse<byte[]> head =
                send(TWO, HttpRequest.newBuilder(url).method("HEAD", HttpRequest.BodyPublishers.noBody()));
        assertThat(head.statusCode()).isEqualTo(200);
        assertThat(head.headers().firstValueAsLong("Content-Length")).hasValue(SMALL.length);
        assertThat(head.body()).isEmpty();
    }

    /** G15-G18: a range, a range past the end, a stale If-Range and a failing If-Match. */
    @Test
    void theFileServiceAnswersRangesAndConditionsAsRfc7233Says() throws Exception {
        URI url = URI.create(uploadSmall("ranges.bin").get("url").asText());
        String etag = "\"" + sha256(SMALL) + "\"";

        HttpResponse<byte[]> tail = get(TWO, url, Map.of("Range", "bytes=1000-", "If-Range", etag));
        assertThat(tail.statusCode()).isEqualTo(206);
        assertThat(tail.headers().firstValue("Content-Range"))
                .contains("bytes 1000-" + (SMALL.length - 1) + "/" + SMALL.length);
        assertThat(tail.body()).isEqualTo(Arrays.copyOfRange(SMALL, 1000, SMALL.length));

        HttpResponse<byte[]> beyond = get(TWO, url, Map.of("Range", "bytes=" + SMALL.length + "-"));
        assertThat(beyond.statusCode()).isEqualTo(416);
        assertThat(beyond.headers().firstValue("Content-Range")).contains("bytes */" + SMALL.length);

        HttpResponse<byte[]> stale = get(TWO, url, Map.of("Range", "bytes=1000-", "If-Range", "\"old\""));
        assertThat(stale.statusCode()).isEqualTo(200);
        assertThat(stale.body()).hasSize(SMALL.length);

        assertThat(get(TWO, url, Map.of("If-Match", "\"other\"")).statusCode()).isEqualTo(412);
    }

    /** G24 (GB009/GB010): the URL is no secret; another organisation's certificate gets 403 and no bytes. */
    @Test
    void anotherOinIsRefusedWith403() throws Exception {
        URI url = URI.create(uploadSmall("secret.bin").get("url").asText());
        TestParty other = PKI.issue(
                "Partij Drie",
                "00000099000000000003",
                Instant.now().minusSeconds(60),
                Instant.now().plusSeconds(3600));

        HttpResponse<byte[]> refused = get(other, url, Map.of());

        assertThat(refused.statusCode()).isEqualTo(403);
        assertThat(new String(refused.body(), StandardCharsets.UTF_8)).contains("may not download this file");
        assertThat(refused.body()).hasSizeLessThan(200);
        assertThat(get(TWO, URI.create(url + "x"), Map.of()).statusCode()).isEqualTo(404);
    }

    /** G25 (GB011): a certificate the CRL revokes gets nothing, whatever its OIN. */
    @Test
    void aRevokedCertificateIsRefused() {
        URI url = URI.create(uploadSmall("revoked.bin").get("url").asText());

        HttpResponse<byte[]> refused = get(PKI.party(TestPki.REVOKED), url, Map.of());

        assertThat(refused.statusCode()).isEqualTo(403);
        assertThat(new String(refused.body(), StandardCharsets.UTF_8)).contains("not valid");
    }

    /**
     * G26 (GB006/GB007): the file service speaks TLS 1.2 or 1.3 only. A plain HTTP request gets no answer, and a
     * ClientHello offering TLS 1.1 at most (written here byte by byte: the JDK's client will not offer it) gets no
     * ServerHello, only an alert or a closed connection.
     */
    @Test
    void plainHttpAndTls11GetNothingFromTheFileService() throws Exception {
        URI url = URI.create(uploadSmall("tls.bin").get("url").asText());

        byte[] plain = exchange(
                url,
                ("GET " + url.getPath() + " HTTP/1.1\r\nHost: " + url.getHost() + "\r\n\r\n")
                        .getBytes(StandardCharsets.US_ASCII));
        assertThat(new String(plain, StandardCharsets.ISO_8859_1))
                .as("no HTTP answer at all")
                .doesNotContain("HTTP/");

        byte[] answer = exchange(url, tls11ClientHello());
        // a fatal alert record (0x15 ... 0x02) saying protocol_version (70, RFC 5246 §7.2.2): the version, not a
        // malformed hello, is what was refused
        assertThat(HexFormat.of().formatHex(answer)).matches("15030[123]00020246.*");
    }

    /** Writes the bytes on a plain TCP connection to the URL's port and reads what comes back until it closes. */
    private static byte[] exchange(URI url, byte[] request) throws IOException {
        try (java.net.Socket socket = new java.net.Socket(url.getHost(), url.getPort())) {
            socket.setSoTimeout(5000);
            socket.getOutputStream().write(request);
            socket.getOutputStream().flush();
            java.io.ByteArrayOutputStream read = new java.io.ByteArrayOutputStream();
            byte[] buffer = new byte[4096];
            try {
                int n;
                while ((n = socket.getInputStream().read(buffer)) != -1 && read.size() < 65536) {
                    read.write(buffer, 0, n);
                }
            } catch (java.net.SocketTimeoutException | java.net.SocketException e) {
                // the server stopped talking: what it sent so far is the answer
            }
            return read.toByteArray();
        }
    }

    /** A TLS record holding a ClientHello whose highest version is TLS 1.1 (0x0302), RFC 4346 §7.4.1.2. */
    private static byte[] tls11ClientHello() {
        java.io.ByteArrayOutputStream hello = new java.io.ByteArrayOutputStream();
        hello.writeBytes(new byte[] {0x03, 0x02}); // client_version TLS 1.1
        hello.writeBytes(new byte[32]); // random
        hello.write(0); // no session id
        hello.writeBytes(new byte[] {0x00, 0x04, 0x00, 0x2f, 0x00, 0x35}); // two AES-CBC suites of TLS 1.1
        hello.writeBytes(new byte[] {0x01, 0x00}); // compression: null only
        byte[] body = hello.toByteArray();
        java.io.ByteArrayOutputStream record = new java.io.ByteArrayOutputStream();
        record.writeBytes(new byte[] {0x16, 0x03, 0x02});
        record.write((body.length + 4) >> 8);
        record.write((body.length + 4) & 0xff);
        record.writeBytes(new byte[] {0x01, 0x00, (byte) (body.length >> 8), (byte) (body.length & 0xff)});
        record.writeBytes(body);
        return record.toByteArray();
    }

    /** The CPA is checked before the body is read: a refused upload keeps nothing. */
    @Test
    void anUploadUnderAnUnknownCpaIsRefusedBeforeItsBodyIsKept() {
        HttpResponse<byte[]> refused = adapterOne.api(
                "POST",
                "/api/gb/files?cpaId=no_such_cpa&service=urn:osb:services:gb&action=Lever&filename=a.bin",
                "application/octet-stream",
                new byte[1024]);

        assertThat(refused.statusCode()).isEqualTo(404);
        assertThat(new String(refused.body())).contains("no_such_cpa");
    }

    private static JsonNode upload(String filename) {
        return GbFiles.upload(adapterOne, "gb_osb_rm_s", filename, FILE);
    }

    private static JsonNode uploadSmall(String filename) {
        return GbFiles.upload(adapterOne, "gb_osb_rm_s", filename, SMALL);
    }

    private static HttpResponse<byte[]> get(TestParty party, URI url, Map<String, String> headers) {
        HttpRequest.Builder request = HttpRequest.newBuilder(url).GET();
        headers.forEach(request::header);
        return send(party, request);
    }

    private static HttpResponse<byte[]> send(TestParty party, HttpRequest.Builder request) {
        HttpClient client = TlsClients.client(party, SecureAdapter.trustStore(PKI));
        return SecureAdapter.send(
                client, request.timeout(Duration.ofSeconds(30)).build());
    }

    private static double downloadedBytes(String metrics) {
        return metrics.lines()
                .filter(line -> line.startsWith("ebms_gb_bytes_total{") && line.contains("direction=\"downloaded\""))
                .mapToDouble(line -> Double.parseDouble(line.substring(line.lastIndexOf(' ') + 1)))
                .sum();
    }

    private static String sha256(byte[] bytes) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    }

    private static byte[] randomBytes(int size) {
        byte[] bytes = new byte[size];
        new Random(19).nextBytes(bytes);
        return bytes;
    }
}
