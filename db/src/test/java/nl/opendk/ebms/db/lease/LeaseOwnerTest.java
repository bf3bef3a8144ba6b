package nl.opendk.ebms.db.lease;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class LeaseOwnerTest {

    @Test
    void acceptsANodeIdThatFitsTheColumn() {
        assertThat(LeaseOwner.check("x".repeat(100))).hasSize(100);
    }

    @Test
    void refusesABlankOrTooLongNodeId() {
        assertThatThrownBy(() -> LeaseOwner.check(" ")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> LeaseOwner.check(null)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> LeaseOwner.check("x".repeat(101))).isInstanceOf(IllegalArgumentException.class);
    }
}
