package nl.opendk.ebms.service.gb.send;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.service.send.BackendSend;
import nl.opendk.ebms.service.send.MessageSend;
import nl.opendk.ebms.service.send.Outcome;
import nl.opendk.ebms.service.send.Refusal;
import nl.opendk.ebms.service.send.SendRequest;
import org.junit.jupiter.api.Test;

/**
 * Which messages go inline and which as Grote Berichten (VW000, VW001). Without a file service to publish on, a
 * message that must go as Grote Berichten is refused, so what is not inline shows as that refusal; that it is then
 * published is {@code GroteBerichtenIT}'s (G01).
 */
class SizeSwitchTest {

    private static final int MIB = 1024 * 1024;

    private final List<List<PayloadPart>> inline = new ArrayList<>();
    private final MessageSend recording = (request, parts) -> {
        inline.add(parts);
        return Outcome.sent(new BackendSend.Sent(1, "m@x", "c", true, List.of()));
    };

    /** G02: exactly 20 MiB is not "larger than" 20 MiB. */
    @Test
    void exactlyTheThresholdGoesInline() {
        Outcome<BackendSend.Sent> sent = standard().send(request("cpa"), List.of(part(20 * MIB)));

        assertThat(sent.isSent()).isTrue();
        assertThat(inline)
                .singleElement()
                .satisfies(parts -> assertThat(parts.get(0).content()).hasSize(20 * MIB));
    }

    /** G01: one byte more must go as Grote Berichten; the sizes of all payloads count together. */
    @Test
    void oneByteOverTheThresholdDoesNotGoInline() {
        Outcome<BackendSend.Sent> one = standard().send(request("cpa"), List.of(part(20 * MIB + 1)));
        Outcome<BackendSend.Sent> two = standard().send(request("cpa"), List.of(part(10 * MIB), part(10 * MIB + 1)));

        assertThat(one.refusal()).isEqualTo(Refusal.NEEDS_GROTE_BERICHTEN);
        assertThat(one.problem()).contains("20971521 bytes", "threshold of 20971520", "VW001", "ebms.gb.public-url");
        assertThat(two.refusal()).isEqualTo(Refusal.NEEDS_GROTE_BERICHTEN);
        assertThat(inline).isEmpty();
    }

    /** G02, VW000: partners agreed on 100 MiB, or on never; other CPAs keep 20 MiB. */
    @Test
    void aThresholdAgreedForACpaAppliesToThatCpaOnly() {
        SizeSwitch agreed = new SizeSwitch(
                recording,
                Optional.empty(),
                new SizeSwitch.Thresholds(20 * MIB, Map.of("big", 100L * MIB, "never", Long.MAX_VALUE)));
        List<PayloadPart> fifty = List.of(part(50 * MIB));

        assertThat(agreed.send(request("big"), fifty).isSent()).isTrue();
        assertThat(agreed.send(request("never"), fifty).isSent()).isTrue();
        assertThat(agreed.send(request("other"), fifty).refusal()).isEqualTo(Refusal.NEEDS_GROTE_BERICHTEN);
        assertThat(inline).hasSize(2);
    }

    private SizeSwitch standard() {
        return new SizeSwitch(recording, Optional.empty(), new SizeSwitch.Thresholds(20 * MIB, Map.of()));
    }

    private static SendRequest request(String cpaId) {
        return new SendRequest(cpaId, null, null, "urn:service", null, "Send", null, null, null, List.of());
    }

    private static PayloadPart part(int size) {
        return new PayloadPart("", "application/octet-stream", new byte[size]);
    }
}
