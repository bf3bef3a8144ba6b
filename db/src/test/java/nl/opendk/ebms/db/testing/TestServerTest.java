package nl.opendk.ebms.db.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class TestServerTest {

    @Test
    void putsTheDatabaseIntoTheServerUrl() {
        assertThat(TestServer.withDatabase("jdbc:mysql://127.0.0.1:3306/?user=u&password=p", "t1"))
                .isEqualTo("jdbc:mysql://127.0.0.1:3306/t1?user=u&password=p");
        assertThat(TestServer.withDatabase("jdbc:mysql://db:3306", "t1")).isEqualTo("jdbc:mysql://db:3306/t1");
        assertThat(TestServer.withDatabase("jdbc:mariadb://db/other?x=1", "t1")).isEqualTo("jdbc:mariadb://db/t1?x=1");
    }

    @Test
    void refusesWhatIsNotAJdbcUrl() {
        assertThatThrownBy(() -> TestServer.withDatabase("mysql://db:3306/", "t1"))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
