package nl.opendk.ebms.service.gb.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import nl.opendk.ebms.db.gb.PublishedFile;
import nl.opendk.ebms.db.gb.PublishedFiles;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.service.gb.FileStorage;
import nl.opendk.ebms.service.wus.CertificateTrust;
import nl.opendk.ebms.testkit.pki.G4TestPki;
import nl.opendk.ebms.testkit.pki.TestParty;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * G27: the OIN decides, whatever the PKIoverheid generation: a G4 certificate (OIN in serialNumber, KvK number in
 * organizationIdentifier) of the receiver gets the file, one of another OIN does not. The chain itself is checked
 * by the trust (here one that takes every certificate; the HTTP tests check real chains and CRLs).
 */
class FileAccessIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static final G4TestPki G4 = G4TestPki.create();

    @TempDir
    Path directory;

    @Test
    void aG4CertificateOfTheReceiverGetsTheFileAndAnotherOinDoesNot() throws Exception {
        PublishedFiles files = new PublishedFiles(DB.newDatabase().dataSource(), Clock.systemUTC());
        FileStorage storage = new FileStorage(directory, 0);
        FileStorage.Stored stored = storage.publish(new ByteArrayInputStream(new byte[] {1, 2, 3}), 3);
        Instant now = Instant.now();
        files.insert(new PublishedFile(
                0,
                "g4-token",
                null,
                "cpa",
                G4TestPki.PARTY_G4,
                "a.bin",
                "application/octet-stream",
                3,
                "SHA256",
                stored.checksum().hex(),
                stored.storedAs(),
                now,
                now.plus(Duration.ofDays(1)),
                0));
        FileAccess access = new FileAccess(files, storage, CertificateTrust.ANY, Clock.systemUTC());
        TestParty receiver = G4.party(G4TestPki.PARTY_G4);
        TestParty other = G4.party(G4TestPki.OTHER_ROOT);

        FileAccess.Answer granted = access.answer("g4-token", List.of(receiver.certificate()), null, null, null, true);
        FileAccess.Answer refused = access.answer("g4-token", List.of(other.certificate()), null, null, null, true);

        assertThat(granted.status()).isEqualTo(200);
        assertThat(granted.file()).isEqualTo(storage.resolve(stored.storedAs()));
        assertThat(refused.status()).isEqualTo(403);
        assertThat(refused.problem()).contains(G4TestPki.OTHER_ROOT);
    }
}
