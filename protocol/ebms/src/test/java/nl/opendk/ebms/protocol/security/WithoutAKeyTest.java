package nl.opendk.ebms.protocol.security;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import nl.opendk.ebms.protocol.agreement.ChannelSecurity;
import nl.opendk.ebms.protocol.agreement.SigningTerms;
import nl.opendk.ebms.protocol.security.sign.SignatureAlgorithms;
import nl.opendk.ebms.protocol.signal.ChannelSecurityUnavailable;
import nl.opendk.ebms.protocol.signal.OutgoingMessage;
import nl.opendk.ebms.protocol.signal.OutgoingSecurity;
import org.junit.jupiter.api.Test;

/** An adapter without a key sends on plain channels, and refuses rather than sends unprotected on secured ones. */
class WithoutAKeyTest {

    private static final OutgoingMessage MESSAGE = new OutgoingMessage(
            SecurityTestMessages.fixture("business-message").header(),
            SecurityTestMessages.envelope(SecurityTestMessages.binaryParts(1)),
            SecurityTestMessages.binaryParts(1),
            SecuredChannels.ENDPOINT,
            null);

    @Test
    void aPlainChannelGetsTheMessageAsMade() {
        assertThat(OutgoingSecurity.NONE.secure(MESSAGE, SecuredChannels.withSecurity("plain", ChannelSecurity.NONE)))
                .isSameAs(MESSAGE);
    }

    @Test
    void aSigningChannelIsRefused() {
        ChannelSecurity signing = new ChannelSecurity(
                null, new SigningTerms(null, List.of(SignatureAlgorithms.RSA_SHA256), null), false, null, null);

        assertThatThrownBy(
                        () -> OutgoingSecurity.NONE.secure(MESSAGE, SecuredChannels.withSecurity("signing", signing)))
                .isInstanceOf(ChannelSecurityUnavailable.class)
                .hasMessageContaining("signing")
                .hasMessageContaining("no signing key");
    }

    @Test
    void anEncryptingChannelIsRefused() {
        ChannelSecurity encrypting = new ChannelSecurity(null, null, true, null, null);

        assertThatThrownBy(() ->
                        OutgoingSecurity.NONE.secure(MESSAGE, SecuredChannels.withSecurity("encrypting", encrypting)))
                .isInstanceOf(ChannelSecurityUnavailable.class);
    }
}
