package nl.opendk.ebms.protocol.security.certificate;

import java.security.cert.X509CRL;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.List;

/**
 * Where CRLs come from. A source returns candidates; the validator itself checks that a CRL was issued and signed
 * by the certificate's issuer and is current, so a source need not be trusted.
 */
public interface CrlSource {

    /** CRLs that may cover this certificate; empty when none can be obtained now. */
    List<X509CRL> crlsFor(X509Certificate certificate);

    /** The candidates of every source, in order. */
    static CrlSource combined(List<CrlSource> sources) {
        List<CrlSource> copy = List.copyOf(sources);
        return certificate -> {
            List<X509CRL> crls = new ArrayList<>();
            for (CrlSource source : copy) {
                crls.addAll(source.crlsFor(certificate));
            }
            return crls;
        };
    }
}
