package nl.opendk.ebms.routes.receive;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;
import nl.opendk.ebms.cpa.lookup.AgreementChecks;
import nl.opendk.ebms.cpa.lookup.CpaRegistry;
import nl.opendk.ebms.cpa.testing.TestCpaModel;
import nl.opendk.ebms.db.DataAccessException;
import nl.opendk.ebms.db.backend.BackendJob;
import nl.opendk.ebms.db.message.SendJob;
import nl.opendk.ebms.db.message.StoreOutcome;
import nl.opendk.ebms.protocol.agreement.DigikoppelingProfile;
import nl.opendk.ebms.protocol.check.HeaderChecks;
import nl.opendk.ebms.protocol.codec.DecodingLimits;
import nl.opendk.ebms.protocol.codec.RequestDecoder;
import nl.opendk.ebms.protocol.handle.DispositionPlanner;
import nl.opendk.ebms.protocol.handle.InboundDisposition;
import nl.opendk.ebms.protocol.message.MessageHeader;
import nl.opendk.ebms.protocol.security.InboundSecurity;
import nl.opendk.ebms.protocol.signal.AckFactory;
import nl.opendk.ebms.protocol.signal.MessageErrorFactory;
import nl.opendk.ebms.protocol.signal.MessageIds;
import nl.opendk.ebms.protocol.signal.OutgoingMessage;
import nl.opendk.ebms.protocol.signal.PongFactory;
import nl.opendk.ebms.protocol.signal.StatusResponseFactory;
import nl.opendk.ebms.routes.RouteIds;
import nl.opendk.ebms.routes.SedaHandOff;
import nl.opendk.ebms.routes.backend.DeliverRoute;
import nl.opendk.ebms.routes.send.SendRoute;
import nl.opendk.ebms.service.lease.QueueOverflow;
import nl.opendk.ebms.service.observe.MessageObserver;
import nl.opendk.ebms.service.receive.InboundStore;
import nl.opendk.ebms.service.receive.Receiver;
import nl.opendk.ebms.testkit.cpa.TestCpas;
import org.apache.camel.Exchange;
import org.apache.camel.Message;
import org.apache.camel.RoutesBuilder;
import org.apache.camel.builder.AdviceWith;
import org.apache.camel.component.mock.MockEndpoint;
import org.apache.camel.test.junit5.CamelTestSupport;
import org.apache.camel.test.junit5.TestExecutionConfiguration;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * What a sender gets back from the receive route, with the use cases of the service layer and a store that is a
 * fake: 204 once the message and what it causes are stored, a MessageError in the response when the sender cannot
 * be answered asynchronously, a SOAP Fault for what is not a SOAP message, and 503 while nothing can be stored.
 */
class ReceiveRouteTest extends CamelTestSupport {

    private static final String US = "receiver.example.nl";

    private final CpaRegistry registry = new CpaRegistry();
    private final List<InboundDisposition> stored = new CopyOnWriteArrayList<>();
    private final AtomicLong rowIds = new AtomicLong();
    private volatile InboundStore store = this::storeAll;

    @Override
    public void configureTest(TestExecutionConfiguration configuration) {
        super.configureTest(configuration);
        configuration.withUseAdviceWith(true);
    }

    @Override
    protected RoutesBuilder createRouteBuilder() {
        registry.put(TestCpaModel.accepted(TestCpas.builder().profile(DigikoppelingProfile.OSB_BE.cpaName())));
        Clock clock = Clock.systemUTC();
        MessageIds ids = new MessageIds(US);
        Receiver receiver = new Receiver(
                new RequestDecoder(DecodingLimits.defaults()),
                new HeaderChecks(),
                new AgreementChecks(registry),
                new InboundSecurity(null, null, null),
                new DispositionPlanner(
                        new PongFactory(ids, clock),
                        new MessageErrorFactory(ids, clock),
                        new AckFactory(ids, clock),
                        new StatusResponseFactory(ids, clock),
                        messageId -> Optional.empty()),
                disposition -> store.store(disposition),
                MessageObserver.NONE,
                clock,
                false);
        return new ReceiveRoute(
                "/ebms",
                new ReceiveSteps(receiver),
                new HttpAnswers(MessageObserver.NONE),
                new SedaHandOff<SendJob>(context, SendRoute.HANDOFF, new QueueOverflow(), SendJob::id)::hand,
                new SedaHandOff<>(context, DeliverRoute.HANDOFF, new QueueOverflow(), BackendJob::id));
    }

    @BeforeEach
    void overHttpReplacedByDirect() throws Exception {
        AdviceWith.adviceWith(context, RouteIds.RECEIVE, route -> {
            route.replaceFromWith("direct:receive");
            route.mockEndpointsAndSkip("seda:*");
        });
        context.start();
    }

    @Test
    void aPingIsStoredAndAnswered204AndItsPongGoesToTheSender() throws Exception {
        MockEndpoint sender = getMockEndpoint("mock:seda:ebms-send");
        sender.expectedMessageCount(1);

        Message answer = post(ping());

        assertThat(answer.getHeader(Exchange.HTTP_RESPONSE_CODE)).isEqualTo(204);
        assertThat(answer.getBody()).isNull();
        assertThat(stored).hasSize(1);
        sender.assertIsSatisfied();
        SendJob pong = sender.getExchanges().get(0).getMessage().getBody(SendJob.class);
        assertThat(pong.endpoint()).isEqualTo(TestCpas.PARTY_A.endpoint());
        assertThat(new String(pong.envelope(), StandardCharsets.UTF_8)).contains("Pong", "ping-1@sender.example.nl");
    }

    @Test
    void aBusinessMessageForTheBackEndIsHandedToTheDeliveryAfterItsCommit() throws Exception {
        MockEndpoint delivery = getMockEndpoint("mock:seda:ebms-deliver");
        delivery.expectedMessageCount(1);

        Message answer = post(businessMessage());

        assertThat(answer.getHeader(Exchange.HTTP_RESPONSE_CODE)).isEqualTo(204);
        delivery.assertIsSatisfied();
        BackendJob job = delivery.getExchanges().get(0).getMessage().getBody(BackendJob.class);
        assertThat(job.header().messageId()).isEqualTo("business-1@sender.example.nl");
        assertThat(job.header().action()).isEqualTo(TestCpas.A_SENDS);
    }

    @Test
    void aMessageUnderAnUnknownCpaGetsItsMessageErrorInTheHttpResponse() {
        String unknownCpa = ping().replace(TestCpas.CPA_ID, "unknown_cpa");

        Message answer = post(unknownCpa);

        assertThat(answer.getHeader(Exchange.HTTP_RESPONSE_CODE)).isEqualTo(200);
        assertThat(answer.getHeader(Exchange.CONTENT_TYPE, String.class)).startsWith("text/xml");
        assertThat(answer.getHeader("SOAPAction")).isEqualTo("\"ebXML\"");
        assertThat(answer.getBody(String.class)).contains("MessageError", "ValueNotRecognized", "unknown_cpa");
    }

    @Test
    void whatIsNotASoapMessageGetsASoapFaultWith500AndNothingIsStored() {
        Message answer = post("<not-soap/>");

        assertThat(answer.getHeader(Exchange.HTTP_RESPONSE_CODE)).isEqualTo(500);
        assertThat(answer.getBody(String.class)).contains("Fault", "Client");
        assertThat(stored).isEmpty();
    }

    @Test
    void whileTheStoreIsUnavailableTheSenderIsToldToTryAgain() throws Exception {
        store = disposition -> {
            throw new DataAccessException("store inbound message", new SQLTransientConnectionException("down"));
        };
        getMockEndpoint("mock:seda:ebms-send").expectedMessageCount(0);

        Message answer = post(ping());

        assertThat(answer.getHeader(Exchange.HTTP_RESPONSE_CODE)).isEqualTo(503);
        assertThat(answer.getHeader("Retry-After")).isEqualTo(HttpAnswers.RETRY_AFTER_SECONDS);
        assertThat(answer.getBody(String.class)).contains("Fault", "send it again later");
        MockEndpoint.assertIsSatisfied(context);
    }

    @Test
    void aMessageTheDatabaseRefusesAloneGetsAClientFaultNotA503() {
        store = disposition -> {
            throw new DataAccessException("store inbound message", new SQLException("Data too long", "22001", 1406));
        };

        Message answer = post(ping());

        assertThat(answer.getHeader(Exchange.HTTP_RESPONSE_CODE)).isEqualTo(500);
        assertThat(answer.getHeader("Retry-After")).isNull();
        assertThat(answer.getBody(String.class)).contains("Client", "do not send it again");
    }

    private Message post(String envelope) {
        return template.request("direct:receive", exchange -> {
                    exchange.getIn().setHeader(Exchange.CONTENT_TYPE, "text/xml; charset=UTF-8");
                    exchange.getIn().setHeader("SOAPAction", "\"ebXML\"");
                    exchange.getIn().setBody(envelope.getBytes(StandardCharsets.UTF_8));
                })
                .getMessage();
    }

    /** The fake store: keeps the disposition, leases what it causes, and takes business messages for the back end. */
    private StoreOutcome storeAll(InboundDisposition disposition) {
        stored.add(disposition);
        Instant lease = Instant.now().plus(Duration.ofMinutes(1));
        List<SendJob> leased = disposition.outgoing().stream()
                .map(message -> job(message, lease))
                .toList();
        MessageHeader header = disposition.message().header();
        return new StoreOutcome(
                false, rowIds.incrementAndGet(), leased, header.isMshService() ? null : lease, List.of());
    }

    private SendJob job(OutgoingMessage message, Instant lease) {
        return new SendJob(
                rowIds.incrementAndGet(),
                message.header().messageId(),
                message.header().cpaId(),
                message.endpoint(),
                message.envelope(),
                message.parts(),
                1,
                lease,
                message.ackRequested(),
                null,
                null,
                true);
    }

    private static String ping() {
        return message("<eb:Service>urn:oasis:names:tc:ebxml-msg:service</eb:Service>", "Ping", "ping-1");
    }

    private static String businessMessage() {
        return message(
                "<eb:Service eb:type=\"" + TestCpas.SERVICE_TYPE + "\">" + TestCpas.SERVICE + "</eb:Service>",
                TestCpas.A_SENDS,
                "business-1");
    }

    /** A message from party A to party B under the test CPA, sent now. */
    private static String message(String service, String action, String id) {
        return """
                <?xml version="1.0" encoding="UTF-8"?>
                <soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"
                    xmlns:eb="http://www.oasis-open.org/committees/ebxml-msg/schema/msg-header-2_0.xsd">
                  <soap:Header>
                    <eb:MessageHeader eb:version="2.0" soap:mustUnderstand="1">
                      <eb:From><eb:PartyId eb:type="urn:osb:oin">%s</eb:PartyId><eb:Role>%s</eb:Role></eb:From>
                      <eb:To><eb:PartyId eb:type="urn:osb:oin">%s</eb:PartyId><eb:Role>%s</eb:Role></eb:To>
                      <eb:CPAId>%s</eb:CPAId>
                      <eb:ConversationId>conversation-1</eb:ConversationId>
                      %s
                      <eb:Action>%s</eb:Action>
                      <eb:MessageData>
                        <eb:MessageId>%s@sender.example.nl</eb:MessageId>
                        <eb:Timestamp>%s</eb:Timestamp>
                      </eb:MessageData>
                    </eb:MessageHeader>
                  </soap:Header>
                  <soap:Body></soap:Body>
                </soap:Envelope>
                """
                .formatted(
                        TestCpas.PARTY_A.oin(),
                        TestCpas.PARTY_A.role(),
                        TestCpas.PARTY_B.oin(),
                        TestCpas.PARTY_B.role(),
                        TestCpas.CPA_ID,
                        service,
                        action,
                        id,
                        Instant.now());
    }
}
