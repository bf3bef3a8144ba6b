package nl.opendk.ebms.app.observe;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.PatternLayout;
import ch.qos.logback.classic.spi.LoggingEvent;
import java.io.InputStream;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import nl.opendk.ebms.service.observe.MessageLogContext;
import org.junit.jupiter.api.Test;

/** The packaged log format ends a line about a message with its CPAId and MessageId, and other lines with the text. */
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
