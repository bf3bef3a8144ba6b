package nl.opendk.ebms.app.gb;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.vertx.core.MultiMap;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.ext.web.RoutingContext;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import nl.opendk.ebms.app.backend.RefusalStatus;
import nl.opendk.ebms.component.gb.RequestBodyStream;
import nl.opendk.ebms.service.gb.send.Publishing;
import nl.opendk.ebms.service.send.Outcome;

/**
 * POST /api/gb/files: the back end sends a large file. The body is the file itself, streamed to disk; what to send
 * it under comes as query parameters (cpaId, service, action; optionally fromPartyId, toPartyId, serviceType,
 * conversationId, contextId, filename, contentType (else the request's Content-Type), validity). The CPA is checked
 * before the body is read. With {@code receiverOin} (an OIN) instead of a CPA, the file is published for that OIN and
 * no message is sent: the answer holds the metadata for the caller to send, as in a WUS response (DK-BP-GB
 * "Download"). Answers 201 with the metadata message and the file's URL, size and checksum; for a CPA
 * whose files are pushed, 202 with the upload's id (the metadata message goes once the file is on the receiver's
 * push service); 4xx says what is wrong and then nothing is kept; 507 when the file would not fit with the reserve
 * left free.
 */
final class UploadHttp {

    static final String PATH = "/api/gb/files";

    private final Optional<Publishing> publishing;
    private final long idleTimeoutMillis;
    private final ObjectMapper json = new ObjectMapper();

    UploadHttp(Optional<Publishing> publishing, Duration idleTimeout) {
        this.publishing = publishing;
        this.idleTimeoutMillis = idleTimeout.toMillis();
    }

    void handle(RoutingContext context) {
        HttpServerRequest request = context.request();
        if (publishing.isEmpty()) {
            answer(
                    context,
                    409,
                    Map.of(
                            "error",
                            "neither ebms.gb.public-url nor ebms.gb.push-targets is set: this adapter cannot send"
                                    + " files"));
            return;
        }
        Publishing.Request parsed;
        try {
            parsed = request(request.params(), request.getHeader("Content-Type"));
        } catch (DateTimeParseException e) {
            answer(context, 400, Map.of("error", "validity must be an ISO-8601 duration such as P7D"));
            return;
        }
        long declared = RequestBodyStream.declaredLength(request);
        RequestBodyStream body =
                new RequestBodyStream(request, context.vertx().getOrCreateContext(), idleTimeoutMillis);
        String receiverOin = request.params().get("receiverOin");
        if (receiverOin != null && request.params().get("cpaId") == null) {
            publishFor(context, receiverOin, parsed, body, declared);
            return;
        }
        context.vertx()
                .executeBlocking(() -> publishing.get().publish(parsed, body, declared), false)
                .onComplete(done -> {
                    if (done.failed()) {
                        Throwable cause = done.cause();
                        boolean broken = cause instanceof UncheckedIOException || cause instanceof IOException;
                        answer(
                                context,
                                broken ? 400 : 500,
                                Map.of(
                                        "error",
                                        broken
                                                ? "the file did not arrive whole: " + cause.getMessage()
                                                : "the file could not be published: " + cause));
                        return;
                    }
                    Outcome<Publishing.Published> outcome = done.result();
                    if (outcome.isSent()) {
                        answer(context, outcome.value().pushed() ? 202 : 201, published(outcome.value()));
                    } else {
                        answer(context, RefusalStatus.of(outcome.refusal()), Map.of("error", outcome.problem()));
                    }
                });
    }

    /** With receiverOin and no cpaId: published for that OIN, no message sent; the metadata comes back (G37). */
    private void publishFor(
            RoutingContext context,
            String receiverOin,
            Publishing.Request parsed,
            RequestBodyStream body,
            long declared) {
        context.vertx()
                .executeBlocking(() -> publishing.get().publishFor(receiverOin, parsed, body, declared), false)
                .onComplete(done -> {
                    if (done.failed()) {
                        answer(context, 400, Map.of("error", "the file did not arrive whole: " + done.cause()));
                    } else if (!done.result().isSent()) {
                        answer(
                                context,
                                RefusalStatus.of(done.result().refusal()),
                                Map.of("error", done.result().problem()));
                    } else {
                        Map<String, Object> answer =
                                published(done.result().value().published());
                        answer.remove("messageId");
                        answer.remove("conversationId");
                        answer.put(
                                "metadata",
                                new String(done.result().value().metadata(), java.nio.charset.StandardCharsets.UTF_8));
                        answer(context, 201, answer);
                    }
                });
    }

    private static Publishing.Request request(MultiMap query, String contentType) {
        String validity = query.get("validity");
        return new Publishing.Request(
                query.get("cpaId"),
                query.get("fromPartyId"),
                query.get("toPartyId"),
                query.get("service"),
                query.get("serviceType"),
                query.get("action"),
                query.get("conversationId"),
                query.get("contextId"),
                query.get("filename"),
                query.get("contentType") != null ? query.get("contentType") : contentType,
                validity == null ? null : Duration.parse(validity));
    }

    private static Map<String, Object> published(Publishing.Published published) {
        Map<String, Object> body = new LinkedHashMap<>();
        if (published.pushed()) {
            body.put("uploadId", published.id());
            body.put("status", "uploading");
        } else {
            body.put("id", published.id());
            body.put("messageId", published.messageId());
        }
        body.put("conversationId", published.conversationId());
        body.put("url", published.url().toString());
        body.put("filename", published.filename());
        body.put("size", published.size());
        body.put("checksum", published.checksum());
        body.put("checksumType", "SHA256");
        body.put("expiresAt", published.expiresAt().toString());
        return body;
    }

    private void answer(RoutingContext context, int status, Object body) {
        if (context.response().ended()) {
            return;
        }
        try {
            byte[] bytes = json.writeValueAsBytes(body);
            if (status >= 400) {
                // the rest of a refused body is not read
                context.response().putHeader("Connection", "close");
            }
            context.response()
                    .setStatusCode(status)
                    .putHeader("Content-Type", "application/json")
                    .end(io.vertx.core.buffer.Buffer.buffer(bytes));
        } catch (IOException e) {
            context.response().setStatusCode(500).end();
        }
    }
}
