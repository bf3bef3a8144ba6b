package nl.opendk.ebms.component.config;

import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/** The Grote Berichten configuration, read once at start; each key is defined in {@link GbKeys}. */
public record GbSettings(
        Path directory,
        long minFreeSpace,
        URI publicUrl,
        long threshold,
        Map<String, Long> cpaThresholds,
        Duration validity,
        Duration purgeGrace,
        boolean download,
        Set<Integer> downloadPorts,
        int downloadConcurrency,
        Duration pollInterval,
        List<Duration> retryDelays,
        int maxAttempts,
        Duration downloadTimeout) {

    public static GbSettings from(Settings settings) {
        String publicUrl = settings.get(GbKeys.PUBLIC_URL);
        return new GbSettings(
                Path.of(settings.get(GbKeys.DIRECTORY)),
                settings.get(GbKeys.MIN_FREE_SPACE),
                publicUrl.isBlank() ? null : URI.create(publicUrl.endsWith("/") ? publicUrl : publicUrl + "/"),
                settings.get(GbKeys.THRESHOLD),
                cpaThresholds(settings.get(GbKeys.CPA_THRESHOLDS)),
                settings.get(GbKeys.VALIDITY),
                settings.get(GbKeys.PURGE_GRACE),
                settings.get(GbKeys.DOWNLOAD),
                ports(settings.get(GbKeys.DOWNLOAD_PORTS)),
                Math.max(1, settings.get(GbKeys.DOWNLOAD_CONCURRENCY)),
                settings.get(GbKeys.POLL_INTERVAL),
                settings.get(GbKeys.RETRY_DELAYS).stream().map(Duration::parse).toList(),
                settings.get(GbKeys.MAX_ATTEMPTS),
                settings.get(GbKeys.DOWNLOAD_TIMEOUT));
    }

    /** {@code cpaId=bytes} or {@code cpaId=none} (never: {@link Long#MAX_VALUE}). */
    static Map<String, Long> cpaThresholds(List<String> values) {
        Map<String, Long> thresholds = new LinkedHashMap<>();
        for (String value : values) {
            int equals = value.lastIndexOf('=');
            String threshold = equals < 0 ? "" : value.substring(equals + 1).trim();
            String cpaId = equals < 0 ? "" : value.substring(0, equals).trim();
            if (cpaId.isEmpty() || threshold.isEmpty()) {
                throw new IllegalArgumentException(
                        GbKeys.CPA_THRESHOLDS.name() + ": '" + value + "' is not cpaId=bytes or cpaId=none");
            }
            try {
                long bytes = threshold.equals("none") ? Long.MAX_VALUE : Long.parseLong(threshold);
                if (bytes < 0) {
                    throw new NumberFormatException("negative");
                }
                thresholds.put(cpaId, bytes);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(GbKeys.CPA_THRESHOLDS.name() + ": '" + threshold + "' for CPA "
                        + cpaId + " is not a number of bytes or none");
            }
        }
        return thresholds;
    }

    /** The ports a senderUrl may name; empty for any. */
    private static Set<Integer> ports(List<String> values) {
        if (values.contains("any")) {
            return Set.of();
        }
        return values.stream().map(Integer::valueOf).collect(Collectors.toSet());
    }
}
