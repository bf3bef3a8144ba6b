package nl.opendk.ebms.routes.rest;

import static nl.opendk.ebms.service.observe.FlowLogEvent.REST_FAILED;
import static nl.opendk.ebms.service.observe.FlowLogEvent.REST_REFUSED;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import nl.opendk.ebms.protocol.signal.ChannelSecurityUnavailable;
import org.apache.camel.Body;
import org.apache.camel.Exchange;
import org.apache.camel.Message;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Writes an {@link ApiAnswer} on the HTTP response. */
public final class JsonWriter {

    private static final Logger LOG = LoggerFactory.getLogger(JsonWriter.class);

    private final ObjectMapper mapper = new ObjectMapper();

    /**
     * A message the CPA wants secured while this adapter cannot secure it is a configuration problem the caller can
     * act on: 409 with the reason. Anything else is a defect: logged in full, answered with a plain 500 and no stack
     * trace.
     */
    public void failure(Exchange exchange) throws JsonProcessingException {
        Throwable caught = exchange.getProperty(Exchange.EXCEPTION_CAUGHT, Throwable.class);
        if (caught instanceof ChannelSecurityUnavailable refused) {
            LOG.warn(REST_REFUSED.line("REST call refused: {}"), refused.getMessage());
            write(ApiAnswer.error(409, refused.getMessage()), exchange);
            return;
        }
        LOG.error(REST_FAILED.line("REST call failed"), caught);
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
