package nl.opendk.ebms.app.gb;

import io.vertx.core.http.HttpMethod;
import io.vertx.ext.web.Router;
import nl.opendk.ebms.component.gateway.GroteBerichten;

/**
 * The Grote Berichten HTTP handlers on the main port: the file service partners download from (behind mutual TLS,
 * not behind the console's sign-in), and under /api (behind it) the back end's upload and its received files.
 */
public final class GbHttp {

    /** After the console's sign-in guard of /api (from -1000 on), before Camel's routes (from 0 on). */
    private static final int ORDER = -100;

    private GbHttp() {}

    public static void install(Router router, GroteBerichten gb) {
        FileServiceHttp files = new FileServiceHttp(gb.access(), gb.observer());
        router.route(HttpMethod.GET, FileServiceHttp.PATH).order(ORDER).handler(files::handle);
        router.route(HttpMethod.HEAD, FileServiceHttp.PATH).order(ORDER).handler(files::handle);
        UploadHttp upload = new UploadHttp(gb.publishing(), gb.settings().downloadTimeout());
        router.route(HttpMethod.POST, UploadHttp.PATH).order(ORDER).handler(upload::handle);
        ReceivedFilesHttp received = new ReceivedFilesHttp(gb.received());
        router.route(HttpMethod.GET, ReceivedFilesHttp.LIST).order(ORDER).handler(received::list);
        router.route(HttpMethod.GET, ReceivedFilesHttp.FILE).order(ORDER).handler(received::file);
    }
}
