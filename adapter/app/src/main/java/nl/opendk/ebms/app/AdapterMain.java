package nl.opendk.ebms.app;

import static nl.opendk.ebms.component.observe.AdapterLogEvent.START_FAILED;

import java.util.Map;
import org.apache.camel.main.Main;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Runs the adapter until it is stopped (SIGTERM, Ctrl-C). */
public final class AdapterMain {

    private static final Logger LOG = LoggerFactory.getLogger(AdapterMain.class);

    private AdapterMain() {}

    public static void main(String[] args) {
        Main main = Adapter.create(Map.of());
        int code;
        try {
            code = main.run(args);
        } catch (Exception e) {
            LOG.error(START_FAILED.line("The adapter could not start"), e);
            code = 1;
        }
        // a failed start can leave non-daemon threads (pool, embedded database) that would keep the JVM alive
        System.exit(code);
    }
}
