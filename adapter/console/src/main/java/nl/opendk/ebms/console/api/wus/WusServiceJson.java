package nl.opendk.ebms.console.api.wus;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import nl.opendk.ebms.db.wus.StoredWusOperation;
import nl.opendk.ebms.db.wus.StoredWusService;
import nl.opendk.ebms.protocol.security.certificate.CertificateNames;
import nl.opendk.ebms.service.wus.PartnerCertificates;
import nl.opendk.wus.protocol.wsdl.WsdlOperation;
import nl.opendk.wus.protocol.wsdl.WsdlReport;
import nl.opendk.wus.protocol.wsdl.WsdlSummary;

/** The JSON of /api/wus/services: what an operator reads of a WUS service and of a checked WSDL. */
final class WusServiceJson {

    private static final int PEM_LINE = 64;

    private WusServiceJson() {}

    /**
     * @param live true when this node uses the service now: false for one that no longer reads (see the log)
     * @param updated when it was last saved, by any node
     */
    record Summary(
            String name, String direction, String path, String profile, int operations, boolean live, String updated) {}

    /** A service without its WSDL, which is at {@code /api/wus/services/{name}/wsdl}. */
    record Detail(
            String name,
            String direction,
            String path,
            String profile,
            String targetNamespace,
            String backendEndpoint,
            String backendTimeout,
            String partnerEndpoint,
            CertificateJson partnerCertificate,
            boolean storeBodies,
            String keyAlias,
            int wsdlSize,
            boolean live,
            String created,
            String updated,
            List<OperationJson> operations) {}

    record OperationJson(String name, String requestAction, String responseAction, List<String> allowedOins) {}

    /** @param pem the certificate as uploaded, in PEM; subject and dates are null when it does not read */
    record CertificateJson(String subject, String issuer, String notBefore, String notAfter, String pem) {}

    record FindingJson(String severity, String rule, String message, String location) {}

    record SummaryJson(
            String targetNamespace, String portType, List<String> services, List<WsdlOperationJson> operations) {}

    /** @param requestElement the element the request Body holds, as {namespace}local, or null */
    record WsdlOperationJson(String name, String requestAction, String responseAction, String requestElement) {}

    record Checked(boolean valid, List<FindingJson> findings, SummaryJson summary) {}

    /** @param findings every WSDL finding, the errors that refuse it and the notes of what was assumed */
    record Refusal(String error, List<FindingJson> findings, List<String> problems) {}

    record Saved(Detail service, boolean replaced, List<FindingJson> findings) {}

    static Summary summary(StoredWusService service, boolean live) {
        return new Summary(
                service.name(),
                direction(service),
                service.path(),
                service.profile(),
                service.operations().size(),
                live,
                text(service.updatedAt()));
    }

    static Detail detail(StoredWusService service, boolean live) {
        return new Detail(
                service.name(),
                direction(service),
                service.path(),
                service.profile(),
                service.targetNamespace(),
                service.backendEndpoint(),
                service.backendTimeoutMs() == null
                        ? null
                        : Duration.ofMillis(service.backendTimeoutMs()).toString(),
                service.partnerEndpoint(),
                certificate(service.partnerCertificate()),
                service.storeBodies(),
                service.keyAlias(),
                service.wsdl().length,
                live,
                text(service.createdAt()),
                text(service.updatedAt()),
                service.operations().stream().map(WusServiceJson::operation).toList());
    }

    static Checked checked(WsdlReport report) {
        return new Checked(
                report.valid(),
                findings(report),
                report.summary().map(WusServiceJson::summary).orElse(null));
    }

    static List<FindingJson> findings(WsdlReport report) {
        if (report == null) {
            return List.of();
        }
        return report.findings().stream()
                .map(f -> new FindingJson(f.severity().name(), f.rule().id(), f.message(), f.location()))
                .toList();
    }

    private static SummaryJson summary(WsdlSummary summary) {
        return new SummaryJson(
                summary.targetNamespace(),
                summary.portType(),
                summary.services(),
                summary.operations().stream().map(WusServiceJson::operation).toList());
    }

    private static WsdlOperationJson operation(WsdlOperation operation) {
        return new WsdlOperationJson(
                operation.name(),
                operation.inputAction(),
                operation.outputAction(),
                operation.inputElement() == null
                        ? null
                        : operation.inputElement().toString());
    }

    private static OperationJson operation(StoredWusOperation operation) {
        return new OperationJson(
                operation.name(), operation.requestAction(), operation.responseAction(), operation.oins());
    }

    private static CertificateJson certificate(byte[] stored) {
        if (stored == null) {
            return null;
        }
        String pem = pem(stored);
        return PartnerCertificates.read(stored)
                .map(x509 -> new CertificateJson(
                        CertificateNames.of(x509.getSubjectX500Principal()),
                        CertificateNames.of(x509.getIssuerX500Principal()),
                        x509.getNotBefore().toInstant().toString(),
                        x509.getNotAfter().toInstant().toString(),
                        pem))
                .orElse(new CertificateJson(null, null, null, null, pem));
    }

    /** PEM as uploaded, or DER turned into PEM (RFC 7468). */
    private static String pem(byte[] stored) {
        String text = new String(stored, StandardCharsets.US_ASCII);
        if (text.contains("-----BEGIN")) {
            return text;
        }
        String body = Base64.getMimeEncoder(PEM_LINE, new byte[] {'\n'}).encodeToString(stored);
        return "-----BEGIN CERTIFICATE-----\n" + body + "\n-----END CERTIFICATE-----\n";
    }

    private static String direction(StoredWusService service) {
        return service.direction().name().toLowerCase(Locale.ROOT);
    }

    private static String text(Instant instant) {
        return instant == null ? null : instant.toString();
    }
}
