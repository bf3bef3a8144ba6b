package nl.opendk.ebms.app.gb;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.vertx.core.buffer.Buffer;
import io.vertx.ext.web.RoutingContext;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import nl.opendk.ebms.component.gb.RequestBodyStream;
import nl.opendk.ebms.db.gb.DownloadRow;
import nl.opendk.ebms.db.gb.DownloadStatus;
import nl.opendk.ebms.db.gb.Downloads;
import nl.opendk.ebms.routes.rest.ReceivedFileJson;
import nl.opendk.ebms.service.gb.receive.MetadataIntake;
import nl.opendk.ebms.service.gb.receive.ReceivedFiles;
import nl.opendk.gb.protocol.transfer.ByteRange;

/**
 * The back end's view of received Grote Berichten files, behind the API's sign-in: {@value #LIST} lists a
 * message's verified files, {@value #FILE} streams one from disk, one byte range at a time if asked (RFC 7233), so
 * a back end on another machine can fetch a file of any size and resume.
 */
final class ReceivedFilesHttp {

    static final String LIST = "/api/messages/:id/files";
    static final String FILE = "/api/gb/downloads/:id/file";
    static final String REQUEST = "/api/gb/downloads";
    static final String STATUS = "/api/gb/downloads/:id";

    /** Metadata is a few kilobytes; a body larger than this is no metadata. */
    private static final int MAX_METADATA = 1 << 20;

    private final ReceivedFiles files;
    private final MetadataIntake intake;
    private final Downloads downloads;
    private final long idleTimeoutMillis;
    private final ObjectMapper json = new ObjectMapper();

    ReceivedFilesHttp(ReceivedFiles files, MetadataIntake intake, Downloads downloads, Duration idleTimeout) {
        this.files = files;
        this.intake = intake;
        this.downloads = downloads;
        this.idleTimeoutMillis = idleTimeout.toMillis();
    }

    /**
     * POST {@value #REQUEST}: the back end hands in pull metadata it got without a message of ours (in a WUS
     * response, DK-BP-GB "Download"); 202 with a download per data-reference, each followed at {@value #STATUS}.
     */
    void request(RoutingContext context) {
        RequestBodyStream body =
                new RequestBodyStream(context.request(), context.vertx().getOrCreateContext(), idleTimeoutMillis);
        context.vertx()
                .executeBlocking(
                        () -> {
                            byte[] metadata = body.readNBytes(MAX_METADATA + 1);
                            return metadata.length > MAX_METADATA ? null : intake.request(metadata);
                        },
                        false)
                .onComplete(done -> {
                    if (done.failed()) {
                        error(context, 400, "the metadata did not arrive whole: " + done.cause());
                    } else if (done.result() == null) {
                        context.response().putHeader("Connection", "close");
                        error(context, 413, "metadata is at most " + MAX_METADATA + " bytes");
                    } else if (!done.result().isSent()) {
                        error(context, 400, done.result().problem());
                    } else {
                        answer(
                                context,
                                202,
                                Map.of(
                                        "downloads",
                                        done.result().value().stream()
                                                .map(id -> Map.of(
                                                        "id", id, "status", "waiting", "href", REQUEST + "/" + id))
                                                .toList()));
                    }
                });
    }

    /** GET {@value #STATUS}: where a download is; its file at {@value #FILE} once complete. */
    void status(RoutingContext context) {
        Optional<Long> id = id(context);
        if (id.isEmpty()) {
            return;
        }
        context.vertx().executeBlocking(() -> downloads.byId(id.get()), false).onComplete(done -> {
            if (done.failed()) {
                error(context, 500, "the download could not be read: " + done.cause());
            } else if (done.result().isEmpty()) {
                error(context, 404, "no download with id " + id.get());
            } else {
                answer(context, 200, status(done.result().get()));
            }
        });
    }

    private static Map<String, Object> status(DownloadRow row) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("id", row.id());
        body.put("status", row.status().name().toLowerCase(Locale.ROOT));
        body.put("filename", row.filename());
        body.put("size", row.size());
        body.put("receivedBytes", row.receivedBytes());
        body.put("attempts", row.attempts());
        body.put("errorCode", row.errorCode());
        body.put("errorText", row.errorText());
        body.put("url", row.url());
        body.put(
                "href",
                row.status() == DownloadStatus.COMPLETE ? String.format(ReceivedFileJson.HREF, row.id()) : null);
        return body;
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
