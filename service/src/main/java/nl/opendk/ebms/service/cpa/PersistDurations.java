package nl.opendk.ebms.service.cpa;

import java.time.Duration;
import nl.opendk.ebms.cpa.lookup.CompiledCpa;
import nl.opendk.ebms.cpa.lookup.CompiledParty;
import nl.opendk.ebms.cpa.lookup.CpaRegistry;

/**
 * The longest PersistDuration of any channel of any loaded CPA (ebMS 2.0 §6.4.6): received MessageIds must be kept
 * at least that long for duplicate elimination, so the purge never goes below it.
 */
public final class PersistDurations {

    private PersistDurations() {}

    public static Duration longest(CpaRegistry registry) {
        Duration longest = Duration.ZERO;
        for (CompiledCpa cpa : registry.all()) {
            for (CompiledParty party : cpa.parties()) {
                for (String channelId : party.info().deliveryChannels().keySet()) {
                    Duration persist = party.channel(channelId)
                            .map(channel -> channel.reliability() == null
                                    ? Duration.ZERO
                                    : channel.reliability().persistDuration())
                            .orElse(Duration.ZERO);
                    if (persist.compareTo(longest) > 0) {
                        longest = persist;
                    }
                }
            }
        }
        return longest;
    }
}
