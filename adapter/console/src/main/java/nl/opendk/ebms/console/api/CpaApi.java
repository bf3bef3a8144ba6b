package nl.opendk.ebms.console.api;

import static nl.opendk.ebms.console.observe.ConsoleLogEvent.CPA_DELETED;
import static nl.opendk.ebms.console.observe.ConsoleLogEvent.CPA_SAVED;

import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import nl.opendk.ebms.cpa.check.CpaCheckResult;
import nl.opendk.ebms.cpa.check.CpaFinding;
import nl.opendk.ebms.cpa.check.CpaUpload;
import nl.opendk.ebms.cpa.lookup.CompiledCpa;
import nl.opendk.ebms.cpa.lookup.CpaRegistry;
import nl.opendk.ebms.cpa.model.Cpa;
import nl.opendk.ebms.cpa.model.PartyInfo;
import nl.opendk.ebms.db.cpa.CpaRepository;
import nl.opendk.ebms.db.cpa.StoredCpa;
import nl.opendk.ebms.db.stats.MessageStatistics;
import nl.opendk.ebms.routes.rest.ApiAnswer;
import nl.opendk.ebms.service.cpa.CpaCatalog;
import nl.opendk.ebms.service.send.OurParties;
import org.apache.camel.Body;
import org.apache.camel.Header;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * /api/cpas: check and upload (validated before anything is stored; every finding reported), list, fetch, details,
 * delete. A change is live for the next message as soon as the call returns. Changes are logged with the signed-in
 * user who made them.
 */
public final class CpaApi {

    private static final Logger LOG = LoggerFactory.getLogger(CpaApi.class);

    private final CpaUpload upload;
    private final CpaCatalog catalog;
    private final CpaRegistry registry;
    private final CpaRepository repository;
    private final MessageStatistics statistics;
    private final OurParties ours;

    public CpaApi(
            CpaUpload upload,
            CpaCatalog catalog,
            CpaRegistry registry,
            CpaRepository repository,
            MessageStatistics statistics,
            OurParties ours) {
        this.upload = upload;
        this.catalog = catalog;
        this.registry = registry;
        this.repository = repository;
        this.statistics = statistics;
        this.ours = ours;
    }

    /** Validates without storing: what the upload page shows before the operator saves. */
    public ApiAnswer check(@Body byte[] xml) {
        if (xml == null || xml.length == 0) {
            return ApiAnswer.error(400, "the request body must be a CPA document (XML)");
        }
        CpaCheckResult result = upload.check(xml);
        String cpaId = result.cpa() == null ? null : result.cpa().cpaId();
        boolean exists = cpaId != null && catalog.stored(cpaId).isPresent();
        return ApiAnswer.json(200, new Checked(result.acceptable(), cpaId, exists, findings(result.findings())));
    }

    public ApiAnswer upload(@Body byte[] xml, @Header(ApiUser.HEADER) String user) {
        if (xml == null || xml.length == 0) {
            return ApiAnswer.error(400, "the request body must be a CPA document (XML)");
        }
        CpaCheckResult result = upload.check(xml);
        if (!result.acceptable()) {
            return ApiAnswer.json(400, new Refusal("the CPA is not acceptable", findings(result.findings())));
        }
        boolean created = catalog.save(result, xml);
        Cpa cpa = result.cpa();
        LOG.info(CPA_SAVED.line("CPA {} {} by {}"), cpa.cpaId(), created ? "uploaded" : "replaced", ApiUser.name(user));
        return ApiAnswer.json(
                created ? 201 : 200,
                new Saved(
                        summary(registry.find(cpa.cpaId()).orElseThrow(), repository.messageCount(cpa.cpaId())),
                        !created,
                        findings(result.findings())));
    }

    public ApiAnswer list() {
        Map<String, Long> counts = statistics.countsByCpa();
        return ApiAnswer.json(
                200,
                registry.all().stream()
                        .sorted(Comparator.comparing(CompiledCpa::cpaId))
                        .map(cpa -> summary(cpa, counts.getOrDefault(cpa.cpaId(), 0L)))
                        .toList());
    }

    /** Parties, roles, actions each side may send and receive, endpoints, reliability and security. */
    public ApiAnswer details(@Header("cpaId") String cpaId) {
        return registry.find(cpaId)
                .map(cpa -> ApiAnswer.json(
                        200,
                        CpaDetails.of(
                                cpa,
                                repository.messageCount(cpaId),
                                repository.version(cpaId).orElse(1),
                                repository.versions(cpaId),
                                ours)))
                .orElseGet(() -> ApiAnswer.error(404, "no CPA with id " + cpaId));
    }

    /** The CPA as uploaded, or its summary as JSON when the caller asks for JSON. */
    public ApiAnswer get(@Header("cpaId") String cpaId, @Header("Accept") String accept) {
        Optional<StoredCpa> stored = catalog.stored(cpaId);
        if (stored.isEmpty()) {
            return ApiAnswer.error(404, "no CPA with id " + cpaId);
        }
        if (accept != null && accept.contains(ApiAnswer.JSON)) {
            return registry.find(cpaId)
                    .map(cpa -> ApiAnswer.json(200, summary(cpa, repository.messageCount(cpaId))))
                    .orElseGet(() -> ApiAnswer.error(409, "CPA " + cpaId + " is stored but does not parse"));
        }
        return ApiAnswer.raw("application/xml", stored.get().content());
    }

    /**
     * Deletes a CPA. Messages stored under it keep its id but lose the agreement they were exchanged under, so a
     * CPA that messages refer to is only deleted with {@code force=true}; otherwise 409 says how many there are.
     */
    public ApiAnswer delete(
            @Header("cpaId") String cpaId, @Header("force") String force, @Header(ApiUser.HEADER) String user) {
        if (catalog.stored(cpaId).isEmpty()) {
            return ApiAnswer.error(404, "no CPA with id " + cpaId);
        }
        long messages = repository.messageCount(cpaId);
        if (messages > 0 && !"true".equals(force)) {
            return ApiAnswer.json(
                    409,
                    new InUse(
                            messages + " stored message(s) refer to CPA " + cpaId
                                    + "; delete with force=true to remove it all the same",
                            messages));
        }
        if (!catalog.delete(cpaId)) {
            return ApiAnswer.error(404, "no CPA with id " + cpaId);
        }
        LOG.info(
                CPA_DELETED.line("CPA {} deleted by {} ({} message(s) referred to it)"),
                cpaId,
                ApiUser.name(user),
                messages);
        return ApiAnswer.noContent();
    }

    static CpaSummary summary(CompiledCpa compiled, Long messageCount) {
        Cpa cpa = compiled.cpa();
        List<PartySummary> parties = cpa.parties().stream().map(CpaApi::party).toList();
        return new CpaSummary(
                cpa.cpaId(),
                cpa.status().wireValue(),
                cpa.start().toString(),
                cpa.end().toString(),
                compiled.profile().cpaName(),
                parties,
                messageCount);
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

    /** @param messages how many stored messages refer to the CPA */
    public record CpaSummary(
            String cpaId,
            String status,
            String start,
            String end,
            String profile,
            List<PartySummary> parties,
            Long messages) {}

    public record PartySummary(String name, List<PartyIdJson> partyIds) {}

    public record PartyIdJson(String type, String value) {}

    public record FindingJson(String severity, String path, String message) {}

    public record Refusal(String error, List<FindingJson> findings) {}

    public record Saved(CpaSummary cpa, boolean replaced, List<FindingJson> findings) {}

    /** @param exists true when saving would replace a stored CPA with the same id */
    public record Checked(boolean acceptable, String cpaId, boolean exists, List<FindingJson> findings) {}

    public record InUse(String error, long messages) {}
}
