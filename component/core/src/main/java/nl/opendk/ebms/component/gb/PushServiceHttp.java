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
import nl.opendk.ebms.service.gb.serve.PushUploads;
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
                .executeBlocking(() -> uploads.get().admit(token, name, chain), false)
                .onComplete(admitted -> {
                    if (admitted.failed()) {
                        finish(context, token, name, failed(admitted.cause()));
                    } else if (admitted.result().status() != 0) {
                        finish(context, token, name, admitted.result());
                    } else {
                        // RFC 9110 §10.1.1: only an admitted PUT is asked for its body
                        if ("100-continue".equalsIgnoreCase(request.getHeader("Expect"))) {
                            context.response().writeContinue();
                        }
                        context.vertx()
                                .executeBlocking(
                                        () -> uploads.get().store(admitted.result(), token, name, body, declared),
                                        false)
                                .onComplete(stored -> finish(
                                        context,
                                        token,
                                        name,
                                        stored.succeeded() ? stored.result() : failed(stored.cause())));
                    }
                });
    }

    /** Not stored: the disk failed, or the body did not arrive whole. Either may pass, so the sender tries again. */
    private static PushUploads.Answer failed(Throwable cause) {
        return new PushUploads.Answer(500, "the file could not be stored: " + cause, null);
    }

    private static void finish(RoutingContext context, String token, String name, PushUploads.Answer answer) {
        LOG.info(
                GB_FILE_PUT.line("PUT {}/{} from OIN {}: {}{}"),
                token,
                name,
                answer.oin() == null ? "(none)" : answer.oin(),
                answer.status(),
                answer.problem() == null ? "" : " (" + answer.problem() + ")");
        respond(context.response(), answer);
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
