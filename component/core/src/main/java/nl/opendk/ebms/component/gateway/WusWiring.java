package nl.opendk.ebms.component.gateway;

import java.time.Clock;
import java.util.Optional;
import javax.sql.DataSource;
import nl.opendk.ebms.component.config.WusSettings;
import nl.opendk.ebms.component.security.AdapterSecurity;
import nl.opendk.ebms.component.security.WusSecurityMaterial;
import nl.opendk.ebms.db.wus.WusExchangeRecorder;
import nl.opendk.ebms.db.wus.WusExchangeStore;
import nl.opendk.ebms.protocol.security.keys.PeerEndpoints;
import nl.opendk.ebms.routes.wus.consume.PartnerCalls;
import nl.opendk.ebms.routes.wus.consume.WusConsumeRoute;
import nl.opendk.ebms.routes.wus.consume.WusConsumeSteps;
import nl.opendk.ebms.routes.wus.endpoint.BackEndCaller;
import nl.opendk.ebms.routes.wus.endpoint.LocalCxfBridge;
import nl.opendk.ebms.routes.wus.endpoint.WusHttpRoute;
import nl.opendk.ebms.routes.wus.endpoint.WusHttpSteps;
import nl.opendk.ebms.routes.wus.endpoint.WusProviderRoute;
import nl.opendk.ebms.routes.wus.endpoint.WusProviderSteps;
import nl.opendk.ebms.routes.wus.security.ServiceKeys;
import nl.opendk.ebms.routes.wus.security.WusSecurityProperties;
import nl.opendk.ebms.service.wus.CertificateTrust;
import nl.opendk.ebms.service.wus.WusCatalog;
import nl.opendk.ebms.service.wus.WusExchangeLog;
import nl.opendk.ebms.service.wus.WusExchangeRecords;
import nl.opendk.ebms.service.wus.WusObserver;
import nl.opendk.ebms.service.wus.consume.AnswerFiles;
import nl.opendk.ebms.service.wus.consume.WusConsumer;
import nl.opendk.ebms.service.wus.provide.WusProvider;
import nl.opendk.wus.protocol.envelope.EnvelopeCheck;
import nl.opendk.wus.protocol.plain.PlainSoap;
import nl.opendk.wus.protocol.xml.XmlLimits;
import org.apache.camel.CamelContext;
import org.apache.cxf.Bus;
import org.apache.cxf.BusFactory;
import org.apache.cxf.ws.policy.PolicyEngine;
import org.apache.cxf.ws.policy.PolicyEngineImpl;

/**
 * Connects Digikoppeling WUS beside ebMS: the services we provide at {@code wus.path} on the adapter's HTTPS port,
 * and our back end's calls to partners' services at {@code wus.call-path}. One CXF bus for both, shut down with the
 * context; the same key, trust store and certificate checks as ebMS.
 */
final class WusWiring {

    private WusWiring() {}

    /** What WUS takes from the rest of the adapter. */
    record Core(
            Clock clock,
            String nodeId,
            DataSource dataSource,
            WusCatalog catalog,
            AdapterSecurity security,
            WusObserver observer,
            long maxBodyBytes,
            AnswerFiles answerFiles) {}

    /** A service's key alias when our key store holds it now and it is not the primary one. */
    private static ServiceKeys serviceKeys(AdapterSecurity security) {
        return configured -> configured == null
                ? Optional.empty()
                : security.keyRing()
                        .filter(ring ->
                                ring.entries().containsKey(configured) && !configured.equals(ring.primaryAlias()))
                        .map(ring -> configured);
    }

    /**
     * @param providers the routes that are a provided service's back end ({@code wus:provide}), by service name
     * @return the consume steps, which the {@code wus:consume} producer calls as the HTTP route does
     */
    static WusConsumeSteps wire(CamelContext context, WusSettings settings, Core core, WusProviders providers)
            throws Exception {
        Bus bus = BusFactory.newInstance().createBus();
        // WS-Security is configured by interceptor maps, not WS-Policy (ADR 0007): the policy engine only costs
        PolicyEngine policies = bus.getExtension(PolicyEngine.class);
        if (policies instanceof PolicyEngineImpl engine) {
            engine.setEnabled(false);
        }
        context.addService(new OnStop(() -> bus.shutdown(true)), true, true);
        AdapterSecurity adapterSecurity = core.security();
        WusSecurityProperties security = new WusSecurityProperties(
                WusSecurityMaterial.keys(adapterSecurity.settings(), adapterSecurity.material()),
                settings.timestampTtl(),
                settings.clockSkew());
        adapterSecurity.onReload(
                material -> security.reload(WusSecurityMaterial.keys(adapterSecurity.settings(), material)));
        ServiceKeys keys = serviceKeys(adapterSecurity);
        adapterSecurity.addClientKeys((host, port) -> core.catalog().services().stream()
                .filter(service ->
                        !service.isProvided() && PeerEndpoints.matches(service.partnerEndpoint(), host, port))
                .map(service -> keys.signingAlias(service.keyAlias()))
                .flatMap(Optional::stream)
                .findFirst());
        WusExchangeRecorder recorder = new WusExchangeRecorder(new WusExchangeStore(core.dataSource(), core.nodeId()));
        // services stop after the routes: calls under way are recorded first
        context.addService(new OnStop(recorder), true, true);
        WusExchangeLog log = new WusExchangeLog(WusExchangeRecords.of(recorder), core.clock());
        XmlLimits limits = limits(core.maxBodyBytes());
        CertificateTrust trust = core.security().partnerCertificates();
        PlainSoap soap = new PlainSoap(limits);

        WusProvider provider = new WusProvider(
                core.catalog(),
                new EnvelopeCheck(limits),
                trust,
                !core.security().settings().plainHttp(),
                core.security().ourOins(),
                log,
                core.observer());
        context.addRoutes(new WusHttpRoute(
                settings.path(), new WusHttpSteps(settings.path(), provider, new LocalCxfBridge(bus))));
        BackEndCaller backEnd = new BackEndCaller(context.createProducerTemplate(), soap, providers::routeFor);
        context.addRoutes(new WusProviderRoute(bus, security, new WusProviderSteps(provider, backEnd, keys)));

        WusConsumer consumer = new WusConsumer(
                core.catalog(),
                soap,
                trust,
                core.security().ourOins().stream().findFirst().orElse(null),
                log,
                core.observer(),
                core.answerFiles());
        PartnerCalls partners = new PartnerCalls(
                context,
                bus,
                security,
                WusSecurityMaterial.clientTls(adapterSecurity),
                settings.partnerConnectTimeout(),
                settings.partnerTimeout(),
                consumer,
                keys);
        context.addService(new OnStop(partners::close), true, true);
        WusConsumeSteps steps = new WusConsumeSteps(settings.callPath(), consumer, partners);
        context.addRoutes(new WusConsumeRoute(settings.callPath(), steps));
        return steps;
    }

    /**
     * The WUS bounds on hostile input: the server's body limit, else the defaults (depth, attributes, element count).
     * The default size is the Grote Berichten threshold; a larger server limit leaves room for the envelope.
     */
    private static XmlLimits limits(long maxBodyBytes) {
        XmlLimits defaults = XmlLimits.defaults();
        int maxBytes = (int) Math.min(Integer.MAX_VALUE, maxBodyBytes);
        return new XmlLimits(
                maxBytes,
                defaults.maxDepth(),
                defaults.maxAttributesPerElement(),
                Math.min(defaults.maxTextLength(), maxBytes),
                defaults.maxElementCount());
    }
}
