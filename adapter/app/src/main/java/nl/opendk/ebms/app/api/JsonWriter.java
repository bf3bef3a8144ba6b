package nl.opendk.ebms.app.api;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.apache.camel.Body;
import org.apache.camel.Exchange;
import org.apache.camel.Message;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Writes an {@link ApiAnswer} on the HTTP response. */
public final class JsonWriter {

    private static final Logger LOG = LoggerFactory.getLogger(JsonWriter.class);

    private final ObjectMapper mapper = new ObjectMapper();

    /** A defect while answering: logged in full, answered with a plain 500 and no stack trace. */
    public void failure(Exchange exchange) throws JsonProcessingException {
        LOG.error("REST call failed", exchange.getProperty(Exchange.EXCEPTION_CAUGHT, Throwable.class));
        write(ApiAnswer.error(500, "internal error; see the adapter log"), exchange);
    }

    public void write(@Body ApiAnswer answer, Exchange exchange) throws JsonProcessingException {
        Message message = exchange.getMessage();
        message.removeHeaders("*");
        message.setHeader(Exchange.HTTP_RESPONSE_CODE, answer.status());
        if (answer.contentType() != null) {
            message.setHeader(Exchange.CONTENT_TYPE, answer.contentType());
        }
        Object body = answer.body();
        message.setBody(body == null || body instanceof byte[] ? body : mapper.writeValueAsBytes(body));
    }
}
