package nl.opendk.ebms.component.gb;

import static nl.opendk.ebms.service.observe.FlowLogEvent.GB_FILE_REFUSED;
import static nl.opendk.ebms.service.observe.FlowLogEvent.GB_FILE_SERVED;

import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import java.security.cert.X509Certificate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;
import nl.opendk.ebms.protocol.security.certificate.Oins;
import nl.opendk.ebms.routes.receive.ClientCertificates;
import nl.opendk.ebms.service.gb.TransferObserver;
import nl.opendk.ebms.service.gb.serve.FileAccess;
import nl.opendk.ebms.service.gb.serve.PushUploads;
import nl.opendk.gb.protocol.transfer.ByteRange;
import org.apache.camel.CamelContext;
import org.apache.camel.StartupListener;
import org.apache.camel.component.platform.http.vertx.VertxPlatformHttpRouter;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Our GB file service (DK-GB 3.8.1 ch04): GET and HEAD of {@value #PATH}, and PUT of pushed files ({@link
 * PushServiceHttp}), on the standalone adapter's server and on the components' own. {@link FileAccess} decides; this handler reads the client's certificate chain from the TLS
 * connection (never from a header) and sends the bytes straight from the file, so a file of any size costs no heap.
 * Partners authenticate with their certificates: the path is not behind the API's sign-in.
 */
public final class FileServiceHttp {

    static final String PATH = "/gb/files/:token";

    /** How long a PUT may pause between chunks of its body. */
    private static final java.time.Duration PUT_IDLE_TIMEOUT = java.time.Duration.ofMinutes(1);

    /** After the console's guards (from -1000 on), before Camel's routes (from 0 on). */
    public static final int ORDER = -100;

    private static final Logger LOG = LoggerFactory.getLogger(FileServiceHttp.class);

    private final Supplier<FileAccess> access;
    private final Supplier<TransferObserver> observer;

    private FileServiceHttp(Supplier<FileAccess> access, Supplier<TransferObserver> observer) {
        this.access = access;
        this.observer = observer;
    }

    /**
     * Puts the file service on a server's router.
     *
     * @param access the gateway's, asked for at each request: the router may be made before the gateway is open
     */
    public static void install(Router router, Supplier<GbServices> services) {
        FileServiceHttp files = new FileServiceHttp(
                () -> services.get().access(), () -> services.get().observer());
        router.route(HttpMethod.GET, PATH).order(ORDER).handler(files::handle);
        router.route(HttpMethod.HEAD, PATH).order(ORDER).handler(files::handle);
        PushServiceHttp push = new PushServiceHttp(() -> services.get().pushUploads(), PUT_IDLE_TIMEOUT);
        router.route(HttpMethod.PUT, PushServiceHttp.PATH).order(ORDER).handler(push::handle);
    }

    /**
     * What the file service answers with, from the gateway.
     *
     * @param access GET and HEAD of our published files (pull)
     * @param pushUploads PUT of partners' files (push)
     * @param observer where served bytes are counted
     */
    public record GbServices(FileAccess access, PushUploads pushUploads, TransferObserver observer) {}

    /**
     * Puts the file service on the platform HTTP server the host (or the standalone adapter) runs on {@code port}
     * once the context has started, when that server's router exists. Partners' certificates reach it only where
     * that server asks for them (the standalone adapter's and the components' own do).
     */
    public static void installOnStart(CamelContext context, int port, Supplier<GbServices> services) throws Exception {
        AtomicBoolean installed = new AtomicBoolean();
        Runnable install = () -> {
            Router router =
                    VertxPlatformHttpRouter.lookup(context, VertxPlatformHttpRouter.getRouterNameFromPort(port));
            if (router != null && installed.compareAndSet(false, true)) {
                install(router, services);
            }
        };
        context.addStartupListener(new StartupListener() {
            @Override
            public void onCamelContextStarted(CamelContext started, boolean alreadyStarted) {
                install.run();
            }

            @Override
            public void onCamelContextFullyStarted(CamelContext started, boolean alreadyStarted) {
                install.run();
            }
        });
    }

    private void handle(RoutingContext context) {
        HttpServerRequest request = context.request();
        boolean get = request.method() == HttpMethod.GET;
        // from the TLS connection, never from a header
        List<X509Certificate> chain = ClientCertificates.of(request.sslSession());
        String oin = chain.isEmpty() ? "(none)" : Oins.of(chain.get(0)).orElse("(none)");
        String token = context.pathParam("token");
        String range = request.getHeader("Range");
        context.vertx()
                .executeBlocking(
                        () -> access.get()
                                .answer(
                                        token,
                                        chain,
                                        range,
                                        request.getHeader("If-Range"),
                                        request.getHeader("If-Match"),
                                        get),
                        false)
                .onComplete(done -> {
                    if (done.failed()) {
                        LOG.warn(
                                GB_FILE_REFUSED.line("File service failed for {}: {}"),
                                token,
                                done.cause().toString());
                        context.response().setStatusCode(500).end();
                    } else {
                        respond(context.response(), done.result(), get, oin, range);
                        if (get && done.result().file() != null) {
                            observer.get().served(done.result().range().count());
                        }
                    }
                });
    }

    private static void respond(
            HttpServerResponse response, FileAccess.Answer answer, boolean get, String oin, String range) {
        response.setStatusCode(answer.status());
        if (answer.etag() != null) {
            response.putHeader("ETag", answer.etag());
            response.putHeader("Accept-Ranges", "bytes");
        }
        if (answer.file() == null) {
            LOG.info(
                    GB_FILE_REFUSED.line("File service answered {} to OIN {}: {}"),
                    answer.status(),
                    oin,
                    answer.problem());
            if (answer.range() != null) {
                response.putHeader("Content-Range", answer.range().contentRange());
            }
            response.putHeader("Content-Type", "text/plain; charset=utf-8");
            if (get) {
                response.end(answer.problem());
            } else {
                response.putHeader("Content-Length", "0").end();
            }
            return;
        }
        ByteRange bytes = answer.range();
        response.putHeader("Content-Type", answer.published().contentType());
        response.putHeader(
                "Last-Modified",
                DateTimeFormatter.RFC_1123_DATE_TIME.format(
                        answer.published().createdAt().atOffset(ZoneOffset.UTC)));
        if (bytes.kind() == ByteRange.Kind.PARTIAL) {
            response.putHeader("Content-Range", bytes.contentRange());
        }
        if (!get) {
            response.putHeader("Content-Length", Long.toString(bytes.count())).end();
            return;
        }
        LOG.info(
                GB_FILE_SERVED.line("File {} to OIN {}: {} bytes {}-{} of {} (Range: {})"),
                answer.published().filename(),
                oin,
                answer.status(),
                bytes.first(),
                bytes.last(),
                bytes.length(),
                range == null ? "none" : range);
        response.sendFile(answer.file().toString(), bytes.first(), bytes.count());
    }
}
