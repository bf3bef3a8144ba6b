package nl.opendk.ebms.app.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import javax.sql.DataSource;
import nl.opendk.ebms.db.message.MessageDetail;
import nl.opendk.ebms.db.message.MessageFilter;
import nl.opendk.ebms.db.message.MessageQueries;
import nl.opendk.ebms.db.message.MessageSummary;
import nl.opendk.ebms.protocol.message.Direction;
import nl.opendk.ebms.testkit.message.FixtureCpas;
import nl.opendk.ebms.testkit.message.HttpFixture;

/** The valid Ping fixture (messages/valid/ping.http, fixture CPA) with a MessageId of its own. */
public final class Pings {

    private static final String FIXTURE_MESSAGE_ID = "valid-ping@fixtures.test";

    private Pings() {}

    public static HttpFixture withMessageId(String messageId) {
        HttpFixture valid = HttpFixture.load("messages/valid/ping.http");
        String body = new String(valid.body(), StandardCharsets.UTF_8).replace(FIXTURE_MESSAGE_ID, messageId);
        return new HttpFixture(messageId, valid.headers(), body.getBytes(StandardCharsets.UTF_8));
    }

    /**
     * Pings the CPA's other party through the adapter's API and waits until the Pong is stored: the Pong, which
     * must carry no error.
     */
    public static MessageDetail answered(SecureAdapter from, DataSource database, String cpaId) throws IOException {
        HttpResponse<byte[]> queued = from.api("POST", "/api/cpas/" + cpaId + "/ping", "application/json", new byte[0]);
        assertThat(queued.statusCode())
                .as(new String(queued.body(), StandardCharsets.UTF_8))
                .isEqualTo(202);
        String pingId =
                new ObjectMapper().readTree(queued.body()).path("messageId").asText();
        MessageQueries queries = new MessageQueries(database);
        MessageFilter pongs = MessageFilter.ANY.withRefToMessageId(pingId).withDirection(Direction.IN);
        await().atMost(Duration.ofSeconds(30))
                .until(() -> !queries.list(pongs, 1).isEmpty());
        MessageSummary pong = queries.list(pongs, 1).get(0);
        assertThat(queries.errors(pong.id())).isEmpty();
        return queries.find(pong.id()).orElseThrow();
    }

    /** The Ping under a CPAId the adapter does not know: stored as rejected with ValueNotRecognized. */
    public static HttpFixture underUnknownCpa(String messageId) {
        HttpFixture ping = withMessageId(messageId);
        String body = new String(ping.body(), StandardCharsets.UTF_8).replace(FixtureCpas.CPA_ID, "No_Such_Cpa_1");
        return new HttpFixture("unknown-cpa", ping.headers(), body.getBytes(StandardCharsets.UTF_8));
    }
}
