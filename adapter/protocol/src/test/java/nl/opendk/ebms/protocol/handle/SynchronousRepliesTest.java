package nl.opendk.ebms.protocol.handle;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import nl.opendk.ebms.protocol.codec.DecodingLimits;
import nl.opendk.ebms.protocol.codec.RequestDecoder;
import nl.opendk.ebms.protocol.signal.DeliveryVerdict;
import nl.opendk.ebms.protocol.testing.ReliableFixtures;
import org.junit.jupiter.api.Test;

class SynchronousRepliesTest {

    private final SynchronousReplies replies =
            new SynchronousReplies(new RequestDecoder(DecodingLimits.defaults()), Clock.systemUTC());

    @Test
    void anAcknowledgmentForOurMessageSettlesIt() {
        byte[] ack = ReliableFixtures.acknowledgment("ours@adapter.test").body();
        assertThat(replies.read("text/xml", ack, "ours@adapter.test").verdict())
                .isEqualTo(DeliveryVerdict.ACKNOWLEDGED);
        assertThat(replies.read("text/xml", ack, "another@adapter.test").verdict())
                .isEqualTo(DeliveryVerdict.DELIVERED);
    }

    @Test
    void aMessageErrorRefusesItAndSaysWhy() {
        byte[] error =
                ReliableFixtures.messageError("ours@adapter.test", "Error").body();
        SynchronousReplies.Reply reply = replies.read("text/xml; charset=UTF-8", error, "ours@adapter.test");
        assertThat(reply.verdict()).isEqualTo(DeliveryVerdict.PERMANENT);
        assertThat(reply.detail()).contains("DeliveryFailure", "back end unreachable");
    }

    @Test
    void anEmptyOrUnreadableReplyLeavesTheMessageWaitingForItsAcknowledgment() {
        assertThat(replies.read("text/xml", new byte[0], "ours@adapter.test").verdict())
                .isEqualTo(DeliveryVerdict.DELIVERED);
        SynchronousReplies.Reply garbage =
                replies.read("text/xml", "not xml".getBytes(StandardCharsets.UTF_8), "ours@adapter.test");
        assertThat(garbage.verdict()).isEqualTo(DeliveryVerdict.DELIVERED);
        assertThat(garbage.detail()).startsWith("unreadable synchronous reply");
    }
}
