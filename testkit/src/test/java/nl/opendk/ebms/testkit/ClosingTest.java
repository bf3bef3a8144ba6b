package nl.opendk.ebms.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ClosingTest {

    private final List<String> closed = new ArrayList<>();

    @Test
    void closesEveryOneAndThrowsTheFirstFailureWithTheOthersSuppressed() {
        IllegalStateException first = new IllegalStateException("first");
        IllegalStateException second = new IllegalStateException("second");

        assertThatThrownBy(() -> Closing.all(
                        () -> closed.add("a"),
                        null,
                        () -> {
                            closed.add("b");
                            throw first;
                        },
                        () -> {
                            closed.add("c");
                            throw second;
                        },
                        () -> closed.add("d")))
                .isSameAs(first)
                .satisfies(thrown -> assertThat(thrown.getSuppressed()).containsExactly(second));
        assertThat(closed).containsExactly("a", "b", "c", "d");
    }
}
