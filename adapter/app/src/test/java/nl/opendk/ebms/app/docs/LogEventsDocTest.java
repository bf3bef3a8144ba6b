package nl.opendk.ebms.app.docs;

import java.io.IOException;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import nl.opendk.ebms.component.observe.AdapterLogEvent;
import nl.opendk.ebms.console.observe.ConsoleLogEvent;
import nl.opendk.ebms.db.DatabaseLogEvent;
import nl.opendk.ebms.protocol.security.sign.ProtocolLogEvent;
import nl.opendk.ebms.service.observe.FlowLogEvent;
import nl.opendk.ebms.testkit.docs.GeneratedBlocks;
import org.junit.jupiter.api.Test;

/** docs/log-events.md lists every log event of every module, as the enums define them. */
class LogEventsDocTest {

    @Test
    void theDocumentListsEveryEvent() throws IOException {
        String tables = String.join(
                "\n",
                table("Protocol", ProtocolLogEvent.values(), ProtocolLogEvent::id, ProtocolLogEvent::meaning),
                table("Database", DatabaseLogEvent.values(), DatabaseLogEvent::id, DatabaseLogEvent::meaning),
                table("Message flow", FlowLogEvent.values(), FlowLogEvent::id, FlowLogEvent::meaning),
                table("Adapter", AdapterLogEvent.values(), AdapterLogEvent::id, AdapterLogEvent::meaning),
                table("Console", ConsoleLogEvent.values(), ConsoleLogEvent::id, ConsoleLogEvent::meaning));
        GeneratedBlocks.check("docs/log-events.md", Map.of("log-events", tables));
    }

    private static <E extends Enum<E>> String table(
            String title, E[] events, Function<E, Integer> id, Function<E, String> meaning) {
        return Stream.of(events)
                .map(event ->
                        "| `EBMS-" + id.apply(event) + "` | `" + event.name() + "` | " + meaning.apply(event) + " |\n")
                .collect(Collectors.joining("", "### " + title + "\n\n| id | event | meaning |\n|---|---|---|\n", ""));
    }
}
