package nl.opendk.ebms.service.wus;

import static nl.opendk.ebms.service.wus.TestWusDefinitions.OIN_A;
import static nl.opendk.ebms.service.wus.TestWusDefinitions.consumed;
import static nl.opendk.ebms.service.wus.TestWusDefinitions.derCertificate;
import static nl.opendk.ebms.service.wus.TestWusDefinitions.operation;
import static nl.opendk.ebms.service.wus.TestWusDefinitions.pemCertificate;
import static nl.opendk.ebms.service.wus.TestWusDefinitions.persons;
import static nl.opendk.ebms.service.wus.TestWusDefinitions.provided;
import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import nl.opendk.ebms.db.wus.WusDirection;
import nl.opendk.wus.protocol.profile.WusProfile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class WusServiceDefinitionTest {

    @Test
    void aProvidedServiceWithPathBackEndTimeoutAndOperationsHasNoProblems() {
        assertThat(persons().problems()).isEmpty();
    }

    @Test
    void aConsumedServiceTakesThePartnerCertificateInDerOrPem() {
        assertThat(consumed("partner", derCertificate()).problems()).isEmpty();
        assertThat(consumed("partner", pemCertificate()).problems()).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "with space", "slash/in/name", "é"})
    void aNameOutsideLettersDigitsDotUnderscoreAndHyphenIsAProblem(String name) {
        assertThat(provided(name, "p", operation("GetPerson")).problems())
                .containsExactly("name must be 1 to 100 letters, digits, '.', '_' or '-'");
    }

    @Test
    void aNameOfMoreThanTheColumnHoldsIsAProblem() {
        assertThat(provided("n".repeat(101), "p", operation("GetPerson")).problems())
                .containsExactly("name must be 1 to 100 letters, digits, '.', '_' or '-'");
        assertThat(provided("Persons_v1.2-test", "p", operation("GetPerson")).problems())
                .isEmpty();
    }

    @Test
    void twoOperationsWithOneRequestActionAreAProblem() {
        WusOperation get = operation("GetPerson");
        WusOperation again = new WusOperation("GetPersonAgain", get.requestAction(), "urn:other", Set.of());

        assertThat(provided("persons", "p", get, again).problems())
                .containsExactly("operation GetPersonAgain: request action " + get.requestAction()
                        + " is used by another operation");
    }

    @Test
    void anOinThatIsNotTwentyDigitsIsAProblem() {
        assertThat(provided("persons", "p", operation("GetPerson", OIN_A, "1234", "0000000123456789000X"))
                        .problems())
                .containsExactlyInAnyOrder(
                        "operation GetPerson: OIN 1234 is not 20 digits",
                        "operation GetPerson: OIN 0000000123456789000X is not 20 digits");
    }

    @Test
    void aProvidedServiceNeedsAPathABackEndAndATimeoutAboveZero() {
        WusServiceDefinition bad = new WusServiceDefinition(
                "persons",
                WusDirection.PROVIDE,
                null,
                WusProfile.BE,
                "<w/>".getBytes(StandardCharsets.UTF_8),
                "urn:ns",
                null,
                Duration.ZERO,
                null,
                null,
                true,
                List.of(operation("GetPerson")));

        assertThat(bad.problems())
                .containsExactly(
                        "a provided service needs a path of 1 to 100 letters, digits, '.', '_' or '-' (reached at"
                                + " /wus/<path>)",
                        "a provided service needs an absolute back-end endpoint URI of at most 1000 characters",
                        "a provided service needs a back-end timeout of at least 1 ms");
    }

    @Test
    void aConsumedServiceNeedsAnHttpsPartnerEndpointAndACertificate() {
        WusServiceDefinition plainHttp = new WusServiceDefinition(
                "partner",
                WusDirection.CONSUME,
                null,
                WusProfile.BE,
                "<w/>".getBytes(StandardCharsets.UTF_8),
                "urn:ns",
                null,
                null,
                URI.create("http://partner.example.nl/wus"),
                "not a certificate".getBytes(StandardCharsets.US_ASCII),
                true,
                List.of(operation("GetPerson")));

        assertThat(plainHttp.problems())
                .containsExactly(
                        "a consumed service needs an https partner endpoint of at most 1000 characters",
                        "a consumed service needs the partner's X.509 certificate (PEM or DER)");
        assertThat(consumed("partner", null).problems())
                .containsExactly("a consumed service needs the partner's X.509 certificate (PEM or DER)");
    }

    @Test
    void aConsumedServiceHasNoPathNoBackEndAndNoAllowedOins() {
        WusServiceDefinition mixed = new WusServiceDefinition(
                "partner",
                WusDirection.CONSUME,
                "path",
                WusProfile.BE,
                "<w/>".getBytes(StandardCharsets.UTF_8),
                "urn:ns",
                URI.create("http://backend.local"),
                Duration.ofSeconds(1),
                URI.create("https://partner.example.nl/wus"),
                derCertificate(),
                true,
                List.of(operation("GetPerson", OIN_A)));

        assertThat(mixed.problems())
                .containsExactly(
                        "a consumed service has no path, back-end endpoint or back-end timeout",
                        "operation GetPerson: allowed OINs apply to provided services only");
    }

    @Test
    void everyProblemIsReportedAtOnce() {
        WusServiceDefinition empty =
                new WusServiceDefinition(null, null, null, null, null, null, null, null, null, null, false, null);

        assertThat(empty.problems())
                .containsExactly(
                        "name must be 1 to 100 letters, digits, '.', '_' or '-'",
                        "direction is required (PROVIDE or CONSUME)",
                        "profile is required (2W-be, 2W-be-S or 2W-be-SE)",
                        "the WSDL is required",
                        "targetNamespace is required, at most 1000 characters",
                        "at least one operation is required");
    }

    @Test
    void anOperationNeedsANameAndBothActions() {
        WusOperation blank = new WusOperation(" ", null, "", Set.of());

        assertThat(provided("persons", "p", blank).problems())
                .containsExactly(
                        "an operation needs a name of at most 255 characters",
                        "operation  : request action is required, at most 255 characters",
                        "operation  : response action is required, at most 255 characters");
    }

    @Test
    void theProfilesHaveTheirDigikoppelingNames() {
        assertThat(WusProfile.parse("2W-be-SE")).contains(WusProfile.BE_SE);
        assertThat(WusProfile.parse("2W-be-S")).contains(WusProfile.BE_S);
        assertThat(WusProfile.parse("2W-be")).contains(WusProfile.BE);
        assertThat(WusProfile.parse("osb-be")).isEmpty();
    }
}
