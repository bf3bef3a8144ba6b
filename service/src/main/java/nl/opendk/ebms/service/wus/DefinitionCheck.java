package nl.opendk.ebms.service.wus;

import java.net.URI;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/** The checks of a {@link WusServiceDefinition}: every finding gathered, none thrown. */
final class DefinitionCheck {

    /** The widths of the columns the values are stored in (db migration V5). */
    static final int NAME_LENGTH = 100;

    static final int ACTION_LENGTH = 255;
    static final int ADDRESS_LENGTH = 1000;

    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9._-]{1," + NAME_LENGTH + "}");

    /** An OIN is 20 digits (OIN-stelsel); it is what the TLS and signing certificates carry (DK-WUS §1.6). */
    private static final Pattern OIN = Pattern.compile("[0-9]{20}");

    private DefinitionCheck() {}

    static List<String> problems(WusServiceDefinition service) {
        List<String> problems = new ArrayList<>();
        if (service.name() == null || !NAME.matcher(service.name()).matches()) {
            problems.add("name must be 1 to " + NAME_LENGTH + " letters, digits, '.', '_' or '-'");
        }
        if (service.direction() == null) {
            problems.add("direction is required (PROVIDE or CONSUME)");
        }
        if (service.profile() == null) {
            problems.add("profile is required (2W-be, 2W-be-S or 2W-be-SE)");
        }
        if (service.wsdl() == null || service.wsdl().length == 0) {
            problems.add("the WSDL is required");
        }
        if (isBlank(service.targetNamespace()) || service.targetNamespace().length() > ADDRESS_LENGTH) {
            problems.add("targetNamespace is required, at most " + ADDRESS_LENGTH + " characters");
        }
        if (service.direction() != null) {
            if (service.isProvided()) {
                checkProvided(service, problems);
            } else {
                checkConsumed(service, problems);
            }
        }
        checkOperations(service, problems);
        return problems;
    }

    private static void checkProvided(WusServiceDefinition service, List<String> problems) {
        if (service.path() == null || !NAME.matcher(service.path()).matches()) {
            problems.add("a provided service needs a path of 1 to " + NAME_LENGTH
                    + " letters, digits, '.', '_' or '-' (reached at /wus/<path>)");
        }
        // Any absolute URI: the back end may be reached over http(s) or another transport the routes offer.
        if (!isAbsolute(service.backendEndpoint())) {
            problems.add("a provided service needs an absolute back-end endpoint URI of at most " + ADDRESS_LENGTH
                    + " characters");
        }
        if (service.backendTimeout() == null
                || service.backendTimeout().toMillis() <= 0
                || service.backendTimeout().toMillis() > Integer.MAX_VALUE) {
            problems.add("a provided service needs a back-end timeout of at least 1 ms");
        }
        if (service.partnerEndpoint() != null || service.partnerCertificate() != null) {
            problems.add("a provided service has no partner endpoint or certificate: partners are known by OIN");
        }
    }

    private static void checkConsumed(WusServiceDefinition service, List<String> problems) {
        if (service.path() != null || service.backendEndpoint() != null || service.backendTimeout() != null) {
            problems.add("a consumed service has no path, back-end endpoint or back-end timeout");
        }
        // DK-WUS WT001: two-way TLS for every profile, so a partner is only ever called over https.
        URI partner = service.partnerEndpoint();
        if (!isAbsolute(partner) || !"https".equalsIgnoreCase(partner.getScheme()) || partner.getHost() == null) {
            problems.add(
                    "a consumed service needs an https partner endpoint of at most " + ADDRESS_LENGTH + " characters");
        }
        if (!isCertificate(service.partnerCertificate())) {
            problems.add("a consumed service needs the partner's X.509 certificate (PEM or DER)");
        }
        for (WusOperation operation : service.operations()) {
            if (!operation.allowedOins().isEmpty()) {
                problems.add("operation " + operation.name() + ": allowed OINs apply to provided services only");
            }
        }
    }

    private static void checkOperations(WusServiceDefinition service, List<String> problems) {
        if (service.operations().isEmpty()) {
            problems.add("at least one operation is required");
        }
        Set<String> names = new HashSet<>();
        Set<String> actions = new HashSet<>();
        for (WusOperation operation : service.operations()) {
            String label = "operation " + operation.name();
            if (isBlank(operation.name()) || operation.name().length() > ACTION_LENGTH) {
                problems.add("an operation needs a name of at most " + ACTION_LENGTH + " characters");
            } else if (!names.add(operation.name())) {
                problems.add(label + " is defined twice");
            }
            checkAction(label + ": request action", operation.requestAction(), problems);
            checkAction(label + ": response action", operation.responseAction(), problems);
            // DK-WUS WA001: the Action names the operation, so one Action cannot serve two operations.
            if (operation.requestAction() != null && !actions.add(operation.requestAction())) {
                problems.add(label + ": request action " + operation.requestAction() + " is used by another operation");
            }
            for (String oin : operation.allowedOins()) {
                if (!OIN.matcher(oin).matches()) {
                    problems.add(label + ": OIN " + oin + " is not 20 digits");
                }
            }
        }
    }

    private static void checkAction(String label, String action, List<String> problems) {
        if (isBlank(action) || action.length() > ACTION_LENGTH) {
            problems.add(label + " is required, at most " + ACTION_LENGTH + " characters");
        }
    }

    private static boolean isAbsolute(URI uri) {
        return uri != null && uri.isAbsolute() && uri.toString().length() <= ADDRESS_LENGTH;
    }

    private static boolean isCertificate(byte[] certificate) {
        return PartnerCertificates.read(certificate).isPresent();
    }

    private static boolean isBlank(String value) {
        return value == null || value.isBlank();
    }
}
