package nl.opendk.ebms.app.testing;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Clock;
import java.time.Duration;
import nl.opendk.ebms.protocol.agreement.ChannelTerms;
import nl.opendk.ebms.protocol.agreement.PerMessage;
import nl.opendk.ebms.protocol.agreement.SyncReplyMode;
import nl.opendk.ebms.protocol.message.MessageHeader;
import nl.opendk.ebms.protocol.signal.MessageIds;
import nl.opendk.ebms.protocol.signal.OutgoingMessage;
import nl.opendk.ebms.protocol.signal.PongFactory;

/** The partner's side of a Ping in tests: a Pong built with the protocol's own factory, sent back asynchronously. */
final class PingAnswers {

    private static final HttpClient CLIENT =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private static final PongFactory PONGS = new PongFactory(new MessageIds("partner.test"), Clock.systemUTC());

    private PingAnswers() {}

    static void pong(MessageHeader ping, URI adapter) {
        ChannelTerms channel = new ChannelTerms(
                "adapter-msh", adapter, SyncReplyMode.NONE, PerMessage.NEVER, PerMessage.NEVER, PerMessage.NEVER, null);
        OutgoingMessage pong = PONGS.pong(ping, channel);
        HttpRequest request = HttpRequest.newBuilder(adapter)
                .timeout(Duration.ofSeconds(10))
                .header("Content-Type", "text/xml; charset=UTF-8")
                .header("SOAPAction", "\"ebXML\"")
                .POST(HttpRequest.BodyPublishers.ofByteArray(pong.envelope()))
                .build();
        CLIENT.sendAsync(request, HttpResponse.BodyHandlers.discarding());
    }
}
