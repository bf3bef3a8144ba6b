package nl.opendk.ebms.console.api;

import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.List;
import nl.opendk.ebms.component.security.AdapterSecurity;
import nl.opendk.ebms.component.security.SecurityMaterial;
import nl.opendk.ebms.protocol.security.certificate.CertificateNames;
import nl.opendk.ebms.routes.rest.ApiAnswer;

/**
 * {@code GET /api/security}: the keys and roots this node uses now; {@code POST /api/security/reload}: loads the key
 * store, trust store and CRL files again at once on this node, instead of at its next look for changes (every node
 * looks on its own every ebms.security.reload-check-interval). Files that do not load are answered with 422 and the
 * reason; the material in use is then kept.
 */
public final class SecurityApi {

    private final AdapterSecurity security;

    public SecurityApi(AdapterSecurity security) {
        this.security = security;
    }

    public ApiAnswer current() {
        return ApiAnswer.json(200, state());
    }

    public ApiAnswer reload() {
        AdapterSecurity.Reload reload = security.reload(true);
        if (!reload.loaded()) {
            return ApiAnswer.error(
                    422,
                    "the key store, trust store or CRL files do not load; the ones in use are" + " kept: "
                            + reload.problem());
        }
        return ApiAnswer.json(200, state());
    }

    private State state() {
        SecurityMaterial material = security.material();
        List<Key> keys = new ArrayList<>();
        if (material.ring() != null) {
            material.ring()
                    .entries()
                    .forEach((alias, credential) -> keys.add(
                            Key.of(alias, alias.equals(material.ring().primaryAlias()), credential.certificate())));
        }
        List<String> roots = material.trust() == null
                ? List.of()
                : material.trust().anchors().stream()
                        .map(root -> CertificateNames.of(root.getSubjectX500Principal()))
                        .toList();
        return new State(
                keys,
                roots,
                material.trust() == null ? 0 : material.trust().intermediates().size(),
                security.settings().crlFiles().stream().map(Object::toString).toList());
    }

    /**
     * @param caCertificates how many CA certificates below the roots the trust store holds
     * @param crlFiles the configured CRL files (ebms.crl.files)
     */
    public record State(List<Key> keys, List<String> roots, int caCertificates, List<String> crlFiles) {}

    /** @param primary true for ebms.keystore.alias: the TLS server key and the key of every CPA that names no other */
    public record Key(
            String alias,
            boolean primary,
            String subject,
            String issuer,
            String serial,
            String notBefore,
            String notAfter) {

        static Key of(String alias, boolean primary, X509Certificate certificate) {
            return new Key(
                    alias,
                    primary,
                    CertificateNames.of(certificate.getSubjectX500Principal()),
                    CertificateNames.of(certificate.getIssuerX500Principal()),
                    certificate.getSerialNumber().toString(16),
                    certificate.getNotBefore().toInstant().toString(),
                    certificate.getNotAfter().toInstant().toString());
        }
    }
}
