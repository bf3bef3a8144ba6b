package nl.opendk.ebms.component.springboot;

import java.util.function.Supplier;
import javax.sql.DataSource;
import nl.opendk.ebms.component.ebms.EbmsComponent;
import nl.opendk.ebms.component.gateway.Gateway;
import nl.opendk.ebms.component.gb.FileServiceHttp;
import nl.opendk.ebms.component.server.OwnServer;
import nl.opendk.ebms.component.wus.WusComponent;
import nl.opendk.ebms.console.HostConsole;
import org.apache.camel.CamelContext;
import org.apache.camel.RuntimeCamelException;
import org.apache.camel.spring.boot.CamelContextConfiguration;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.ApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The {@code ebms} and {@code wus} components in a Spring Boot application (docs/camel-components.md): both as beans
 * named after their scheme, with the application's DataSource unless {@code camel.component.ebms.data-source} names
 * another, and Camel's Vert.x platform HTTP server on {@code camel.server.port} (the adapter's key, as in Camel Main)
 * for the partners' endpoints. The adapter's own keys ({@code ebms.*}, {@code db.*}, ...) come from the Spring environment through
 * Camel's properties. With {@code ebms-console} on the class path the console is installed too.
 */
@AutoConfiguration
@EnableConfigurationProperties(EbmsComponentProperties.class)
@ConditionalOnProperty(prefix = "camel.component.ebms", name = "enabled", matchIfMissing = true)
public class EbmsAutoConfiguration {

    @Bean(name = "ebms")
    @ConditionalOnMissingBean(EbmsComponent.class)
    public EbmsComponent ebmsComponent(EbmsComponentProperties properties, ApplicationContext beans) {
        EbmsComponent component = new EbmsComponent();
        component.setDataSource(dataSource(properties, beans));
        return component;
    }

    @Bean(name = "wus")
    @ConditionalOnMissingBean(WusComponent.class)
    public WusComponent wusComponent(EbmsComponentProperties properties, ApplicationContext beans) {
        WusComponent component = new WusComponent();
        component.setDataSource(dataSource(properties, beans));
        return component;
    }

    /**
     * Camel's Vert.x platform HTTP server, which Spring Boot does not start: the components' routes ({@code /ebms},
     * {@code /wus/...}) listen on it, with the gateway's TLS and client certificates required, as on the standalone
     * adapter's server, unless plain HTTP is allowed.
     */
    @Bean
    @ConditionalOnProperty(prefix = "camel.component.ebms.server", name = "enabled", matchIfMissing = true)
    public CamelContextConfiguration ebmsHttpServer() {
        return new CamelContextConfiguration() {
            @Override
            public void beforeApplicationStart(CamelContext context) {
                try {
                    Supplier<Gateway> gateway = () -> Gateway.of(context)
                            .orElseThrow(() -> new IllegalStateException("the ebMS/WUS gateway is not open: no"
                                    + " route uses the ebms or wus component, and this server serves nothing else"));
                    OwnServer.install(
                            context,
                            () -> gateway.get().security().serverTls(),
                            () -> gateway.get().parts().metrics(),
                            router -> FileServiceHttp.install(
                                    router,
                                    () -> gateway.get().parts().groteBerichten().services()));
                } catch (Exception e) {
                    throw RuntimeCamelException.wrapRuntimeException(e);
                }
            }

            @Override
            public void afterApplicationStart(CamelContext context) {
                // nothing: the server starts with the context
            }
        };
    }

    /**
     * The console (admin UI, its REST API, Hawtio) on the same server, when the application depends on
     * {@code ebms-console}, unless {@code camel.component.ebms.console.enabled=false}.
     */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(HostConsole.class)
    @ConditionalOnProperty(prefix = "camel.component.ebms.console", name = "enabled", matchIfMissing = true)
    static class ConsoleConfiguration {

        @Bean
        CamelContextConfiguration ebmsConsole() {
            return new CamelContextConfiguration() {
                @Override
                public void beforeApplicationStart(CamelContext context) {
                    try {
                        new HostConsole().configure(context);
                    } catch (Exception e) {
                        throw RuntimeCamelException.wrapRuntimeException(e);
                    }
                }

                @Override
                public void afterApplicationStart(CamelContext context) {
                    // nothing: the console is installed as the gateway opens
                }
            };
        }
    }

    /** The DataSource bean the properties name, else the application's only one, else none (the adapter's db.*). */
    private static DataSource dataSource(EbmsComponentProperties properties, ApplicationContext beans) {
        if (properties.getDataSource() != null) {
            return beans.getBean(properties.getDataSource(), DataSource.class);
        }
        ObjectProvider<DataSource> only = beans.getBeanProvider(DataSource.class);
        return only.getIfUnique();
    }
}
