package nl.opendk.ebms.service.gb.receive;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Set;
import nl.opendk.ebms.db.gb.NewDownload;
import nl.opendk.ebms.protocol.message.PayloadPart;
import org.junit.jupiter.api.Test;

/** What the intake records for the data-references of a received message, before anything is fetched. */
class MetadataIntakeTest {

    private static final Instant NOW = Instant.parse("2026-11-28T10:00:00Z");

    @Test
    void aUrlOnAPortNoPartnerAgreedToIsRefusedBeforeTheDownload() {
        MetadataIntake intake = intake(Set.of(443));

        List<NewDownload> found = intake.references(List.of(part("https://gb.example.nl:8443/f/1", null)));

        assertThat(found).singleElement().satisfies(download -> {
            assertThat(download.errorCode()).isEqualTo("LOCATION_INVALID");
            assertThat(download.errorText()).contains("port 8443").contains("GB012");
        });
    }

    @Test
    void theDefaultPortOfHttpsIs443() {
        assertThat(intake(Set.of(443)).references(List.of(part("https://gb.example.nl/f/1", null))))
                .singleElement()
                .satisfies(download -> {
                    assertThat(download.errorCode()).isNull();
                    assertThat(download.url()).isEqualTo("https://gb.example.nl/f/1");
                    assertThat(download.due()).isEqualTo(NOW);
                });
    }

    /** G30 (MD003): a file announced for later is first asked for at its creationTime. */
    @Test
    void aFileAnnouncedForLaterIsDueAtItsCreationTime() {
        Instant later = NOW.plusSeconds(3600);

        assertThat(intake(Set.of()).references(List.of(part("https://gb.example.nl:9443/f/1", later))))
                .singleElement()
                .satisfies(download -> assertThat(download.due()).isEqualTo(later));
    }

    @Test
    void metadataThatFailsItsChecksIsRecordedWithTheFinding() {
        byte[] invalid = new String(part("https://gb.example.nl/f/1", null).content(), StandardCharsets.UTF_8)
                .replace("SHA256", "SHA224")
                .getBytes(StandardCharsets.UTF_8);

        assertThat(intake(Set.of()).references(List.of(new PayloadPart("", "application/xml", invalid))))
                .singleElement()
                .satisfies(download -> assertThat(download.errorCode()).isEqualTo("CHECKSUM_TYPE_NOT_SUPPORTED"));
    }

    /** A WUS answer without pull metadata starts nothing and is no refusal (the back end gets it as it is). */
    @Test
    void anAnswerWithoutMetadataStartsNothing() {
        byte[] answer = "<s:Envelope xmlns:s='http://schemas.xmlsoap.org/soap/envelope/'><s:Body><GetPersonResponse/>"
                .concat("</s:Body></s:Envelope>")
                .getBytes(StandardCharsets.UTF_8);

        assertThat(intake(Set.of()).fromAnswer(answer).value()).isEmpty();
    }

    /** Metadata in a WUS answer that fails its checks is refused as a whole, with the finding, and nothing starts. */
    @Test
    void anAnswerWithMetadataThatFailsItsChecksIsRefused() {
        byte[] answer = ("<s:Envelope xmlns:s='http://schemas.xmlsoap.org/soap/envelope/'><s:Body>"
                        + new String(
                                part("https://gb.example.nl:8443/f/1", null).content(), StandardCharsets.UTF_8)
                        + "</s:Body></s:Envelope>")
                .getBytes(StandardCharsets.UTF_8);

        var outcome = intake(Set.of(443)).fromAnswer(answer);

        assertThat(outcome.isSent()).isFalse();
        assertThat(outcome.problem()).contains("port 8443");
    }

    private static MetadataIntake intake(Set<Integer> ports) {
        return new MetadataIntake(null, id -> List.of(), ports, Clock.fixed(NOW, ZoneOffset.UTC), null, null);
    }

    private static PayloadPart part(String url, Instant creation) {
        String lifetime =
                creation == null ? "" : "<gb:creationTime type=\"xs:dateTime\">" + creation + "</gb:creationTime>";
        String xml =
                "<gb:digikoppeling-external-data-references xmlns:gb=\"http://www.logius.nl/digikoppeling/gb/2010/10\">"
                        + "<gb:data-reference><gb:lifetime>" + lifetime + "</gb:lifetime>"
                        + "<gb:content contentType=\"text/csv\"><gb:filename>a.csv</gb:filename>"
                        + "<gb:checksum type=\"SHA256\">" + "ab".repeat(32)
                        + "</gb:checksum><gb:size>10</gb:size></gb:content>"
                        + "<gb:transport><gb:location><gb:senderUrl type=\"xs:anyURI\">" + url
                        + "</gb:senderUrl></gb:location></gb:transport></gb:data-reference>"
                        + "</gb:digikoppeling-external-data-references>";
        return new PayloadPart("", "application/xml", xml.getBytes(StandardCharsets.UTF_8));
    }
}
