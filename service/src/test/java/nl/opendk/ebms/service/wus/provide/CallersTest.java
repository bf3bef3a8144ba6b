package nl.opendk.ebms.service.wus.provide;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import nl.opendk.ebms.service.wus.WusOperation;
import org.junit.jupiter.api.Test;

/** Who may call an operation of a provided service: the TLS client, the signer, and what wsa:From may claim. */
class CallersTest {

    private static final String ALLOWED = "00000001234567890000";
    private static final String SIGNER = "00000001234567890001";
    private static final String OTHER = "00000009999999999999";
    private static final WusOperation OPERATION = new WusOperation("Zoek", "urn:a", "urn:b", Set.of(ALLOWED, SIGNER));

    @Test
    void anAllowedTlsClientMayCallAndMayNameItselfInFrom() {
        assertThat(Callers.beforeSecurity(OPERATION, false, ALLOWED, null)).isEmpty();
        assertThat(Callers.beforeSecurity(OPERATION, false, ALLOWED, ALLOWED)).isEmpty();
    }

    @Test
    void aTlsClientNotOnTheListIsRefused() {
        assertThat(Callers.beforeSecurity(OPERATION, false, OTHER, null))
                .hasValueSatisfying(reason -> assertThat(reason).contains(OTHER));
    }

    @Test
    void in2WBeFromMustNameTheTlsClient() {
        assertThat(Callers.beforeSecurity(OPERATION, false, ALLOWED, SIGNER)).isPresent();
    }

    @Test
    void inASignedProfileFromIsJudgedWithTheSigner() {
        assertThat(Callers.beforeSecurity(OPERATION, true, ALLOWED, SIGNER)).isEmpty();
        assertThat(Callers.signer(OPERATION, SIGNER, ALLOWED, SIGNER)).isEmpty();
        assertThat(Callers.signer(OPERATION, SIGNER, ALLOWED, ALLOWED)).isEmpty();
        assertThat(Callers.signer(OPERATION, SIGNER, ALLOWED, OTHER)).isPresent();
    }

    @Test
    void aSignerNotOnTheListOrWithoutOinIsRefused() {
        assertThat(Callers.signer(OPERATION, OTHER, ALLOWED, null)).isPresent();
        assertThat(Callers.signer(OPERATION, null, ALLOWED, null))
                .hasValueSatisfying(reason -> assertThat(reason).contains("PKI001"));
    }

    @Test
    void withoutTlsA2WBeCallerIsKnownOnlyByAnAllowedFrom() {
        assertThat(Callers.beforeSecurity(OPERATION, false, null, ALLOWED)).isEmpty();
        assertThat(Callers.beforeSecurity(OPERATION, false, null, null)).isPresent();
        assertThat(Callers.beforeSecurity(OPERATION, false, null, OTHER)).isPresent();
        assertThat(Callers.beforeSecurity(OPERATION, true, null, null))
                .as("a signed request's caller is its signer, judged after verification")
                .isEmpty();
    }
}
