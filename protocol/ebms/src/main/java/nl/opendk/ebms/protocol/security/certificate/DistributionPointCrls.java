package nl.opendk.ebms.protocol.security.certificate;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.cert.CertificateFactory;
import java.security.cert.X509CRL;
import java.security.cert.X509Certificate;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Fetches the CRLs a certificate names in its CRL distribution points (RFC 5280 §4.2.1.13), from file:, http: or
 * https: URLs, and keeps each until its nextUpdate so a busy adapter does not fetch per message. A URL that cannot
 * be fetched or parsed yields nothing; the validator then applies its fail-open or fail-closed rule.
 */
public final class DistributionPointCrls implements CrlSource {

    private final HttpClient http;
    private final Duration timeout;
    private final int maxBytes;
    private final Clock clock;
    private final Map<String, X509CRL> cache = new ConcurrentHashMap<>();

    /**
     * @param timeout for one HTTP fetch
     * @param maxBytes largest CRL accepted, so a hostile distribution point cannot exhaust memory
     */
    public DistributionPointCrls(HttpClient http, Duration timeout, int maxBytes, Clock clock) {
        this.http = http;
        this.timeout = timeout;
        this.maxBytes = maxBytes;
        this.clock = clock;
    }

    @Override
    public List<X509CRL> crlsFor(X509Certificate certificate) {
        List<X509CRL> crls = new ArrayList<>();
        for (String url : DistributionPointUrls.of(certificate)) {
            X509CRL crl = cache.get(url);
            if (crl == null || isStale(crl)) {
                crl = fetch(url);
                if (crl != null) {
                    cache.put(url, crl);
                }
            }
            if (crl != null) {
                crls.add(crl);
            }
        }
        return crls;
    }

    private boolean isStale(X509CRL crl) {
        return crl.getNextUpdate() != null
                && !clock.instant().isBefore(crl.getNextUpdate().toInstant());
    }

    private X509CRL fetch(String url) {
        try {
            URI uri = URI.create(url);
            String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
            byte[] bytes =
                    switch (scheme) {
                        case "file" -> readFile(Path.of(uri));
                        case "http", "https" -> download(uri);
                        default -> null;
                    };
            return bytes == null ? null : parse(bytes);
        } catch (IOException | IllegalArgumentException | GeneralSecurityException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    private byte[] readFile(Path file) throws IOException {
        return Files.size(file) > maxBytes ? null : Files.readAllBytes(file);
    }

    private byte[] download(URI uri) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(uri).timeout(timeout).GET().build();
        HttpResponse<InputStream> response = http.send(request, HttpResponse.BodyHandlers.ofInputStream());
        try (InputStream body = response.body()) {
            if (response.statusCode() != 200) {
                return null;
            }
            byte[] bytes = body.readNBytes(maxBytes + 1);
            return bytes.length > maxBytes ? null : bytes;
        }
    }

    private static X509CRL parse(byte[] bytes) throws GeneralSecurityException {
        return (X509CRL) CertificateFactory.getInstance("X.509").generateCRL(new ByteArrayInputStream(bytes));
    }
}
