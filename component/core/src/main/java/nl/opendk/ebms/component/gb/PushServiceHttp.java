package nl.opendk.ebms.component.gb;

import static nl.opendk.ebms.service.observe.FlowLogEvent.GB_FILE_PUT;

import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.ext.web.RoutingContext;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.util.List;
import java.util.function.Supplier;
import nl.opendk.ebms.routes.receive.ClientCertificates;
import nl.opendk.ebms.service.gb.PushUploads;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Our push service (DK-GB 3.8.1 ch02 push, GB002, GB016): {@code PUT /gb/push/{token}/{filename}}. {@link
 * PushUploads} decides who may put and stores the body; this handler reads the client's certificate chain from the
 * TLS connection (never from a header) and streams the body to a worker thread, so a file of any size costs no heap.
 */
final class PushServiceHttp {

    static final String PATH = "/gb/push/:token/:name";

    private static final Logger LOG = LoggerFactory.getLogger(PushServiceHttp.class);

    private final Supplier<PushUploads> uploads;
    private final long idleTimeoutMillis;

    PushServiceHttp(Supplier<PushUploads> uploads, Duration idleTimeout) {
        this.uploads = uploads;
        this.idleTimeoutMillis = idleTimeout.toMillis();
    }

    void handle(RoutingContext context) {
        HttpServerRequest request = context.request();
        List<X509Certificate> chain = ClientCertificates.of(request.sslSession());
        String token = context.pathParam("token");
        String name = context.pathParam("name");
        long declared = RequestBodyStream.declaredLength(request);
        // set up before the body flows: it pauses the request while the worker is behind
        RequestBodyStream body =
                new RequestBodyStream(request, context.vertx().getOrCreateContext(), idleTimeoutMillis);
        context.vertx()
                .executeBlocking(
                        () -> {
                            PushUploads.Answer admitted = uploads.get().admit(token, name, chain);
                            return admitted.status() != 0
                                    ? admitted
                                    : uploads.get().store(admitted, token, name, body, declared);
                        },
                        false)
                .onComplete(done -> {
                    PushUploads.Answer answer = done.succeeded()
                            ? done.result()
                            : new PushUploads.Answer(400, "the file did not arrive whole: " + done.cause(), null);
                    LOG.info(
                            GB_FILE_PUT.line("PUT {}/{} from OIN {}: {}{}"),
                            token,
                            name,
                            answer.oin() == null ? "(none)" : answer.oin(),
                            answer.status(),
                            answer.problem() == null ? "" : " (" + answer.problem() + ")");
                    respond(context.response(), answer);
                });
    }

    private static void respond(HttpServerResponse response, PushUploads.Answer answer) {
        if (response.ended()) {
            return;
        }
        response.setStatusCode(answer.status());
        if (answer.problem() == null) {
            response.end();
            return;
        }
        // the rest of a refused body is not read
        response.putHeader("Connection", "close");
        response.putHeader("Content-Type", "text/plain; charset=utf-8").end(answer.problem());
    }
}
