package nl.opendk.ebms.app.observe;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.PatternLayout;
import ch.qos.logback.classic.joran.JoranConfigurator;
import ch.qos.logback.classic.spi.LoggingEvent;
import ch.qos.logback.classic.util.LogbackMDCAdapter;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import nl.opendk.ebms.service.observe.MessageLogContext;
import org.junit.jupiter.api.Test;

/**
 * The packaged log format ends a line about a message with its CPAId and MessageId, and other lines with the text;
 * with {@code ebms.log.format=json} every line is a JSON object that carries the MDC.
 */
class LogPatternTest {

    @Test
    void aLineAboutAMessageEndsWithItsIds() throws Exception {
        PatternLayout layout = packagedLayout();

        String aboutAMessage = layout.doLayout(
                event(Map.of(MessageLogContext.CPA_ID, "cpa-1", MessageLogContext.MESSAGE_ID, "m-1@us")));
        String onlyTheCpa = layout.doLayout(event(Map.of(MessageLogContext.CPA_ID, "cpa-1")));
        String aboutNoMessage = layout.doLayout(event(Map.of()));

        assertThat(aboutAMessage).endsWith(" - EBMS-3101 text cpa=cpa-1 message=m-1@us" + System.lineSeparator());
        assertThat(onlyTheCpa).endsWith(" - EBMS-3101 text cpa=cpa-1" + System.lineSeparator());
        assertThat(aboutNoMessage).endsWith(" - EBMS-3101 text" + System.lineSeparator());
    }

    @Test
    void withTheJsonFormatEveryLineIsOneJsonObjectWithTheMdc() throws Exception {
        String line = packagedOutput(
                "json", Map.of(MessageLogContext.CPA_ID, "cpa-1", MessageLogContext.MESSAGE_ID, "m-1@us"));

        assertThat(line.strip()).doesNotContain("\n");
        JsonNode json = new ObjectMapper().readTree(line);
        assertThat(json.get("level").asText()).isEqualTo("WARN");
        assertThat(json.get("loggerName").asText()).isEqualTo("nl.opendk.ebms.routes.send.SendSteps");
        assertThat(json.get("formattedMessage").asText()).isEqualTo("EBMS-3101 text 42");
        assertThat(json.get("mdc").get(MessageLogContext.CPA_ID).asText()).isEqualTo("cpa-1");
        assertThat(json.get("mdc").get(MessageLogContext.MESSAGE_ID).asText()).isEqualTo("m-1@us");
    }

    @Test
    void withoutAFormatTheLinesAreText() throws Exception {
        String line = packagedOutput(null, Map.of(MessageLogContext.CPA_ID, "cpa-1"));

        assertThat(line).endsWith(" - EBMS-3101 text 42 cpa=cpa-1" + System.lineSeparator());
    }

    /** What the packaged logback.xml writes to standard output for one event, with ebms.log.format set or not. */
    private static String packagedOutput(String format, Map<String, String> mdc) throws Exception {
        PrintStream original = System.out;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        LoggerContext context = new LoggerContext();
        LogbackMDCAdapter mdcAdapter = new LogbackMDCAdapter();
        context.setMDCAdapter(mdcAdapter);
        try {
            // the console appender takes System.out as it starts
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            if (format != null) {
                context.putProperty("ebms.log.format", format);
            }
            JoranConfigurator configurator = new JoranConfigurator();
            configurator.setContext(context);
            configurator.doConfigure(LogPatternTest.class.getResource("/logback.xml"));
            mdcAdapter.setContextMap(mdc);
            context.getLogger("nl.opendk.ebms.routes.send.SendSteps").warn("EBMS-3101 text {}", 42);
        } finally {
            context.stop();
            System.setOut(original);
        }
        return out.toString(StandardCharsets.UTF_8);
    }

    private static PatternLayout packagedLayout() throws Exception {
        String pattern;
        // the main logback.xml, not the tests' logback-test.xml
        try (InputStream xml = LogPatternTest.class.getResourceAsStream("/logback.xml")) {
            pattern = DocumentBuilderFactory.newInstance()
                    .newDocumentBuilder()
                    .parse(xml)
                    .getElementsByTagName("pattern")
                    .item(0)
                    .getTextContent();
        }
        PatternLayout layout = new PatternLayout();
        layout.setContext(new LoggerContext());
        layout.setPattern(pattern);
        layout.start();
        return layout;
    }

    private static LoggingEvent event(Map<String, String> mdc) {
        LoggingEvent event = new LoggingEvent();
        event.setLoggerName("nl.opendk.ebms.routes.send.SendSteps");
        event.setLevel(Level.WARN);
        event.setThreadName("sender");
        event.setMessage("EBMS-3101 text");
        event.setTimeStamp(0);
        event.setMDCPropertyMap(mdc);
        return event;
    }
}
