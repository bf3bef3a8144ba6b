package nl.opendk.ebms.app.api;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import nl.opendk.ebms.cpa.check.CpaCheckResult;
import nl.opendk.ebms.cpa.check.CpaFinding;
import nl.opendk.ebms.cpa.check.CpaUpload;
import nl.opendk.ebms.cpa.lookup.CompiledCpa;
import nl.opendk.ebms.cpa.lookup.CpaRegistry;
import nl.opendk.ebms.cpa.model.Cpa;
import nl.opendk.ebms.cpa.model.PartyInfo;
import nl.opendk.ebms.db.cpa.StoredCpa;
import nl.opendk.ebms.routes.cpa.CpaCatalog;
import org.apache.camel.Body;
import org.apache.camel.Header;

/**
 * /api/cpas: upload (validated before anything is stored; every finding reported), list, fetch, delete. A change
 * is live for the next message as soon as the call returns.
 */
public final class CpaApi {

    private final CpaUpload upload;
    private final CpaCatalog catalog;
    private final CpaRegistry registry;

    public CpaApi(CpaUpload upload, CpaCatalog catalog, CpaRegistry registry) {
        this.upload = upload;
        this.catalog = catalog;
        this.registry = registry;
    }

    public ApiAnswer upload(@Body byte[] xml) {
        if (xml == null || xml.length == 0) {
            return ApiAnswer.error(400, "the request body must be a CPA document (XML)");
        }
        CpaCheckResult result = upload.check(xml);
        if (!result.acceptable()) {
            return ApiAnswer.json(400, new Refusal("the CPA is not acceptable", findings(result.findings())));
        }
        boolean created = catalog.save(result, xml);
        Cpa cpa = result.cpa();
        return ApiAnswer.json(
                created ? 201 : 200,
                new Saved(summary(registry.find(cpa.cpaId()).orElseThrow()), !created, findings(result.findings())));
    }

    public ApiAnswer list() {
        return ApiAnswer.json(
                200,
                registry.all().stream()
                        .sorted(Comparator.comparing(CompiledCpa::cpaId))
                        .map(CpaApi::summary)
                        .toList());
    }

    /** The CPA as uploaded, or its summary as JSON when the caller asks for JSON. */
    public ApiAnswer get(@Header("cpaId") String cpaId, @Header("Accept") String accept) {
        Optional<StoredCpa> stored = catalog.stored(cpaId);
        if (stored.isEmpty()) {
            return ApiAnswer.error(404, "no CPA with id " + cpaId);
        }
        if (accept != null && accept.contains(ApiAnswer.JSON)) {
            return registry.find(cpaId)
                    .map(cpa -> ApiAnswer.json(200, summary(cpa)))
                    .orElseGet(() -> ApiAnswer.error(409, "CPA " + cpaId + " is stored but does not parse"));
        }
        return ApiAnswer.raw("application/xml", stored.get().content());
    }

    public ApiAnswer delete(@Header("cpaId") String cpaId) {
        return catalog.delete(cpaId) ? ApiAnswer.noContent() : ApiAnswer.error(404, "no CPA with id " + cpaId);
    }

    static CpaSummary summary(CompiledCpa compiled) {
        Cpa cpa = compiled.cpa();
        List<PartySummary> parties = cpa.parties().stream().map(CpaApi::party).toList();
        return new CpaSummary(
                cpa.cpaId(),
                cpa.status().wireValue(),
                cpa.start().toString(),
                cpa.end().toString(),
                compiled.profile().cpaName(),
                parties);
    }

    private static PartySummary party(PartyInfo party) {
        return new PartySummary(
                party.partyName(),
                party.partyIds().stream()
                        .map(id -> new PartyIdJson(id.type(), id.value()))
                        .toList());
    }

    private static List<FindingJson> findings(List<CpaFinding> findings) {
        return findings.stream()
                .map(f -> new FindingJson(f.severity().name(), f.path(), f.message()))
                .toList();
    }

    public record CpaSummary(
            String cpaId, String status, String start, String end, String profile, List<PartySummary> parties) {}

    public record PartySummary(String name, List<PartyIdJson> partyIds) {}

    public record PartyIdJson(String type, String value) {}

    public record FindingJson(String severity, String path, String message) {}

    public record Refusal(String error, List<FindingJson> findings) {}

    public record Saved(CpaSummary cpa, boolean replaced, List<FindingJson> findings) {}
}
