package nl.opendk.ebms.component.config;

import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/** The Grote Berichten configuration, read once at start; each key is defined in {@link GbKeys}. */
public record GbSettings(
        Path directory,
        long minFreeSpace,
        URI publicUrl,
        URI pushUrl,
        String pushResponseAction,
        Map<String, URI> pushTargets,
        long threshold,
        Map<String, Long> cpaThresholds,
        Duration validity,
        Duration purgeGrace,
        boolean download,
        Set<Integer> downloadPorts,
        int downloadConcurrency,
        int downloadConnections,
        Duration pollInterval,
        List<Duration> retryDelays,
        int maxAttempts,
        Duration downloadTimeout) {

    public GbSettings {
        if (threshold < 0) {
            throw new IllegalArgumentException(GbKeys.THRESHOLD.name() + " must be 0 or more bytes, was " + threshold);
        }
    }

    public static GbSettings from(Settings settings) {
        String publicUrl = settings.get(GbKeys.PUBLIC_URL);
        String pushUrl = settings.get(GbKeys.PUSH_URL);
        return new GbSettings(
                Path.of(settings.get(GbKeys.DIRECTORY)),
                settings.get(GbKeys.MIN_FREE_SPACE),
                folder(publicUrl),
                folder(pushUrl),
                settings.find(GbKeys.PUSH_RESPONSE_ACTION).orElse(null),
                pushTargets(settings.get(GbKeys.PUSH_TARGETS)),
                settings.get(GbKeys.THRESHOLD),
                cpaThresholds(settings.get(GbKeys.CPA_THRESHOLDS)),
                settings.get(GbKeys.VALIDITY),
                settings.get(GbKeys.PURGE_GRACE),
                settings.get(GbKeys.DOWNLOAD),
                ports(settings.get(GbKeys.DOWNLOAD_PORTS)),
                Math.max(1, settings.get(GbKeys.DOWNLOAD_CONCURRENCY)),
                Math.max(1, settings.get(GbKeys.DOWNLOAD_CONNECTIONS)),
                settings.get(GbKeys.POLL_INTERVAL),
                settings.get(GbKeys.RETRY_DELAYS).stream().map(Duration::parse).toList(),
                settings.get(GbKeys.MAX_ATTEMPTS),
                settings.get(GbKeys.DOWNLOAD_TIMEOUT));
    }

    /** A base URL that file names are appended to: ending in '/'; null when blank. */
    private static URI folder(String url) {
        return url.isBlank() ? null : URI.create(url.endsWith("/") ? url : url + "/");
    }

    /** {@code cpaId=bytes} or {@code cpaId=none} (never: {@link Long#MAX_VALUE}). */
    static Map<String, Long> cpaThresholds(List<String> values) {
        return perCpa(values, GbKeys.CPA_THRESHOLDS, "a number of bytes or none", threshold -> {
            long bytes = threshold.equals("none") ? Long.MAX_VALUE : Long.parseLong(threshold);
            if (bytes < 0) {
                throw new IllegalArgumentException("negative");
            }
            return bytes;
        });
    }

    /** {@code cpaId=https://...}: the partner's push service, as a folder. */
    static Map<String, URI> pushTargets(List<String> values) {
        return perCpa(values, GbKeys.PUSH_TARGETS, "an https URL without a query", GbSettings::pushTarget);
    }

    private static URI pushTarget(String url) {
        URI target = folder(url);
        if (!"https".equals(target.getScheme()) || target.getHost() == null || target.getRawQuery() != null) {
            throw new IllegalArgumentException("not an https URL without a query");
        }
        return target;
    }

    /** A list of {@code cpaId=value}, the value read by {@code parse}; a bad entry names the key and the CPA. */
    private static <T> Map<String, T> perCpa(
            List<String> values, ConfigKey<?> key, String expected, Function<String, T> parse) {
        Map<String, T> read = new LinkedHashMap<>();
        for (String value : values) {
            int equals = value.indexOf('=');
            String cpaId = equals < 0 ? "" : value.substring(0, equals).trim();
            String setting = equals < 0 ? "" : value.substring(equals + 1).trim();
            if (cpaId.isEmpty() || setting.isEmpty()) {
                throw new IllegalArgumentException(key.name() + ": '" + value + "' is not cpaId=value");
            }
            if (read.containsKey(cpaId)) {
                throw new IllegalArgumentException(key.name() + ": CPA " + cpaId + " is named twice");
            }
            try {
                read.put(cpaId, parse.apply(setting));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(
                        key.name() + ": '" + setting + "' for CPA " + cpaId + " is not " + expected);
            }
        }
        return read;
    }

    /** The ports a senderUrl may name; empty for any. */
    private static Set<Integer> ports(List<String> values) {
        if (values.contains("any")) {
            return Set.of();
        }
        return values.stream().map(Integer::valueOf).collect(Collectors.toSet());
    }
}
