package nl.opendk.ebms.routes.rest;

/**
 * A REST answer of the adapter's HTTP APIs (the console's and the back end's): status, content type and body. JSON bodies are records serialized by {@link JsonWriter}; raw
 * bodies (a CPA document, a payload) go out as they are.
 */
public record ApiAnswer(int status, String contentType, Object body) {

    public static final String JSON = "application/json";

    public static ApiAnswer json(int status, Object body) {
        return new ApiAnswer(status, JSON, body);
    }

    public static ApiAnswer raw(String contentType, byte[] body) {
        return new ApiAnswer(200, contentType, body);
    }

    public static ApiAnswer noContent() {
        return new ApiAnswer(204, null, null);
    }

    /** A clear error for a REST caller: what went wrong, in words. */
    public static ApiAnswer error(int status, String message) {
        return json(status, new ErrorBody(message));
    }

    public record ErrorBody(String error) {}
}
