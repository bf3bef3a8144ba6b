package nl.opendk.wus.protocol.fault;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Optional;
import nl.opendk.wus.protocol.xml.WusNamespaces;
import org.junit.jupiter.api.Test;

class WusFaultTest {

    @Test
    void holdsEveryDigikoppelingCodeOnce() {
        assertThat(Arrays.stream(WusFault.values()).map(WusFault::code).flatMap(Optional::stream))
                .containsExactly(
                        "0001", "0002", "0003", "0004", "0005", "0006", "0007", "0008", "0009", "0010", "0011", "0051");
    }

    @Test
    void onlyServiceUnavailableIsAServerFault() {
        assertThat(Arrays.stream(WusFault.values())
                        .filter(f -> f.faultCode().getLocalPart().equals("Server")))
                .containsExactly(WusFault.SERVICE_UNAVAILABLE);
        assertThat(WusFault.TO_INVALID.faultCode().getLocalPart()).isEqualTo("Client");
        assertThat(WusFault.NOT_AUTHORIZED.faultCode().getNamespaceURI()).isEqualTo(WusNamespaces.SOAP_11);
    }

    @Test
    void soapFaultsUseTheSoap11Codes() {
        assertThat(WusFault.VERSION_MISMATCH.faultCode().getLocalPart()).isEqualTo("VersionMismatch");
        assertThat(WusFault.MUST_UNDERSTAND.faultCode().getLocalPart()).isEqualTo("MustUnderstand");
        assertThat(WusFault.VERSION_MISMATCH.code()).isEmpty();
    }

    @Test
    void securityFaultsUseTheWss10QNames() {
        assertThat(Arrays.stream(WusFault.values())
                        .filter(f -> WusNamespaces.WSSE.equals(f.faultCode().getNamespaceURI()))
                        .map(f -> f.faultCode().getLocalPart()))
                .containsExactlyInAnyOrder(
                        "UnsupportedSecurityToken",
                        "UnsupportedAlgorithm",
                        "InvalidSecurity",
                        "InvalidSecurityToken",
                        "FailedAuthentication",
                        "FailedCheck",
                        "SecurityTokenUnavailable",
                        "MessageExpired");
    }

    @Test
    void faultStringIsCodeAndMeaningForDigikoppelingCodes() {
        assertThat(WusFault.INVALID_ENVELOPE.faultString()).isEqualTo("0001 Invalid SOAP envelope");
        assertThat(WusFault.FAILED_CHECK.faultString()).isEqualTo("The signature or decryption was invalid");
    }

    @Test
    void onlyXsdValidationIsAboutTheBody() {
        assertThat(Arrays.stream(WusFault.values()).filter(WusFault::aboutBody))
                .containsExactly(WusFault.NOT_VALID_AGAINST_XSD);
    }

    @Test
    void findingDetailsAreEscapedAndBounded() {
        WusFinding finding = new WusFinding(WusFault.TO_INVALID, "a\u202Eb\n" + "x".repeat(5000));

        assertThat(finding.detail()).startsWith("a\\u202Eb\\u000A").hasSize(WusFinding.MAX_DETAIL);
    }
}
