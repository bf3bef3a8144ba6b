package nl.opendk.ebms.component.config;

import java.time.Duration;
import java.util.List;

/** Grote Berichten (README "Grote Berichten"): where files are kept, how they are published and downloaded. */
public final class GbKeys {

    public static final ConfigKey<String> DIRECTORY = gb("ebms.gb.directory")
            .env("EBMS_GB_DIRECTORY")
            .path(
                    "gb-files",
                    "where large files are kept: published/ (ours, until their validity ends), partial/ (downloads"
                            + " under way; kept when a download fails), received/ (verified, for the back end). Every"
                            + " node of a cluster needs the same directory (a shared volume)");
    public static final ConfigKey<Long> MIN_FREE_SPACE = gb("ebms.gb.min-free-space")
            .largeBytes(
                    "1073741824",
                    "free space every file leaves on the directory's disk: a file that would leave less is refused"
                            + " before it is taken (upload 507) or waits (download)");
    public static final ConfigKey<String> PUBLIC_URL = gb("ebms.gb.public-url")
            .env("EBMS_GB_PUBLIC_URL")
            .uri(
                    "",
                    "our file service as partners reach it, such as https://gb.example.nl/gb/files/ (port 443, GB012):"
                            + " the file's token is added to it. Empty: files cannot be sent");
    public static final ConfigKey<String> PUSH_URL = gb("ebms.gb.push-url")
            .env("EBMS_GB_PUSH_URL")
            .uri(
                    "",
                    "our push service as partners reach it, such as https://gb.example.nl/gb/push/ (push,"
                            + " digikoppeling-gb-4.0): partners PUT files under it, then send metadata whose"
                            + " receiverUrl names them. Empty: push metadata is refused");
    public static final ConfigKey<String> PUSH_RESPONSE_ACTION = gb("ebms.gb.push-response-action")
            .shown("none")
            .text(
                    null,
                    "the action of the push response (DK-GB §3.4) sent back for every push metadata message, under"
                            + " its CPA and service, referring to it; the CPA must let us send it. None: no response");
    public static final ConfigKey<List<String>> PUSH_TARGETS = gb("ebms.gb.push-targets")
            .list(
                    "",
                    "the partners whose files we push (digikoppeling-gb-4.0) rather than publish for them to fetch,"
                            + " comma-separated `cpaId=https://their.push.service/path/`: each file is PUT there"
                            + " under a token of its own, then its metadata message goes");
    public static final ConfigKey<Long> THRESHOLD = gb("ebms.gb.threshold")
            .largeBytes(
                    "20971520",
                    "a back end's message whose payloads together are larger goes as Grote Berichten: each payload"
                            + " a file, and a metadata message (VW001: 20 MiB unless partners agree otherwise)");
    public static final ConfigKey<List<String>> CPA_THRESHOLDS = gb("ebms.gb.cpa-thresholds")
            .list(
                    "",
                    "thresholds agreed per CPA (VW000), comma-separated `cpaId=bytes`; `cpaId=none`: that CPA's"
                            + " messages always go inline. The receiving partner must accept parts that large");
    public static final ConfigKey<Duration> VALIDITY = gb("ebms.gb.validity")
            .duration(
                    "P7D",
                    "how long a file we send stays available (its expirationTime, MD004) unless the request names"
                            + " another");
    public static final ConfigKey<Duration> PURGE_GRACE =
            gb("ebms.gb.purge-grace").duration("P1D", "how long after its expirationTime a published file is removed");
    public static final ConfigKey<Boolean> DOWNLOAD = gb("ebms.gb.download")
            .flag(
                    "true",
                    "download the files of received metadata messages and hand the message to the back end only"
                            + " with its verified files; false: metadata messages go to the back end as they are");
    public static final ConfigKey<List<String>> DOWNLOAD_PORTS = gb("ebms.gb.download-ports")
            .list(
                    "443",
                    "the ports a received senderUrl may name, comma-separated; GB012 says 443 unless partners agree"
                            + " otherwise; `any`: every port");
    public static final ConfigKey<Integer> DOWNLOAD_CONCURRENCY =
            gb("ebms.gb.download-concurrency").count("2", "downloads under way at once on this node");
    public static final ConfigKey<Integer> DOWNLOAD_CONNECTIONS = gb("ebms.gb.download-connections")
            .count(
                    "1",
                    "connections one download uses at once for a file of more than 16 MiB, each asking for 16 MiB"
                            + " ranges in turn (GB004). More carry more where one connection is held back (a long"
                            + " round trip, a per-connection limit on the way); near partners, one is faster and"
                            + " cheaper (perf/README \"Large files\")");
    public static final ConfigKey<Duration> POLL_INTERVAL = gb("ebms.gb.poll-interval")
            .duration("PT1S", "how often this node looks for new metadata messages and downloads that are due");
    public static final ConfigKey<List<String>> RETRY_DELAYS = gb("ebms.gb.retry-delays")
            .list(
                    "PT5S,PT30S,PT2M,PT10M,PT30M,PT1H",
                    "waits after successive failed download attempts, the last repeating (GB013); an interrupted"
                            + " transfer that got further waits the first");
    public static final ConfigKey<Integer> MAX_ATTEMPTS = gb("ebms.gb.max-attempts")
            .count(
                    "200",
                    "download attempts before a file without an expirationTime is given up; one with an"
                            + " expirationTime is tried until then");
    public static final ConfigKey<Duration> DOWNLOAD_TIMEOUT = gb("ebms.gb.download-timeout")
            .duration("PT1M", "how long a file service may take to start answering, and to send the next bytes");

    public static final ConfigKey<String> DROP_DIRECTORY = drop("directory")
            .shown("none")
            .text(
                    null,
                    "standalone adapter: a folder whose files go as Grote Berichten, drop n numbered from 1 (the"
                            + " drops end at the first number without one). A file is taken once its size stops"
                            + " changing and removed when published; a refused one goes to `.failed/`. Names that"
                            + " start with `.` are left alone: write under such a name, then rename");
    public static final ConfigKey<String> DROP_CPA =
            drop("cpa").shown("required").text(null, "the CPA drop n's files go under");
    public static final ConfigKey<String> DROP_SERVICE =
            drop("service").shown("required").text(null, "the service drop n's files go under");
    public static final ConfigKey<String> DROP_SERVICE_TYPE =
            drop("service-type").shown("none").text(null, "the service's type, when it has one");
    public static final ConfigKey<String> DROP_ACTION =
            drop("action").shown("required").text(null, "the action drop n's files go under");
    public static final ConfigKey<String> DROP_TO_PARTY = drop("to-party")
            .shown("from the CPA")
            .text(null, "the receiving party's PartyId, when the CPA has more than one that could receive");

    public static final List<ConfigKey<?>> KEYS = List.of(
            DIRECTORY,
            MIN_FREE_SPACE,
            PUBLIC_URL,
            PUSH_URL,
            PUSH_RESPONSE_ACTION,
            PUSH_TARGETS,
            THRESHOLD,
            CPA_THRESHOLDS,
            VALIDITY,
            PURGE_GRACE,
            DOWNLOAD,
            DOWNLOAD_PORTS,
            DOWNLOAD_CONCURRENCY,
            DOWNLOAD_CONNECTIONS,
            POLL_INTERVAL,
            RETRY_DELAYS,
            MAX_ATTEMPTS,
            DOWNLOAD_TIMEOUT,
            DROP_DIRECTORY,
            DROP_CPA,
            DROP_SERVICE,
            DROP_SERVICE_TYPE,
            DROP_ACTION,
            DROP_TO_PARTY);

    private GbKeys() {}

    private static ConfigKey.Builder drop(String name) {
        return gb("ebms.gb.drop." + ConfigKey.NUMBER + "." + name);
    }

    private static ConfigKey.Builder gb(String name) {
        return ConfigKey.in(ConfigSection.GROTE_BERICHTEN, name);
    }
}
