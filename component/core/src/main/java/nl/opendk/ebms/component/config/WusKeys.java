package nl.opendk.ebms.component.config;

import java.time.Duration;
import java.util.List;

/** Digikoppeling WUS (README "WUS"): where partners and our back end reach it, and its time limits. */
public final class WusKeys {

    public static final ConfigKey<String> PATH = wus("wus.path")
            .text("/wus", "path under which partners call the services we provide: `<path>/<service path>`");
    public static final ConfigKey<String> CALL_PATH = wus("wus.call-path")
            .text(
                    "/api/wus/call",
                    "path under which our back end calls partners' services: `<path>/<service name>`; keep it under"
                            + " `/api`, behind the API's sign-in");
    public static final ConfigKey<Duration> TIMESTAMP_TTL = wus("wus.timestamp-ttl")
            .duration(
                    "PT5M",
                    "how old a received wsu:Timestamp's Created may be, and how long ours are valid (DK-WUS WB002)");
    public static final ConfigKey<Duration> CLOCK_SKEW = wus("wus.clock-skew")
            .duration("PT1M", "how far in the future a received Created may lie: the clock difference allowed");
    public static final ConfigKey<Duration> PARTNER_CONNECT_TIMEOUT = wus("wus.partner.connect-timeout")
            .duration("PT10S", "longest wait for a connection to a partner's WUS service");
    public static final ConfigKey<Duration> PARTNER_TIMEOUT = wus("wus.partner.timeout")
            .duration(
                    "PT30S",
                    "longest wait for a partner's WUS answer; our back end waits as long (WUS is synchronous, WS003)");

    public static final List<ConfigKey<?>> KEYS =
            List.of(PATH, CALL_PATH, TIMESTAMP_TTL, CLOCK_SKEW, PARTNER_CONNECT_TIMEOUT, PARTNER_TIMEOUT);

    private WusKeys() {}

    private static ConfigKey.Builder wus(String name) {
        return ConfigKey.in(ConfigSection.WUS, name);
    }
}
