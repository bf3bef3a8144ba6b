package nl.opendk.gb.protocol.push;

import java.util.List;

/**
 * What a push response said (DK-GB 3.8.1 §3.4): the outcome of every file it reports completely, in its order, and
 * why each of the others cannot be acted on. One incomplete data-reference-response costs only itself.
 */
public record PushResponseReading(List<PushOutcome> outcomes, List<String> incomplete) {

    public PushResponseReading {
        outcomes = List.copyOf(outcomes);
        incomplete = List.copyOf(incomplete);
    }
}
