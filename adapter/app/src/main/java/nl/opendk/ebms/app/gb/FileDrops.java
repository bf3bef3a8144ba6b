package nl.opendk.ebms.app.gb;

import static nl.opendk.ebms.component.observe.AdapterLogEvent.GB_DROP_REFUSED;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import nl.opendk.ebms.component.config.ConfigKey;
import nl.opendk.ebms.component.config.GbKeys;
import nl.opendk.ebms.component.config.Settings;
import org.apache.camel.LoggingLevel;
import org.apache.camel.builder.RouteBuilder;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The standalone adapter's file drops ({@code ebms.gb.drop.<n>.*}): every file that lands in a drop's folder goes
 * as Grote Berichten under the drop's CPA, service and action, through {@code ebms:sendfile} as in a Camel
 * application. A file is taken only when its size has stopped changing, and removed once it is published (the
 * adapter keeps its own copy until the file's validity ends); a refused one moves to {@code .failed/}.
 */
public final class FileDrops extends RouteBuilder {

    private static final Logger LOG = LoggerFactory.getLogger(FileDrops.class);

    /** A size unchanged over this long means the writer is done (Camel's readLock=changed). */
    private static final String SETTLED = "readLock=changed&readLockCheckInterval=1000&readLockMinAge=2s";

    private final List<Drop> drops;

    public FileDrops(List<Drop> drops) {
        this.drops = List.copyOf(drops);
    }

    /** One drop folder and what its files are sent under. */
    public record Drop(
            int number,
            String directory,
            String cpaId,
            String service,
            String serviceType,
            String action,
            String toPartyId) {}

    /** ebms.gb.drop.1.*, .2.*, ...: numbered from 1, ending at the first number without a directory. */
    public static List<Drop> from(Settings settings) {
        List<Drop> drops = new ArrayList<>();
        for (int n = 1; ; n++) {
            Optional<String> directory = settings.find(GbKeys.DROP_DIRECTORY.numbered(n));
            if (directory.isEmpty()) {
                return drops;
            }
            drops.add(new Drop(
                    n,
                    directory.get(),
                    required(settings, GbKeys.DROP_CPA.numbered(n)),
                    required(settings, GbKeys.DROP_SERVICE.numbered(n)),
                    settings.find(GbKeys.DROP_SERVICE_TYPE.numbered(n)).orElse(null),
                    required(settings, GbKeys.DROP_ACTION.numbered(n)),
                    settings.find(GbKeys.DROP_TO_PARTY.numbered(n)).orElse(null)));
        }
    }

    @Override
    public void configure() {
        // the reason is logged once, as EBMS-4013; the file consumer then moves the file to .failed/
        errorHandler(defaultErrorHandler().logExhausted(false));
        for (Drop drop : drops) {
            from("file:" + drop.directory() + "?delete=true&moveFailed=.failed&" + SETTLED)
                    .routeId("gb-drop-" + drop.number())
                    .onException(Exception.class)
                    .handled(false)
                    .log(
                            LoggingLevel.WARN,
                            LOG,
                            GB_DROP_REFUSED.line("${header.CamelFileName} in drop " + drop.number()
                                    + " was not sent and goes to .failed/: ${exception.message}"))
                    .end()
                    .to(sendFile(drop));
        }
    }

    private static String sendFile(Drop drop) {
        StringBuilder uri = new StringBuilder("ebms:sendfile?cpaId=RAW(" + drop.cpaId() + ")&service=RAW("
                + drop.service() + ")&action=RAW(" + drop.action() + ")");
        if (drop.serviceType() != null) {
            uri.append("&serviceType=RAW(").append(drop.serviceType()).append(')');
        }
        if (drop.toPartyId() != null) {
            uri.append("&toPartyId=RAW(").append(drop.toPartyId()).append(')');
        }
        return uri.toString();
    }

    private static String required(Settings settings, ConfigKey<String> key) {
        return settings.find(key)
                .orElseThrow(() ->
                        new IllegalArgumentException(key.name() + " is required when its drop has a" + " directory"));
    }
}
