package nl.opendk.ebms.service.wus.consume;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import javax.xml.parsers.DocumentBuilderFactory;
import nl.opendk.ebms.db.wus.WusExchangeStatus;
import nl.opendk.ebms.service.wus.CertificateTrust;
import nl.opendk.ebms.service.wus.MemoryWusRecords;
import nl.opendk.ebms.service.wus.SharedWusServices;
import nl.opendk.ebms.service.wus.TestWusDefinitions;
import nl.opendk.ebms.service.wus.WusCatalog;
import nl.opendk.ebms.service.wus.WusExchangeLog;
import nl.opendk.ebms.service.wus.WusObserver;
import nl.opendk.wus.protocol.plain.PlainSoap;
import nl.opendk.wus.protocol.xml.XmlLimits;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;

/** Our back end's request prepared for a partner, refused when it cannot go, and the response's addressing held. */
class WusConsumerTest {

    private static final String SOAP = "http://schemas.xmlsoap.org/soap/envelope/";
    private static final String REQUEST = "<s:Envelope xmlns:s='" + SOAP + "'><s:Body><p:GetPerson xmlns:p='"
            + TestWusDefinitions.NAMESPACE + "'/></s:Body></s:Envelope>";
    private static final String OUR_OIN = "00000001111111111111";

    private final MemoryWusRecords records = new MemoryWusRecords();
    private WusCatalog catalog;
    private WusConsumer consumer;

    @BeforeEach
    void consumer() {
        catalog = new WusCatalog(new SharedWusServices());
        catalog.save(TestWusDefinitions.consumed("persons-partner", TestWusDefinitions.derCertificate()));
        catalog.save(TestWusDefinitions.persons());
        consumer = consumer(AnswerFiles.NONE);
    }

    private WusConsumer consumer(AnswerFiles files) {
        return new WusConsumer(
                catalog,
                new PlainSoap(XmlLimits.defaults()),
                CertificateTrust.ANY,
                OUR_OIN,
                new WusExchangeLog(records, Clock.systemUTC()),
                WusObserver.NONE,
                files);
    }

    @Test
    void theRequestGetsTheWusAddressingAndIsRecorded() {
        WusConsumer.Preparation preparation =
                consumer.prepare("persons-partner", bytes(REQUEST), "\"" + TestWusDefinitions.GET_PERSON + "\"");

        ConsumedCall call = ((WusConsumer.Preparation.Ready) preparation).call();
        OutgoingAddressing addressing = call.addressing();
        assertThat(addressing.action()).isEqualTo(TestWusDefinitions.GET_PERSON);
        assertThat(addressing.to()).startsWith("https://partner.example.nl/wus/persons");
        assertThat(addressing.from()).isEqualTo("http://www.w3.org/2005/08/addressing/anonymous?OIN=" + OUR_OIN);
        assertThat(addressing.messageId()).startsWith("urn:uuid:");
        assertThat(call.payload().getLocalName()).isEqualTo("GetPerson");
        assertThat(records.requests.get(0).requestMessageId()).isEqualTo(addressing.messageId());
    }

    @Test
    void withOneOperationSoapActionMayBeLeftOut() {
        assertThat(consumer.prepare("persons-partner", bytes(REQUEST), null))
                .isInstanceOf(WusConsumer.Preparation.Ready.class);
        assertThat(consumer.prepare("persons-partner", bytes(REQUEST), "\"\""))
                .isInstanceOf(WusConsumer.Preparation.Ready.class);
    }

    @Test
    void aServiceWeDoNotConsumeIsNotFound() {
        assertThat(refusal(consumer.prepare("nobody", bytes(REQUEST), null)).status())
                .isEqualTo(404);
        assertThat(refusal(consumer.prepare("persons", bytes(REQUEST), null)).status())
                .as("a provided service is not called through the consumer")
                .isEqualTo(404);
        assertThat(records.requests).isEmpty();
    }

    @Test
    void whatCannotGoIsRefusedWithAClientFaultAndRecorded() {
        assertRefused(consumer.prepare("persons-partner", bytes(REQUEST), "\"urn:other\""), "SOAPAction");
        assertRefused(
                consumer.prepare(
                        "persons-partner",
                        bytes(REQUEST.replace("<s:Body>", "<s:Header><x:Trace xmlns:x='urn:x'/></s:Header><s:Body>")),
                        null),
                "header blocks");
        assertRefused(consumer.prepare("persons-partner", bytes("<x/>"), null), "not a plain SOAP 1.1 request");
    }

    @Test
    void aResponseMustRelateToOurRequestAndCarryAMessageIdAndAnAction() {
        ConsumedCall call =
                ((WusConsumer.Preparation.Ready) consumer.prepare("persons-partner", bytes(REQUEST), null)).call();
        String ours = call.addressing().messageId();

        assertThat(consumer.checkAddressing(call, "urn:uuid:r1", "urn:uuid:other", "urn:a"))
                .hasValueSatisfying(reason -> assertThat(reason).contains("0008"));
        assertThat(consumer.checkAddressing(call, null, ours, "urn:a"))
                .hasValueSatisfying(reason -> assertThat(reason).contains("0007"));
        assertThat(consumer.checkAddressing(call, "urn:uuid:r1", ours, null))
                .hasValueSatisfying(reason -> assertThat(reason).contains("0006"));
        assertThat(call.responseRefusal()).as("the first problem counts").contains("0008");
        assertThat(consumer.checkAddressing(call, "urn:uuid:r1", ours, "urn:a")).isEmpty();
    }

    @Test
    void aFailedCallIs0051WithTheReasonForOurBackEnd() {
        ConsumedCall call =
                ((WusConsumer.Preparation.Ready) consumer.prepare("persons-partner", bytes(REQUEST), null)).call();

        WusConsumer.Answer answer = consumer.ended(call, null, null, consumer.failure(call, "Connection refused"));

        assertThat(answer.status()).isEqualTo(500);
        assertThat(new String(answer.body(), StandardCharsets.UTF_8))
                .contains("0051")
                .contains("Connection refused");
        assertThat(records.outcomes.values()).singleElement().satisfies(outcome -> {
            assertThat(outcome.status()).isEqualTo(WusExchangeStatus.PARTNER_FAILED);
            assertThat(outcome.faultCode()).isEqualTo("0051");
        });
    }

    /**
     * An answer whose Grote Berichten downloads cannot be recorded (the database is gone) still reaches the back end:
     * the partner answered and the call is recorded, so it must not look failed and be made again.
     */
    @Test
    void anAnswerWhoseDownloadsCannotBeRecordedStillReachesTheBackEnd() throws Exception {
        WusConsumer failing = consumer(answer -> {
            throw new IllegalStateException("the database is gone");
        });
        ConsumedCall call =
                ((WusConsumer.Preparation.Ready) failing.prepare("persons-partner", bytes(REQUEST), null)).call();
        Element payload = DocumentBuilderFactory.newInstance()
                .newDocumentBuilder()
                .parse(new ByteArrayInputStream(bytes("<GetPersonResponse/>")))
                .getDocumentElement();

        WusConsumer.Answer answer = failing.ended(
                call, null, null, new WusConsumer.PartnerResult.Answered(payload, "urn:uuid:r1", "urn:uuid:q1"));

        assertThat(answer.status()).isEqualTo(200);
        assertThat(new String(answer.body(), StandardCharsets.UTF_8)).contains("GetPersonResponse");
        assertThat(answer.gbDownloads()).isEmpty();
        assertThat(answer.gbRefused()).contains("could not be recorded", "the database is gone");
    }

    private void assertRefused(WusConsumer.Preparation preparation, String reason) {
        WusConsumer.Preparation.Refused refused = refusal(preparation);
        assertThat(refused.status()).isEqualTo(500);
        assertThat(new String(refused.body(), StandardCharsets.UTF_8))
                .contains("Client")
                .contains(reason);
        assertThat(records.outcomes.get((long) records.requests.size()).status())
                .isEqualTo(WusExchangeStatus.REJECTED);
    }

    private static WusConsumer.Preparation.Refused refusal(WusConsumer.Preparation preparation) {
        assertThat(preparation).isInstanceOf(WusConsumer.Preparation.Refused.class);
        return (WusConsumer.Preparation.Refused) preparation;
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
