package nl.opendk.ebms.cpa.check;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.util.List;
import nl.opendk.ebms.cpa.model.Cpa;
import nl.opendk.ebms.protocol.error.Severity;
import org.junit.jupiter.api.Test;

class CpaCheckResultTest {

    private static final CpaFinding ERROR = new CpaFinding(Severity.ERROR, "/", "broken");
    private static final CpaFinding WARNING = new CpaFinding(Severity.WARNING, "/", "odd");
    private static final Cpa CPA = new Cpa("id", null, null, null, List.of());

    @Test
    void warningsAloneAreAcceptable() {
        CpaCheckResult result = new CpaCheckResult(CPA, List.of(WARNING));

        assertThat(result.acceptable()).isTrue();
        assertThat(result.warnings()).containsExactly(WARNING);
        assertThat(result.errors()).isEmpty();
    }

    @Test
    void anErrorIsNotAcceptable() {
        CpaCheckResult result = new CpaCheckResult(null, List.of(WARNING, ERROR));

        assertThat(result.acceptable()).isFalse();
        assertThat(result.errors()).containsExactly(ERROR);
        assertThat(result.warnings()).containsExactly(WARNING);
    }

    @Test
    void aCpaWithErrorsCannotBeHandedOut() {
        assertThatIllegalArgumentException().isThrownBy(() -> new CpaCheckResult(CPA, List.of(ERROR)));
    }
}
