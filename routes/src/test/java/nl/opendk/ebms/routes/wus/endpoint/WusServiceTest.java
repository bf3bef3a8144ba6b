package nl.opendk.ebms.routes.wus.endpoint;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import nl.opendk.ebms.routes.wus.security.WusSecurityProfile;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Service names become local:// addresses; only plain path segments are taken. */
class WusServiceTest {

    @ParameterizedTest
    @ValueSource(strings = {"BRP/v1", "osb-compliance_v1", "a.b/c"})
    void plainPathSegmentsNameAService(String name) {
        WusService service = new WusService(name, WusSecurityProfile.SIGNED, "direct:x");
        assertThat(service.localAddress()).isEqualTo("local://wus/" + name);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "/BRP", "BRP/", "BRP//v1", "../admin", "a/../b", "BRP/.", "BRP?x=1", "BRP v1"})
    void anythingElseIsRefused(String name) {
        assertThatThrownBy(() -> new WusService(name, WusSecurityProfile.SIGNED, "direct:x"))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
