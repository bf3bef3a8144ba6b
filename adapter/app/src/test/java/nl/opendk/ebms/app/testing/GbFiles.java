package nl.opendk.ebms.app.testing;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.http.HttpResponse;
import java.time.Clock;
import java.time.Duration;
import nl.opendk.ebms.db.events.BackendOptions;
import nl.opendk.ebms.db.events.EventLog;
import nl.opendk.ebms.db.gb.Downloads;
import nl.opendk.ebms.db.testing.FreshDatabase;
import nl.opendk.ebms.testkit.cpa.TestCpas;

/** What the Grote Berichten tests do alike: agree a CPA on both adapters, upload a file, read the downloads. */
public final class GbFiles {

    private GbFiles() {}

    /** Uploads the CPA to each adapter; each must take it as new. */
    public static void agree(TestCpas.Builder cpa, SecureAdapter... adapters) {
        for (SecureAdapter adapter : adapters) {
            assertThat(adapter.api("POST", "/api/cpas", "application/xml", cpa.buildBytes())
                            .statusCode())
                    .isEqualTo(201);
        }
    }

    /** POST /api/gb/files of the test CPA's service and A's action; returns the 201 answer. */
    public static JsonNode upload(SecureAdapter sender, String cpaId, String filename, byte[] file) {
        HttpResponse<byte[]> answer = sender.api(
                "POST",
                "/api/gb/files?cpaId=" + cpaId + "&serviceType=" + TestCpas.SERVICE_TYPE + "&service="
                        + TestCpas.SERVICE + "&action=" + TestCpas.A_SENDS + "&filename=" + filename,
                "application/octet-stream",
                file);
        assertThat(answer.statusCode()).as(new String(answer.body())).isEqualTo(201);
        try {
            return new ObjectMapper().readTree(answer.body());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The downloads of a database, read as the console does. */
    public static Downloads downloads(FreshDatabase database) {
        return new Downloads(
                database.dataSource(),
                Clock.systemUTC(),
                "gb-test-reader",
                Duration.ofMinutes(1),
                BackendOptions.POLL,
                EventLog.NONE);
    }
}
