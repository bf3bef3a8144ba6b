package nl.opendk.ebms.console.api.wus;

import static nl.opendk.ebms.console.observe.ConsoleLogEvent.WUS_SERVICE_DELETED;
import static nl.opendk.ebms.console.observe.ConsoleLogEvent.WUS_SERVICE_SAVED;

import java.util.Optional;
import java.util.function.Predicate;
import nl.opendk.ebms.console.api.ApiUser;
import nl.opendk.ebms.db.wus.StoredWusService;
import nl.opendk.ebms.db.wus.WusServiceRepository;
import nl.opendk.ebms.db.wus.WusServiceSave;
import nl.opendk.ebms.routes.rest.ApiAnswer;
import nl.opendk.ebms.service.wus.WusCatalog;
import nl.opendk.ebms.service.wus.WusServiceDefinition;
import nl.opendk.wus.protocol.wsdl.WsdlCheck;
import org.apache.camel.Body;
import org.apache.camel.Header;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * /api/wus/services: the WUS services this organisation provides and consumes. A definition is checked whole before
 * anything is stored (the WSDL against the DK-WUS rules, then the settings) and every finding is reported. Saves and
 * deletes go through the catalog, so they are live on this node when the call returns and on the others at their
 * next refresh. Changes are logged with the signed-in user who made them.
 */
public final class WusServiceApi {

    private static final Logger LOG = LoggerFactory.getLogger(WusServiceApi.class);

    private final WusServiceUpload upload;
    private final WusCatalog catalog;
    private final WusServiceRepository repository;

    /** @param ourKeys whether our key store holds an entry under this alias now (a service's keyAlias) */
    public WusServiceApi(
            WsdlCheck wsdlCheck, WusCatalog catalog, WusServiceRepository repository, Predicate<String> ourKeys) {
        this.upload = new WusServiceUpload(wsdlCheck, ourKeys);
        this.catalog = catalog;
        this.repository = repository;
    }

    /** Every stored service, by name; {@code live} is false for one this node could not load. */
    public ApiAnswer list() {
        return ApiAnswer.json(
                200,
                repository.list().stream()
                        .map(service -> WusServiceJson.summary(service, live(service.name())))
                        .toList());
    }

    public ApiAnswer get(@Header("name") String name) {
        return stored(name)
                .map(service -> ApiAnswer.json(200, WusServiceJson.detail(service, live(name))))
                .orElseGet(() -> unknown(name));
    }

    /** The WSDL byte for byte as it was uploaded; it declares its own encoding. */
    public ApiAnswer wsdl(@Header("name") String name) {
        return stored(name)
                .map(service -> ApiAnswer.raw("application/xml", service.wsdl()))
                .orElseGet(() -> unknown(name));
    }

    /** Checks a WSDL without storing anything: its findings and what the adapter reads from it. */
    public ApiAnswer check(@Body byte[] wsdl) {
        if (wsdl == null || wsdl.length == 0) {
            return ApiAnswer.error(400, "the request body must be a WSDL 1.1 document");
        }
        return ApiAnswer.json(200, WusServiceJson.checked(upload.check(wsdl)));
    }

    /** Creates (201) or replaces (200) the service with the name; 400 lists every problem, 409 a path in use. */
    public ApiAnswer put(@Header("name") String name, @Body byte[] json, @Header(ApiUser.HEADER) String user) {
        if (json == null || json.length == 0) {
            return ApiAnswer.error(400, "the request body must be a JSON WUS service definition");
        }
        WusServiceUpload.Outcome outcome = upload.read(name, json);
        if (!outcome.acceptable()) {
            return ApiAnswer.json(
                    400,
                    new WusServiceJson.Refusal(
                            "the WUS service definition is not acceptable",
                            WusServiceJson.findings(outcome.report()),
                            outcome.problems()));
        }
        WusServiceDefinition definition = outcome.definition();
        WusServiceSave saved = catalog.save(definition);
        if (saved == WusServiceSave.PATH_TAKEN) {
            return ApiAnswer.error(409, "path " + definition.path() + " is used by " + holder(definition.path()));
        }
        LOG.info(
                WUS_SERVICE_SAVED.line("WUS service {} ({}) {} by {}"),
                name,
                definition.direction(),
                saved == WusServiceSave.CREATED ? "created" : "replaced",
                ApiUser.name(user));
        return ApiAnswer.json(
                saved == WusServiceSave.CREATED ? 201 : 200,
                new WusServiceJson.Saved(
                        WusServiceJson.detail(stored(name).orElseThrow(), live(name)),
                        saved == WusServiceSave.REPLACED,
                        WusServiceJson.findings(outcome.report())));
    }

    /** Deletes the service; the calls recorded for it stay. */
    public ApiAnswer delete(@Header("name") String name, @Header(ApiUser.HEADER) String user) {
        if (!catalog.delete(name)) {
            return unknown(name);
        }
        LOG.info(WUS_SERVICE_DELETED.line("WUS service {} deleted by {}"), name, ApiUser.name(user));
        return ApiAnswer.noContent();
    }

    private Optional<StoredWusService> stored(String name) {
        return name == null ? Optional.empty() : repository.find(name);
    }

    private boolean live(String name) {
        return catalog.service(name).isPresent();
    }

    /** The provided service that has the path, as far as this node knows: another node may have saved it just now. */
    private String holder(String path) {
        return catalog.provided(path)
                .map(service -> "WUS service " + service.name())
                .orElse("another WUS service");
    }

    private static ApiAnswer unknown(String name) {
        return ApiAnswer.error(404, "no WUS service named " + name);
    }
}
