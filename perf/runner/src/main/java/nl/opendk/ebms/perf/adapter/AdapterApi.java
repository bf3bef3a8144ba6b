package nl.opendk.ebms.perf.adapter;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import java.util.Optional;
import javax.net.ssl.SSLContext;

/**
 * The adapter's REST API as the runner uses it: is it up, and load the perf CPA. Every call goes through
 * {@link #request}, the one place that adds the API credentials (HTTP Basic) when they are configured.
 */
public final class AdapterApi {

    private final URI base;
    private final Optional<String> authorization;
    private final HttpClient client;

    /**
     * @param user the API user, or null when the API needs no login
     * @param tls the TLS context for an https base (trusting the adapter's certificate), or null
     */
    public AdapterApi(URI base, String user, String password, SSLContext tls) {
        this.base = base;
        HttpClient.Builder builder = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5));
        if (tls != null) {
            builder.sslContext(tls);
        }
        this.client = builder.build();
        this.authorization = user == null || user.isEmpty()
                ? Optional.empty()
                : Optional.of("Basic "
                        + Base64.getEncoder()
                                .encodeToString((user + ":" + (password == null ? "" : password))
                                        .getBytes(StandardCharsets.UTF_8)));
    }

    /**
     * True when the REST API answers: 200, or 401 (up behind its login). The HTTP server listens before the adapter
     * has started (it answers 503 on /ebms meanwhile) and the console's routes come last, so a 404 or 503 on /api
     * means "not yet".
     */
    public boolean answers() {
        try {
            int status = client.send(request("/api/cpas").GET().build(), HttpResponse.BodyHandlers.discarding())
                    .statusCode();
            return status == 200 || status == 401;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** POST /api/cpas: 201 created or 200 replaced; anything else stops the run with the adapter's answer. */
    public void uploadCpa(byte[] xml) {
        try {
            HttpResponse<String> response = client.send(
                    request("/api/cpas")
                            .header("Content-Type", "application/xml")
                            .POST(HttpRequest.BodyPublishers.ofByteArray(xml))
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() != 200 && response.statusCode() != 201) {
                throw new IllegalStateException("the adapter refused the perf CPA: HTTP " + response.statusCode()
                        + " " + response.body()
                        + (response.statusCode() == 401 ? " (set --api-user and --api-password)" : ""));
            }
        } catch (IOException e) {
            throw new IllegalStateException("cannot upload the perf CPA: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while uploading the perf CPA", e);
        }
    }

    /** PUT /api/wus/services/{name}: a WUS service of the WUS load (see PerfWusService). */
    public void defineWusService(String name, byte[] json) {
        try {
            HttpResponse<String> response = client.send(
                    request("/api/wus/services/" + name)
                            .header("Content-Type", "application/json")
                            .PUT(HttpRequest.BodyPublishers.ofByteArray(json))
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() != 200 && response.statusCode() != 201) {
                throw new IllegalStateException("the adapter refused the perf WUS service " + name + ": HTTP "
                        + response.statusCode() + " " + response.body());
            }
        } catch (IOException e) {
            throw new IllegalStateException("cannot define the perf WUS service: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while defining the perf WUS service", e);
        }
    }

    private HttpRequest.Builder request(String path) {
        HttpRequest.Builder builder = HttpRequest.newBuilder(base.resolve(path)).timeout(Duration.ofSeconds(30));
        authorization.ifPresent(value -> builder.header("Authorization", value));
        return builder;
    }
}
