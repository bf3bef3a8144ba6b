package nl.opendk.ebms.protocol.check;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import nl.opendk.ebms.protocol.codec.DecodingLimits;
import nl.opendk.ebms.protocol.codec.RequestDecoder;
import nl.opendk.ebms.protocol.error.ErrorLocation;
import nl.opendk.ebms.protocol.testing.HttpFixture;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Header values are stored in columns of 255 characters: a longer value is refused as OtherXml, never truncated. */
class HeaderLengthTest {

    private static final String LONG = "x".repeat(256);

    @ParameterizedTest
    @CsvSource({
        "conversation-1, " + ErrorLocation.CONVERSATION_ID,
        "Afzender, " + ErrorLocation.FROM_ROLE,
        "00000099000000000002, " + ErrorLocation.TO_PARTY_ID,
        "urn:osb:services, " + ErrorLocation.SERVICE_TYPE,
        "OSB:Service:1:0, " + ErrorLocation.SERVICE,
        "Bericht, " + ErrorLocation.ACTION
    })
    void refusesAValueLongerThanItsColumn(String value, String location) {
        String xml = new String(
                        HttpFixture.load("messages/valid/business-message.http").body(), StandardCharsets.UTF_8)
                .replaceFirst(">" + value + "<", ">" + LONG + "<")
                .replaceFirst("\"" + value + "\"", "\"" + LONG + "\"");
        var message = new RequestDecoder(DecodingLimits.defaults())
                .decode("text/xml", "\"ebXML\"", xml.getBytes(StandardCharsets.UTF_8), Instant.now());
        assertThat(new HeaderChecks().check(message).errors()).anySatisfy(error -> {
            assertThat(error.code().wireValue()).isEqualTo("OtherXml");
            assertThat(error.location()).isEqualTo(location);
        });
    }
}
