package nl.opendk.ebms.perf.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.HashSet;
import java.util.Set;
import javax.xml.parsers.DocumentBuilderFactory;
import nl.opendk.ebms.perf.sink.PingId;
import nl.opendk.ebms.perf.traffic.PingFields;
import nl.opendk.ebms.perf.traffic.Request;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

class PoisonRoundTest {

    private static final Instant NOW = Instant.parse("2026-11-25T10:00:00Z");
    private static final String EB = "http://www.oasis-open.org/committees/ebxml-msg/schema/msg-header-2_0.xsd";

    @Test
    void aRoundHasElevenValidPingsWithTheirOwnIdsAndOneHostileInItsPlace() {
        for (int round = 0; round < 30; round++) {
            PoisonRound built = PoisonRound.build("poisonrun", "n1", round, NOW);
            Set<String> ids = new HashSet<>();
            built.valid().forEach(ping -> ids.add(ping.messageId()));

            assertThat(built.valid()).hasSize(PoisonRound.SIZE - 1);
            assertThat(ids)
                    .hasSize(PoisonRound.SIZE - 1)
                    .doesNotContain(built.hostile().messageId());
            assertThat(built.hostile().hostility()).isEqualTo(Hostility.values()[round % Hostility.values().length]);
            assertThat(built.hostileAt()).isEqualTo(round % PoisonRound.SIZE);
            built.valid()
                    .forEach(ping -> assertThat(PingId.parse(ping.messageId())).isPresent());
        }
    }

    @Test
    void aValidPingIsWellFormedAndCarriesItsFields() throws Exception {
        PingId id = new PingId("poisonrun", "n2", "3-4", NOW.toEpochMilli());
        Document ping = parse(PingFields.valid(id, NOW).request());

        assertThat(text(ping, "MessageId")).isEqualTo(id.messageId());
        assertThat(text(ping, "ConversationId")).isEqualTo("poisonrun.n2");
        assertThat(text(ping, "Action")).isEqualTo("Ping");
        assertThat(text(ping, "Timestamp")).isEqualTo("2026-11-25T10:00:00.000Z");
        assertThat(ping.getElementsByTagNameNS(EB, "Role").getLength()).isZero();
    }

    @ParameterizedTest
    @EnumSource(Hostility.class)
    void eachHostilePingIsTheValidOneWithOneThingWrong(Hostility hostility) throws Exception {
        PingId id = new PingId("poisonrun", "n1", "0-0", NOW.toEpochMilli());
        HostilePing ping = hostility.ping(id, PingFields.valid(id, NOW));
        Request request = ping.request();
        switch (hostility) {
            case CONTENT_TYPE -> {
                assertThat(request.contentType()).startsWith(Request.TEXT_XML).hasSizeGreaterThan(1_000);
                assertThat(ping.messageId()).isEqualTo(id.messageId());
            }
            case MESSAGE_ID_NEWLINE -> assertThat(messageId(request))
                    .contains("\n")
                    .isEqualTo(ping.messageId());
            case MESSAGE_ID_BIDI -> assertThat(messageId(request)).contains("\u202E");
            case MESSAGE_ID_ZERO_WIDTH -> assertThat(messageId(request)).contains("\u200B");
            case MESSAGE_ID_WITHOUT_AT -> assertThat(messageId(request)).doesNotContain("@");
            default -> assertThat(longestValue(parse(request))).isEqualTo(Hostility.LONG);
        }
    }

    private static String messageId(Request request) throws Exception {
        return text(parse(request), "MessageId");
    }

    /** The longest element text or attribute value in the header: the one made hostile. */
    private static int longestValue(Document document) {
        int longest = 0;
        NodeList elements = document.getElementsByTagNameNS(EB, "*");
        for (int i = 0; i < elements.getLength(); i++) {
            Element element = (Element) elements.item(i);
            if (element.getChildNodes().getLength() == 1) {
                longest = Math.max(longest, element.getTextContent().length());
            }
            for (int a = 0; a < element.getAttributes().getLength(); a++) {
                longest = Math.max(
                        longest, element.getAttributes().item(a).getNodeValue().length());
            }
        }
        return longest;
    }

    private static Document parse(Request request) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return factory.newDocumentBuilder().parse(new ByteArrayInputStream(request.body()));
    }

    private static String text(Document document, String localName) {
        return document.getElementsByTagNameNS(EB, localName).item(0).getTextContent();
    }

    @Test
    void theRequestIsUtf8() {
        PingId id = new PingId("poisonrun", "n1", "0-0", NOW.toEpochMilli());
        HostilePing bidi = Hostility.MESSAGE_ID_BIDI.ping(id, PingFields.valid(id, NOW));

        assertThat(new String(bidi.request().body(), StandardCharsets.UTF_8)).contains("\u202E");
    }
}
