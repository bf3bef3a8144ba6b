package nl.opendk.ebms.console.api.wus;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Predicate;
import nl.opendk.ebms.db.wus.WusDirection;
import nl.opendk.ebms.service.wus.WusOperation;
import nl.opendk.ebms.service.wus.WusServiceDefinition;
import nl.opendk.wus.protocol.profile.WusProfile;
import nl.opendk.wus.protocol.wsdl.WsdlCheck;
import nl.opendk.wus.protocol.wsdl.WsdlOperation;
import nl.opendk.wus.protocol.wsdl.WsdlReport;
import nl.opendk.wus.protocol.wsdl.WsdlSummary;

/**
 * Turns a {@link WusServiceForm} into a {@link WusServiceDefinition}: the WSDL is checked, its operations and their
 * actions are taken from its summary, and the form adds the OINs and settings. Every problem is gathered, none
 * thrown, so the operator sees all of them at once.
 */
final class WusServiceUpload {

    private final WsdlCheck wsdlCheck;
    private final Predicate<String> ourKeys;
    private final ObjectMapper mapper = new ObjectMapper();

    /** @param ourKeys whether our key store holds an entry under this alias now */
    WusServiceUpload(WsdlCheck wsdlCheck, Predicate<String> ourKeys) {
        this.wsdlCheck = wsdlCheck;
        this.ourKeys = ourKeys;
    }

    /**
     * What the upload of {@code json} under {@code name} makes.
     *
     * @param report the WSDL's findings and summary; null when there was no WSDL to check
     * @param problems everything wrong besides the WSDL's own findings: the form, then the definition's problems
     */
    record Outcome(WusServiceDefinition definition, WsdlReport report, List<String> problems) {

        boolean acceptable() {
            return problems.isEmpty() && (report == null || report.valid());
        }
    }

    WsdlReport check(byte[] wsdl) {
        return wsdlCheck.check(wsdl);
    }

    Outcome read(String name, byte[] json) {
        WusServiceForm form;
        try {
            form = mapper.readValue(json, WusServiceForm.class);
        } catch (UnrecognizedPropertyException e) {
            return refused("unknown field '" + e.getPropertyName() + "'; the fields are " + e.getKnownPropertyIds());
        } catch (JsonProcessingException e) {
            return refused("the body is not a JSON WUS service definition: " + e.getOriginalMessage());
        } catch (IOException e) {
            return refused("the body could not be read: " + e.getMessage());
        }
        if (form == null) {
            return refused("the body must be a JSON WUS service definition");
        }
        List<String> problems = new ArrayList<>();
        byte[] wsdl = wsdl(form, problems);
        WsdlReport report = wsdl == null ? null : wsdlCheck.check(wsdl);
        WsdlSummary summary = report == null ? null : report.summary().orElse(null);
        WusServiceDefinition definition = new WusServiceDefinition(
                name,
                direction(form.direction(), problems),
                blankToNull(form.path()),
                profile(form.profile(), problems),
                wsdl,
                summary == null ? null : summary.targetNamespace(),
                uri("backendEndpoint", form.backendEndpoint(), problems),
                duration(form.backendTimeout(), problems),
                uri("partnerEndpoint", form.partnerEndpoint(), problems),
                form.partnerCertificate() == null
                        ? null
                        : form.partnerCertificate().getBytes(StandardCharsets.US_ASCII),
                storeBodies(form.storeBodies(), problems),
                operations(summary, form.operations(), problems),
                keyAlias(form.keyAlias(), problems));
        problems.addAll(definition.problems());
        return new Outcome(definition, report, List.copyOf(problems));
    }

    private String keyAlias(String value, List<String> problems) {
        String alias = blankToNull(value);
        if (alias != null && !ourKeys.test(alias)) {
            problems.add("keyAlias '" + alias + "' is no key entry of our key store (GET /api/security lists them)");
        }
        return alias;
    }

    private static Outcome refused(String problem) {
        return new Outcome(null, null, List.of(problem));
    }

    private static byte[] wsdl(WusServiceForm form, List<String> problems) {
        if (form.wsdl() != null && form.wsdlBase64() != null) {
            problems.add("give the WSDL once: as wsdl (text) or as wsdlBase64, not both");
            return null;
        }
        if (form.wsdlBase64() != null) {
            try {
                return Base64.getMimeDecoder().decode(form.wsdlBase64());
            } catch (IllegalArgumentException e) {
                problems.add("wsdlBase64 is not base64: " + e.getMessage());
                return null;
            }
        }
        return form.wsdl() == null ? null : form.wsdl().getBytes(StandardCharsets.UTF_8);
    }

    /**
     * The WSDL's operations with the OINs the form gives them. The actions come only from the WSDL (DK-WUS WS008):
     * an operation the form names that the WSDL lacks is a problem, not a new operation.
     */
    private static List<WusOperation> operations(
            WsdlSummary summary, List<WusServiceForm.OperationForm> forms, List<String> problems) {
        Map<String, Set<String>> oins = new HashMap<>();
        for (WusServiceForm.OperationForm form : forms) {
            if (form == null || form.name() == null) {
                problems.add("every entry of operations needs the name of a WSDL operation");
            } else if (oins.put(form.name(), oinSet(form, problems)) != null) {
                problems.add("operation " + form.name() + " is given twice");
            }
        }
        List<WsdlOperation> read = summary == null ? List.of() : summary.operations();
        for (String named : oins.keySet()) {
            if (read.stream().noneMatch(operation -> operation.name().equals(named))) {
                problems.add("operation " + named + " is not an operation of the WSDL");
            }
        }
        return read.stream()
                .map(operation -> new WusOperation(
                        operation.name(),
                        operation.inputAction(),
                        operation.outputAction(),
                        oins.getOrDefault(operation.name(), Set.of())))
                .toList();
    }

    private static Set<String> oinSet(WusServiceForm.OperationForm form, List<String> problems) {
        Set<String> oins = new LinkedHashSet<>();
        for (String oin : form.allowedOins()) {
            if (oin == null || oin.isBlank()) {
                problems.add("operation " + form.name() + ": an allowed OIN is empty");
            } else {
                oins.add(oin.trim());
            }
        }
        return oins;
    }

    private static WusDirection direction(String value, List<String> problems) {
        if (value == null || value.isBlank()) {
            return null;
        }
        try {
            return WusDirection.valueOf(value.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            problems.add("direction '" + value + "' is not PROVIDE or CONSUME");
            return null;
        }
    }

    private static WusProfile profile(String value, List<String> problems) {
        if (value == null || value.isBlank()) {
            return null;
        }
        return WusProfile.parse(value).orElseGet(() -> {
            problems.add("profile '" + value + "' is not 2W-be, 2W-be-S or 2W-be-SE");
            return null;
        });
    }

    private static URI uri(String field, String value, List<String> problems) {
        if (value == null || value.isBlank()) {
            return null;
        }
        try {
            return new URI(value.trim());
        } catch (URISyntaxException e) {
            problems.add(field + " is not a URI: " + e.getMessage());
            return null;
        }
    }

    private static Duration duration(String value, List<String> problems) {
        if (value == null || value.isBlank()) {
            return null;
        }
        try {
            return Duration.parse(value.trim());
        } catch (DateTimeParseException e) {
            problems.add("backendTimeout '" + value + "' is not an ISO-8601 duration such as PT30S");
            return null;
        }
    }

    private static boolean storeBodies(Boolean value, List<String> problems) {
        // Bodies may hold personal data, so keeping them is a choice the operator makes, never a default.
        if (value == null) {
            problems.add("storeBodies is required: true keeps request and response bodies with each call");
        }
        return Objects.requireNonNullElse(value, false);
    }

    private static String blankToNull(String value) {
        return value == null || value.isBlank() ? null : value.trim();
    }
}
