package nl.opendk.ebms.app.gb;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.vertx.core.buffer.Buffer;
import io.vertx.ext.web.RoutingContext;
import java.util.Map;
import java.util.Optional;
import nl.opendk.ebms.routes.rest.ReceivedFileJson;
import nl.opendk.ebms.service.gb.ReceivedFiles;
import nl.opendk.gb.protocol.transfer.ByteRange;

/**
 * The back end's view of received Grote Berichten files, behind the API's sign-in: {@value #LIST} lists a
 * message's verified files, {@value #FILE} streams one from disk, one byte range at a time if asked (RFC 7233), so
 * a back end on another machine can fetch a file of any size and resume.
 */
final class ReceivedFilesHttp {

    static final String LIST = "/api/messages/:id/files";
    static final String FILE = "/api/gb/downloads/:id/file";

    private final ReceivedFiles files;
    private final ObjectMapper json = new ObjectMapper();

    ReceivedFilesHttp(ReceivedFiles files) {
        this.files = files;
    }

    void list(RoutingContext context) {
        Optional<Long> id = id(context);
        if (id.isEmpty()) {
            return;
        }
        context.vertx().executeBlocking(() -> files.of(id.get()), false).onComplete(done -> {
            if (done.failed()) {
                error(context, 500, "the files could not be read: " + done.cause());
            } else {
                answer(context, 200, Map.of("files", ReceivedFileJson.maps(done.result())));
            }
        });
    }

    void file(RoutingContext context) {
        Optional<Long> id = id(context);
        if (id.isEmpty()) {
            return;
        }
        String range = context.request().getHeader("Range");
        context.vertx().executeBlocking(() -> files.byId(id.get()), false).onComplete(done -> {
            if (done.failed()) {
                error(context, 500, "the file could not be read: " + done.cause());
            } else if (done.result().isEmpty()) {
                error(context, 404, "no verified file with id " + id.get());
            } else {
                send(context, done.result().get(), range);
            }
        });
    }

    private static void send(RoutingContext context, ReceivedFiles.ReceivedFile file, String range) {
        ByteRange bytes = ByteRange.of(range, file.size());
        var response = context.response()
                .putHeader("Accept-Ranges", "bytes")
                .putHeader("ETag", "\"" + file.checksum() + "\"")
                .putHeader("Content-Type", file.contentType())
                .putHeader("Content-Disposition", "attachment; filename=\"" + file.filename() + "\"");
        if (bytes.kind() == ByteRange.Kind.UNSATISFIABLE) {
            response.setStatusCode(416)
                    .putHeader("Content-Range", bytes.contentRange())
                    .end();
            return;
        }
        if (bytes.kind() == ByteRange.Kind.PARTIAL) {
            response.setStatusCode(206).putHeader("Content-Range", bytes.contentRange());
        }
        response.sendFile(file.path().toString(), bytes.first(), bytes.count());
    }

    private Optional<Long> id(RoutingContext context) {
        try {
            return Optional.of(Long.parseLong(context.pathParam("id")));
        } catch (NumberFormatException e) {
            error(context, 400, "the id must be a number, was '" + context.pathParam("id") + "'");
            return Optional.empty();
        }
    }

    private void error(RoutingContext context, int status, String problem) {
        answer(context, status, Map.of("error", problem));
    }

    private void answer(RoutingContext context, int status, Object body) {
        try {
            context.response()
                    .setStatusCode(status)
                    .putHeader("Content-Type", "application/json")
                    .end(Buffer.buffer(json.writeValueAsBytes(body)));
        } catch (JsonProcessingException e) {
            context.response().setStatusCode(500).end();
        }
    }
}
