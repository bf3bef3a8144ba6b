package nl.opendk.ebms.testkit.http;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;

/**
 * Calls to a running adapter or console under test as its one admin user, {@link #ADMIN_USER}, signed in with HTTP
 * Basic on every request, as scripts and back ends call {@code /api}.
 */
public abstract class SignedInHttp {

    public static final String ADMIN_USER = "operator";
    public static final String ADMIN_PASSWORD = "correct horse battery staple";

    private static final HttpClient CLIENT =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    /** The address of {@code path} on the server under test. */
    public abstract URI uri(String path);

    /** The Authorization header value of a user and password. */
    public static String basic(String user, String password) {
        return "Basic " + Base64.getEncoder().encodeToString((user + ":" + password).getBytes(StandardCharsets.UTF_8));
    }

    public HttpResponse<byte[]> post(String path, String contentType, byte[] body) {
        return send(signedIn(path)
                .header("Content-Type", contentType)
                .POST(HttpRequest.BodyPublishers.ofByteArray(body))
                .build());
    }

    public HttpResponse<byte[]> get(String path, String accept) {
        return send(signedIn(path).header("Accept", accept).GET().build());
    }

    public HttpResponse<byte[]> delete(String path) {
        return send(signedIn(path).DELETE().build());
    }

    /** A request as the test's admin user. */
    public HttpRequest.Builder signedIn(String path) {
        return HttpRequest.newBuilder(uri(path))
                .timeout(Duration.ofSeconds(30))
                .header("Authorization", basic(ADMIN_USER, ADMIN_PASSWORD));
    }

    public static HttpResponse<byte[]> send(HttpRequest request) {
        try {
            return CLIENT.send(request, HttpResponse.BodyHandlers.ofByteArray());
        } catch (IOException e) {
            throw new IllegalStateException("request to " + request.uri() + " failed", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
