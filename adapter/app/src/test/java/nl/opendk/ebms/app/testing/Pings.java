package nl.opendk.ebms.app.testing;

import java.nio.charset.StandardCharsets;
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

    /** The Ping under a CPAId the adapter does not know: stored as rejected with ValueNotRecognized. */
    public static HttpFixture underUnknownCpa(String messageId) {
        HttpFixture ping = withMessageId(messageId);
        String body = new String(ping.body(), StandardCharsets.UTF_8).replace(FixtureCpas.CPA_ID, "No_Such_Cpa_1");
        return new HttpFixture("unknown-cpa", ping.headers(), body.getBytes(StandardCharsets.UTF_8));
    }
}
