package nl.opendk.ebms.testkit.cpa;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import nl.opendk.ebms.testkit.pki.TestPki;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The profile names the writer takes; the CPA store's TestCpasTest holds every profile to the upload check. */
class TestCpaProfilesTest {

    @ParameterizedTest
    @CsvSource({
        "osb-be,   false, false, false",
        "osb-rm,   true,  false, false",
        "osb-be-s, false, true,  false",
        "osb-rm-s, true,  true,  false",
        "osb-be-e, false, true,  true",
        "osb-rm-e, true,  true,  true"
    })
    void writesWhatEachProfileAgrees(String profile, boolean reliable, boolean signed, boolean encrypted) {
        TestPki pki = TestPki.create();
        String xml = TestCpas.builder()
                .profile(profile)
                .certificates(
                        pki.party(TestPki.PARTY_1).certificate(),
                        pki.party(TestPki.PARTY_2).certificate())
                .build();

        assertThat(xml.contains("<tns:ReliableMessaging>")).isEqualTo(reliable);
        assertThat(xml.contains("tns:ackRequested=\"always\"")).isEqualTo(reliable);
        assertThat(xml.contains("<tns:SenderNonRepudiation>")).isEqualTo(signed);
        assertThat(xml.contains("<tns:ReceiverDigitalEnvelope>")).isEqualTo(encrypted);
    }

    @Test
    void refusesANameThatIsNoDigikoppelingProfile() {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> TestCpas.builder().profile("osb-rm-x"))
                .withMessageContaining("osb-rm-x");
    }
}
