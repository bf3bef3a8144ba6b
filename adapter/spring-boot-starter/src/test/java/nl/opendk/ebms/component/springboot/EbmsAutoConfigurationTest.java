package nl.opendk.ebms.component.springboot;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.sql.Connection;
import java.util.logging.Logger;
import javax.sql.DataSource;
import nl.opendk.ebms.component.ebms.EbmsComponent;
import nl.opendk.ebms.component.wus.WusComponent;
import nl.opendk.ebms.console.HostConsole;
import org.apache.camel.spring.boot.CamelContextConfiguration;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/** What the starter puts in a Spring Boot application, and the options that change it. */
class EbmsAutoConfigurationTest {

    private final ApplicationContextRunner runner =
            new ApplicationContextRunner().withConfiguration(AutoConfigurations.of(EbmsAutoConfiguration.class));

    @Test
    void bothComponentsComeWithTheApplicationsOnlyDataSourceAndTheHttpServer() {
        DataSource hosts = new NoDataSource();
        runner.withBean("hostDataSource", DataSource.class, () -> hosts).run(context -> {
            assertThat(context.getBean("ebms", EbmsComponent.class).getDataSource())
                    .isSameAs(hosts);
            assertThat(context.getBean("wus", WusComponent.class).getDataSource())
                    .isSameAs(hosts);
            assertThat(context).getBeans(CamelContextConfiguration.class).containsKey("ebmsHttpServer");
        });
    }

    @Test
    void theConsoleComesWhenTheApplicationHasItAndCanBeLeftOut() {
        runner.run(context -> assertThat(context).hasBean("ebmsConsole"));
        runner.withClassLoader(new FilteredClassLoader(HostConsole.class))
                .run(context -> assertThat(context).doesNotHaveBean("ebmsConsole"));
        runner.withPropertyValues("camel.component.ebms.console.enabled=false")
                .run(context -> assertThat(context).doesNotHaveBean("ebmsConsole"));
    }

    @Test
    void aNamedDataSourceIsTakenWhenThereAreSeveral() {
        DataSource ours = new NoDataSource();
        runner.withBean("appDataSource", DataSource.class, NoDataSource::new)
                .withBean("adapterDataSource", DataSource.class, () -> ours)
                .withPropertyValues("camel.component.ebms.data-source=adapterDataSource")
                .run(context -> assertThat(context.getBean(EbmsComponent.class).getDataSource())
                        .isSameAs(ours));
    }

    @Test
    void withoutADataSourceTheAdaptersOwnSettingsApply() {
        runner.run(context ->
                assertThat(context.getBean(EbmsComponent.class).getDataSource()).isNull());
    }

    @Test
    void theServerAndTheComponentsCanBeLeftOut() {
        runner.withPropertyValues("camel.component.ebms.server.enabled=false").run(context -> {
            assertThat(context).hasSingleBean(EbmsComponent.class);
            assertThat(context).doesNotHaveBean("ebmsHttpServer");
        });
        runner.withPropertyValues("camel.component.ebms.enabled=false").run(context -> {
            assertThat(context).doesNotHaveBean(EbmsComponent.class);
            assertThat(context).doesNotHaveBean(WusComponent.class);
        });
    }

    /** Stands for a host's pool: the starter only hands it on. */
    private static final class NoDataSource implements DataSource {
        @Override
        public Connection getConnection() {
            throw new UnsupportedOperationException();
        }

        @Override
        public Connection getConnection(String user, String password) {
            throw new UnsupportedOperationException();
        }

        @Override
        public PrintWriter getLogWriter() {
            return null;
        }

        @Override
        public void setLogWriter(PrintWriter out) {}

        @Override
        public void setLoginTimeout(int seconds) {}

        @Override
        public int getLoginTimeout() {
            return 0;
        }

        @Override
        public Logger getParentLogger() {
            return Logger.getGlobal();
        }

        @Override
        public <T> T unwrap(Class<T> type) {
            throw new UnsupportedOperationException();
        }

        @Override
        public boolean isWrapperFor(Class<?> type) {
            return false;
        }
    }
}
