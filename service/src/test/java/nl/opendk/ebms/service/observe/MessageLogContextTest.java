package nl.opendk.ebms.service.observe;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.slf4j.MDC;

class MessageLogContextTest {

    @AfterEach
    void clear() {
        MDC.clear();
    }

    @Test
    void anIdThatCouldForgeLogLinesIsLeftOut() {
        MessageLogContext.enter("forged@us\n2030-01-01 INFO all is well", "cpa-1");

        assertThat(MDC.get(MessageLogContext.MESSAGE_ID)).isNull();
        assertThat(MDC.get(MessageLogContext.CPA_ID)).isEqualTo("cpa-1");

        MessageLogContext.enter(null);
        assertThat(MDC.get(MessageLogContext.CPA_ID)).isNull();
    }
}
