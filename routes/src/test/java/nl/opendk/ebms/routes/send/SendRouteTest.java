package nl.opendk.ebms.routes.send;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import nl.opendk.ebms.db.outbox.Attempt;
import nl.opendk.ebms.db.outbox.AttemptLog;
import nl.opendk.ebms.db.outbox.Recorded;
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.routes.RouteIds;
import org.apache.camel.RoutesBuilder;
import org.apache.camel.builder.NotifyBuilder;
import org.apache.camel.test.junit5.CamelTestSupport;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A message holds its place from the queue until its attempt is committed, and no thread waits for that: with two
 * places and the commits held back, the partner gets two messages and no more, however many are queued, and the
 * rest go as the commits come. Two is then the most a killed node can have sent without a record, and so the most
 * that are sent twice after a crash (ADR 0006, ADR 0009).
 */
class SendRouteTest extends CamelTestSupport {

    private static final int PLACES = 2;

    private final List<CompletableFuture<Recorded>> commits = new CopyOnWriteArrayList<>();
    private final AtomicInteger requests = new AtomicInteger();
    private HttpServer partner;

    @Override
    protected RoutesBuilder createRouteBuilder() throws IOException {
        partner = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        partner.createContext("/ok", exchange -> {
            exchange.getRequestBody().readAllBytes();
            requests.incrementAndGet();
            exchange.sendResponseHeaders(204, -1);
            exchange.close();
        });
        partner.start();
        AttemptLog heldBack = new AttemptLog() {
            @Override
            public Recorded record(Attempt attempt) {
                throw new AssertionError("the route records without waiting");
            }

            @Override
            public CompletionStage<Recorded> recordLater(Attempt attempt) {
                CompletableFuture<Recorded> commit = new CompletableFuture<>();
                commits.add(commit);
                return commit;
            }
        };
        return new SendRoute(
                new SendSteps(SendFixtures.sending(heldBack)), PLACES, "&connectTimeout=2000&timeout=5000");
    }

    @AfterEach
    void stopPartner() {
        partner.stop(0);
    }

    @Test
    void noMoreMessagesAreUnderWayThanPlacesUntilTheirAttemptsAreCommitted() throws Exception {
        NotifyBuilder allDone =
                new NotifyBuilder(context).fromRoute(RouteIds.SEND).whenDone(5).create();
        for (int id = 1; id <= 5; id++) {
            template.sendBody(
                    SendRoute.CLAIMED,
                    SendFixtures.job(id, partnerUri(), Instant.now().plusSeconds(60), false));
        }

        awaitCommitsAsked(PLACES);
        // what more could be sent would be by now: the partner answers at once
        Thread.sleep(500);
        assertThat(requests).hasValue(PLACES);
        assertThat(commits)
                .as("sent and answered, but waiting for their commits")
                .hasSize(PLACES);

        for (int done = 0; done < 5; done++) {
            awaitCommitsAsked(done + 1);
            commits.get(done).complete(Recorded.moved(MessageStatus.DELIVERED));
        }

        assertThat(allDone.matches(20, TimeUnit.SECONDS)).isTrue();
        assertThat(requests).hasValue(5);
    }

    private void awaitCommitsAsked(int count) throws InterruptedException {
        long end = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (commits.size() < count && System.nanoTime() < end) {
            Thread.sleep(10);
        }
        assertThat(commits).hasSizeGreaterThanOrEqualTo(count);
    }

    private URI partnerUri() {
        return URI.create("http://127.0.0.1:" + partner.getAddress().getPort() + "/ok");
    }
}
