package nl.opendk.ebms.app.gb;

import io.vertx.core.http.HttpMethod;
import io.vertx.ext.web.Router;
import nl.opendk.ebms.component.gateway.GroteBerichten;
import nl.opendk.ebms.component.gb.FileServiceHttp;

/**
 * The back end's Grote Berichten calls on the main port, under /api and behind its sign-in: the upload, the
 * received files, and downloads it asks for with metadata of its own. The file service partners download from is the gateway's ({@link FileServiceHttp}).
 */
public final class GbHttp {

    /** After the console's sign-in guard of /api (from -1000 on), before Camel's routes (from 0 on). */
    private static final int ORDER = FileServiceHttp.ORDER;

    private GbHttp() {}

    public static void install(Router router, GroteBerichten gb) {
        UploadHttp upload = new UploadHttp(gb.publishing(), gb.settings().downloadTimeout());
        router.route(HttpMethod.POST, UploadHttp.PATH).order(ORDER).handler(upload::handle);
        ReceivedFilesHttp received = new ReceivedFilesHttp(
                gb.received(), gb.intake(), gb.downloads(), gb.settings().downloadTimeout());
        router.route(HttpMethod.GET, ReceivedFilesHttp.LIST).order(ORDER).handler(received::list);
        router.route(HttpMethod.GET, ReceivedFilesHttp.FILE).order(ORDER).handler(received::file);
        router.route(HttpMethod.POST, ReceivedFilesHttp.REQUEST).order(ORDER).handler(received::request);
        router.route(HttpMethod.GET, ReceivedFilesHttp.STATUS).order(ORDER).handler(received::status);
    }
}
