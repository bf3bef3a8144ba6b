package nl.opendk.ebms.db.source;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class JdbcUrlsTest {

    @Test
    void masksAPasswordParameter() {
        assertThat(JdbcUrls.masked("jdbc:mysql://db:3306/ebms?user=ebms&password=s3cret&useSSL=true"))
                .isEqualTo("jdbc:mysql://db:3306/ebms?user=ebms&password=****&useSSL=true");
    }

    @Test
    void masksEveryPasswordKeyConnectorJAccepts() {
        assertThat(JdbcUrls.masked("jdbc:mysql://db/ebms?PASSWORD=a&password1=b&password2=c&pwd=d"))
                .doesNotContain("=a", "=b", "=c", "=d");
    }

    @Test
    void masksAPasswordInTheHostForm() {
        assertThat(JdbcUrls.masked("jdbc:mysql://(host=db,port=3306,user=ebms,password=s3cret)/ebms"))
                .isEqualTo("jdbc:mysql://(host=db,port=3306,user=ebms,password=****)/ebms");
    }

    @Test
    void masksAPasswordInTheUserInfo() {
        assertThat(JdbcUrls.masked("jdbc:mysql://ebms:s3cret@db:3306/ebms"))
                .isEqualTo("jdbc:mysql://ebms:****@db:3306/ebms");
    }

    @Test
    void leavesAUrlWithoutPasswordAlone() {
        String url = "jdbc:mysql://127.0.0.1:3307/ebms?sslMode=DISABLED";

        assertThat(JdbcUrls.masked(url)).isEqualTo(url);
        assertThat(JdbcUrls.masked(null)).isNull();
    }
}
