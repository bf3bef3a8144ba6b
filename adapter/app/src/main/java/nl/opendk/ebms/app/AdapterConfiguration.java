package nl.opendk.ebms.app;

import static nl.opendk.ebms.component.observe.AdapterLogEvent.JMS_BROKER;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.util.List;
import nl.opendk.ebms.app.backend.BackendApi;
import nl.opendk.ebms.app.backend.BackendApiRoutes;
import nl.opendk.ebms.app.backend.InboxApi;
import nl.opendk.ebms.app.backend.StatusRequestApi;
import nl.opendk.ebms.app.demo.Demo;
import nl.opendk.ebms.app.gb.FileDrops;
import nl.opendk.ebms.app.gb.GbHttp;
import nl.opendk.ebms.app.server.HttpServers;
import nl.opendk.ebms.component.config.AdapterKeys;
import nl.opendk.ebms.component.config.AdapterSettings;
import nl.opendk.ebms.component.config.Settings;
import nl.opendk.ebms.component.gateway.BackendSettings;
import nl.opendk.ebms.component.gateway.BackendUseCases;
import nl.opendk.ebms.component.gateway.Gateway;
import nl.opendk.ebms.console.Console;
import org.apache.activemq.artemis.jms.client.ActiveMQConnectionFactory;
import org.apache.camel.CamelConfiguration;
import org.apache.camel.CamelContext;
import org.apache.camel.component.jms.JmsComponent;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The standalone adapter: the gateway the {@code ebms} and {@code wus} components run on (README "Use it in your
 * own Camel application"), with what a runnable adapter adds around it: its HTTP servers (TLS, the management port),
 * the JMS broker of back-end endpoints, the back end's REST API and the console.
 */
public final class AdapterConfiguration implements CamelConfiguration {

    private static final Logger LOG = LoggerFactory.getLogger(AdapterConfiguration.class);

    /** The name Camel's Prometheus support looks the meter registry up by (camel-micrometer-prometheus). */
    static final String METER_REGISTRY = "metricsRegistry";

    @Override
    public void configure(CamelContext context) throws Exception {
        Gateway gateway = Gateway.open(context, new Gateway.Options(null, null, meterRegistry(context), false, false));
        AdapterSettings settings = gateway.settings();
        Gateway.Parts parts = gateway.parts();
        Settings keys = new Settings(key -> context.getPropertiesComponent().resolveProperty(key));
        HttpServers.install(
                context,
                new HttpServers.HttpPorts(
                        settings.httpPort(),
                        settings.managementPort(),
                        settings.ebmsPath(),
                        parts.wusSettings().path(),
                        settings.maxBodyBytes(),
                        keys.get(AdapterKeys.MAX_IN_FLIGHT),
                        keys.get(AdapterKeys.ADMISSION_WAIT),
                        settings.nodeId()),
                gateway.security().serverTls(),
                parts.metrics(),
                router -> GbHttp.install(router, parts.groteBerichten()));
        if (parts.backendSettings().jms() != null) {
            connectJms(context, parts.backendSettings().jms());
        }
        BackendUseCases useCases = parts.backend();
        context.addRoutes(new BackendApiRoutes(
                new BackendApi(useCases.send()),
                new InboxApi(useCases.inbox(), useCases.events()),
                new StatusRequestApi(useCases.statusRequests())));
        Console.install(context, gateway);
        List<FileDrops.Drop> drops = FileDrops.from(keys);
        if (!drops.isEmpty()) {
            context.addRoutes(new FileDrops(drops));
        }
        if (keys.get(AdapterKeys.DEMO)) {
            Demo.install(context, gateway);
        }
    }

    /**
     * jms: endpoints reach the configured broker. The client's connections come and go with the context; the JMS
     * component reconnects after a broker outage, and a failed delivery is retried like any other.
     */
    private static void connectJms(CamelContext context, BackendSettings.JmsBroker broker) {
        ActiveMQConnectionFactory factory =
                new ActiveMQConnectionFactory(broker.url(), broker.user(), broker.password());
        context.getComponent("jms", JmsComponent.class).setConnectionFactory(factory);
        LOG.info(JMS_BROKER.line("Back-end JMS endpoints use {}"), broker);
    }

    /**
     * One registry for Camel's route metrics and the adapter's own: the one Camel's Prometheus support bound if it
     * initialised first, else a new one bound under the name it looks for.
     */
    private static MeterRegistry meterRegistry(CamelContext context) {
        MeterRegistry existing = context.getRegistry().lookupByNameAndType(METER_REGISTRY, MeterRegistry.class);
        if (existing != null) {
            return existing;
        }
        PrometheusMeterRegistry created = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
        context.getRegistry().bind(METER_REGISTRY, created);
        return created;
    }
}
