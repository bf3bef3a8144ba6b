package nl.opendk.ebms.routes.wus.consume;

import static nl.opendk.ebms.service.observe.FlowLogEvent.WUS_FAILED;

import java.time.Duration;
import java.time.Instant;
import java.util.stream.Collectors;
import nl.opendk.ebms.service.wus.consume.ConsumedCall;
import nl.opendk.ebms.service.wus.consume.WusConsumer;
import nl.opendk.ebms.service.wus.consume.WusConsumer.PartnerResult;
import nl.opendk.ebms.service.wus.consume.WusConsumer.Preparation;
import nl.opendk.wus.protocol.plain.PlainFault;
import nl.opendk.wus.protocol.plain.PlainMessage;
import nl.opendk.wus.protocol.plain.PlainSoap;
import nl.opendk.wus.protocol.xml.WusNamespaces;
import org.apache.camel.Exchange;
import org.apache.camel.Message;
import org.apache.camel.component.platform.http.vertx.HttpMessage;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The steps of the consume route: the back end's request prepared, the partner called, the answer recorded. */
public final class WusConsumeSteps {

    /**
     * On an answer whose Grote Berichten metadata is being downloaded: the downloads' ids, comma-separated, each
     * followed at {@code GET /api/gb/downloads/{id}}.
     */
    public static final String GB_DOWNLOADS = "EbmsGbDownloads";

    /** On an answer whose Grote Berichten metadata failed its checks: why nothing is downloaded. */
    public static final String GB_DOWNLOADS_REFUSED = "EbmsGbDownloadsRefused";

    private static final Logger LOG = LoggerFactory.getLogger(WusConsumeSteps.class);
    private static final String TEXT_XML = "text/xml; charset=UTF-8";

    private final String basePath;
    private final WusConsumer consumer;
    private final PartnerCalls partners;

    /** @param basePath the path the services are called under, e.g. {@code /api/wus/call} */
    public WusConsumeSteps(String basePath, WusConsumer consumer, PartnerCalls partners) {
        this.basePath = basePath;
        this.consumer = consumer;
        this.partners = partners;
    }

    public void handle(Exchange exchange) {
        Message in = exchange.getIn();
        byte[] body = in.getBody(byte[].class);
        WusConsumer.Answer answer = call(serviceName(in), body, in.getHeader("SOAPAction", String.class));
        Message out = exchange.getMessage();
        write(out, answer.status(), answer.body());
        if (!answer.gbDownloads().isEmpty()) {
            out.setHeader(
                    GB_DOWNLOADS,
                    answer.gbDownloads().stream().map(String::valueOf).collect(Collectors.joining(",")));
        }
        if (answer.gbRefused() != null) {
            out.setHeader(GB_DOWNLOADS_REFUSED, answer.gbRefused());
        }
    }

    /**
     * One call of a partner's service for our back end, whether it came over HTTP or from a route's
     * {@code wus:consume} producer: the request prepared, the partner called, the answer checked and recorded.
     */
    public WusConsumer.Answer call(String serviceName, byte[] body, String soapAction) {
        Preparation preparation = consumer.prepare(serviceName, body == null ? new byte[0] : body, soapAction);
        if (preparation instanceof Preparation.Refused refused) {
            return new WusConsumer.Answer(refused.status(), refused.body());
        }
        ConsumedCall call = ((Preparation.Ready) preparation).call();
        Instant calledAt = Instant.now();
        long start = System.nanoTime();
        PartnerResult result;
        try {
            result = partners.call(call);
        } catch (Exception e) {
            LOG.error(
                    WUS_FAILED.line("Calling partner service {} failed in the adapter"),
                    call.service().name(),
                    e);
            result = consumer.failure(call, "the adapter failed to call the partner");
        }
        return consumer.ended(call, calledAt, Duration.ofNanos(System.nanoTime() - start), result);
    }

    /** A defect of the adapter: logged in full, answered with a Server fault without detail. */
    public void internalError(Exchange exchange) {
        Throwable cause = exchange.getProperty(Exchange.EXCEPTION_CAUGHT, Throwable.class);
        LOG.error(WUS_FAILED.line("Failed to handle a back end's WUS call; answered a Server fault"), cause);
        PlainFault fault = new PlainFault(
                new javax.xml.namespace.QName(WusNamespaces.SOAP_11, "Server", "soap"), "Internal error", null);
        write(exchange.getMessage(), 500, PlainSoap.write(PlainMessage.of(fault)));
    }

    private String serviceName(Message in) {
        String path = in instanceof HttpMessage http ? http.getRequest().path() : "";
        return path.startsWith(basePath + "/") ? path.substring(basePath.length() + 1) : "";
    }

    private static void write(Message message, int status, byte[] body) {
        message.removeHeaders("*");
        message.setHeader(Exchange.HTTP_RESPONSE_CODE, status);
        message.setHeader(Exchange.CONTENT_TYPE, TEXT_XML);
        message.setBody(body);
    }
}
