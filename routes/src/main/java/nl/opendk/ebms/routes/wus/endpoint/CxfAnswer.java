package nl.opendk.ebms.routes.wus.endpoint;

/** What CXF answered a request with: HTTP status, content type and the bytes of the response. */
public record CxfAnswer(int status, String contentType, byte[] body) {}
