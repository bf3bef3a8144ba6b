package nl.opendk.ebms.console.auth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class AdminUsersTest {

    private static final String ALICE =
            PasswordHash.create("alice password".toCharArray(), 100).encoded();
    private static final String BOB =
            PasswordHash.create("bob password".toCharArray(), 100).encoded();

    @Test
    void configuredUsersSignInWithTheirOwnPasswordOnly() {
        AdminUsers users = AdminUsers.parse("alice:" + ALICE + ", bob:" + BOB);

        assertThat(users.isFirstRun()).isFalse();
        assertThat(users.firstRunPassword()).isEmpty();
        assertThat(users.size()).isEqualTo(2);
        assertThat(users.verify("alice", "alice password".toCharArray())).isTrue();
        assertThat(users.verify("bob", "alice password".toCharArray())).isFalse();
        assertThat(users.verify("carol", "alice password".toCharArray())).isFalse();
        assertThat(users.verify(AdminUsers.FIRST_RUN_USER, "anything".toCharArray()))
                .isFalse();
    }

    @Test
    void withoutUsersThereIsAFirstRunAccountWithARandomPassword() {
        AdminUsers first = AdminUsers.parse(" ");
        AdminUsers second = AdminUsers.parse(null);

        assertThat(first.isFirstRun()).isTrue();
        String password = first.firstRunPassword().orElseThrow();
        assertThat(password).hasSizeGreaterThanOrEqualTo(20);
        assertThat(second.firstRunPassword()).get().isNotEqualTo(password);
        assertThat(first.verify(AdminUsers.FIRST_RUN_USER, password.toCharArray()))
                .isTrue();
        assertThat(first.verify(AdminUsers.FIRST_RUN_USER, "admin".toCharArray()))
                .isFalse();
    }

    @Test
    void anUnknownNameCostsAsMuchWorkAsTheCostliestKnownOne() {
        String costly =
                PasswordHash.create("carol password".toCharArray(), 2000).encoded();

        assertThat(AdminUsers.parse("alice:" + ALICE + ",carol:" + costly).decoyIterations())
                .isEqualTo(2000);
        assertThat(AdminUsers.parse("alice:" + ALICE).decoyIterations()).isEqualTo(100);
    }

    @Test
    void aBadEntryStopsTheStartNamingTheKeyAndUser() {
        assertThatThrownBy(() -> AdminUsers.parse("alice"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("admin.users");
        assertThatThrownBy(() -> AdminUsers.parse("al ice:" + ALICE)).hasMessageContaining("admin.users");
        assertThatThrownBy(() -> AdminUsers.parse("alice:plaintext"))
                .hasMessageContaining("user alice")
                .hasMessageNotContaining("plaintext");
    }
}
