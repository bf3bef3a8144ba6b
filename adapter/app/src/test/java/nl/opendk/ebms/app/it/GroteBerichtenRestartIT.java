package nl.opendk.ebms.app.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import nl.opendk.ebms.app.testing.GbFiles;
import nl.opendk.ebms.app.testing.SecureAdapter;
import nl.opendk.ebms.db.gb.DownloadRow;
import nl.opendk.ebms.db.gb.DownloadStatus;
import nl.opendk.ebms.db.gb.Downloads;
import nl.opendk.ebms.db.message.MessageQueries;
import nl.opendk.ebms.db.testing.FreshDatabase;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.protocol.agreement.DigikoppelingProfile;
import nl.opendk.ebms.protocol.message.Direction;
import nl.opendk.ebms.testkit.cpa.TestCpas;
import nl.opendk.ebms.testkit.net.FreePort;
import nl.opendk.ebms.testkit.outage.TcpProxy;
import nl.opendk.ebms.testkit.pki.TestParty;
import nl.opendk.ebms.testkit.pki.TestPki;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A download that hangs midway, then both adapters restart: the receiver takes the download up again after its
 * restart and, once the sender's file service is back, resumes from the bytes it saved (GB005) instead of starting
 * over; the file arrives whole. The file service is reached through a relay that hangs at a chosen byte.
 */
class GroteBerichtenRestartIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static final TestPki PKI = TestPki.create();
    private static final TestParty ONE = PKI.party(TestPki.PARTY_1);
    private static final TestParty TWO = PKI.party(TestPki.PARTY_2);
    private static final int SIZE = 24 * 1024 * 1024 + 3;

    private SecureAdapter adapterOne;
    private SecureAdapter adapterTwo;
    private TcpProxy relay;

    @AfterEach
    void stop() {
        for (AutoCloseable open : new AutoCloseable[] {adapterOne, adapterTwo, relay}) {
            try {
                if (open != null) {
                    open.close();
                }
            } catch (Exception e) {
                // the next one is closed all the same
            }
        }
    }

    @Test
    void aDownloadCutByRestartsResumesFromTheBytesItSaved() throws Exception {
        byte[] file = new byte[SIZE];
        new Random(3).nextBytes(file);
        FreshDatabase databaseOne = DB.newDatabase();
        FreshDatabase databaseTwo = DB.newDatabase();
        int portOne = FreePort.find();
        int portTwo = FreePort.find();
        relay = TcpProxy.start("127.0.0.1", portOne);
        Map<String, String> one = Map.of(
                "camel.server.port", String.valueOf(portOne),
                "ebms.gb.directory", Files.createTempDirectory("gb-one").toString(),
                "ebms.gb.public-url", "https://127.0.0.1:" + relay.port() + "/gb/files/");
        Map<String, String> two = Map.of(
                "camel.server.port", String.valueOf(portTwo),
                "ebms.gb.directory", Files.createTempDirectory("gb-two").toString(),
                "ebms.gb.download-ports", "any",
                "ebms.gb.poll-interval", "PT0.2S",
                "ebms.gb.retry-delays", "PT0.5S",
                "ebms.gb.download-connections", "2");
        adapterOne = start(databaseOne, "gb-one", ONE, one);
        adapterTwo = start(databaseTwo, "gb-two", TWO, two);
        TestCpas.Builder cpa = TestCpas.builder()
                .cpaId("gb_restart")
                .partyA(TestPki.PARTY_1, "Partij Een", "Afnemer", adapterOne.endpoint())
                .partyB(TestPki.PARTY_2, "Partij Twee", "Aanbieder", adapterTwo.endpoint())
                .profile(DigikoppelingProfile.OSB_RM.cpaName())
                .certificates(ONE.certificate(), TWO.certificate());
        GbFiles.agree(cpa, adapterOne, adapterTwo);
        // the download asks for two ranges (16 MiB and 8 MiB) on two connections; however they share the 20 MiB the
        // relay lets through, at least 12 MiB are the first range's, and its progress is saved every 8 MiB
        relay.freezeAfter(20L * 1024 * 1024);

        String messageId = GbFiles.upload(adapterOne, "gb_restart", "big.bin", file)
                .get("messageId")
                .asText();
        Downloads downloads = GbFiles.downloads(databaseTwo);
        MessageQueries received = new MessageQueries(databaseTwo.dataSource());
        await().atMost(Duration.ofSeconds(30)).until(() -> download(received, downloads, messageId)
                .map(row -> row.receivedBytes() >= 8L * 1024 * 1024)
                .orElse(false));

        adapterTwo.close();
        adapterOne.close();
        relay.stop();
        relay.thaw();
        adapterTwo = start(databaseTwo, "gb-two", TWO, two);
        adapterOne = start(databaseOne, "gb-one", ONE, one);
        relay.start();

        await().atMost(Duration.ofSeconds(60)).until(() -> download(received, downloads, messageId)
                .map(row -> row.status() == DownloadStatus.COMPLETE)
                .orElse(false));
        DownloadRow done = download(received, downloads, messageId).orElseThrow();
        assertThat(done.resumes()).as("continued with a range request").isGreaterThanOrEqualTo(1);
        assertThat(done.restarts()).as("never started over").isZero();
        assertThat(Files.readAllBytes(Path.of(two.get("ebms.gb.directory")).resolve(done.storedAs())))
                .isEqualTo(file);
    }

    private static SecureAdapter start(
            FreshDatabase database, String nodeId, TestParty party, Map<String, String> more) {
        return SecureAdapter.start(
                database.settings(),
                nodeId,
                party,
                SecureAdapter.trustStore(PKI),
                List.of(PKI.crlFile(), PKI.rootCrlFile()),
                new HashMap<>(more));
    }

    private static Optional<DownloadRow> download(MessageQueries received, Downloads downloads, String messageId) {
        return received.findByMessageId(messageId, Direction.IN)
                .flatMap(message ->
                        downloads.ofMessage(message.summary().id()).stream().findFirst());
    }
}
