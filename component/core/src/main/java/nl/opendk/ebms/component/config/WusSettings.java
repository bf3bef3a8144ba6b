package nl.opendk.ebms.component.config;

import java.time.Duration;

/** The WUS configuration, read once at start; each key is defined in {@link WusKeys}. */
public record WusSettings(
        String path,
        String callPath,
        Duration timestampTtl,
        Duration clockSkew,
        Duration partnerConnectTimeout,
        Duration partnerTimeout) {

    public static WusSettings from(Settings settings) {
        return new WusSettings(
                settings.get(WusKeys.PATH),
                settings.get(WusKeys.CALL_PATH),
                settings.get(WusKeys.TIMESTAMP_TTL),
                settings.get(WusKeys.CLOCK_SKEW),
                settings.get(WusKeys.PARTNER_CONNECT_TIMEOUT),
                settings.get(WusKeys.PARTNER_TIMEOUT));
    }
}
