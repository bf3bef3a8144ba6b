package nl.opendk.ebms.component.security;

import static nl.opendk.ebms.component.observe.AdapterLogEvent.PLAIN_HTTP;
import static nl.opendk.ebms.component.observe.AdapterLogEvent.TLS_SERVER;

import io.vertx.core.http.ClientAuth;
import io.vertx.core.http.HttpServerOptions;
import io.vertx.core.net.PfxOptions;
import io.vertx.ext.web.client.WebClientOptions;
import java.net.http.HttpClient;
import java.security.SecureRandom;
import java.security.cert.X509Certificate;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.UnaryOperator;
import nl.opendk.ebms.protocol.security.InboundSecurity;
import nl.opendk.ebms.protocol.security.MessageSecurer;
import nl.opendk.ebms.protocol.security.certificate.CertificateValidator;
import nl.opendk.ebms.protocol.security.certificate.ClientCertificateCheck;
import nl.opendk.ebms.protocol.security.certificate.ConfiguredCrls;
import nl.opendk.ebms.protocol.security.certificate.CrlSource;
import nl.opendk.ebms.protocol.security.certificate.DistributionPointCrls;
import nl.opendk.ebms.protocol.security.certificate.Oins;
import nl.opendk.ebms.protocol.security.encrypt.EncryptedDataPayloads;
import nl.opendk.ebms.protocol.security.encrypt.KeyTransportAlgorithm;
import nl.opendk.ebms.protocol.security.encrypt.PayloadDecryptor;
import nl.opendk.ebms.protocol.security.keys.Pkcs12Keys;
import nl.opendk.ebms.protocol.security.keys.PrivateCredential;
import nl.opendk.ebms.protocol.security.sign.EnvelopeSigner;
import nl.opendk.ebms.protocol.security.sign.SenderSignatureCheck;
import nl.opendk.ebms.protocol.security.sign.SignatureVerifier;
import nl.opendk.ebms.protocol.signal.OutgoingSecurity;
import nl.opendk.ebms.service.wus.CertificateTrust;
import org.apache.camel.CamelContext;
import org.apache.camel.support.jsse.KeyManagersParameters;
import org.apache.camel.support.jsse.KeyStoreParameters;
import org.apache.camel.support.jsse.SSLContextParameters;
import org.apache.camel.support.jsse.TrustManagersParameters;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The adapter's security, made once at start from {@link SecuritySettings}: its key, what it trusts, the inbound
 * checks and outbound securing of messages, and TLS for the HTTP server (mutual) and for every send (with our client
 * certificate). Without a key and trust store the adapter refuses to start unless plain HTTP was explicitly allowed.
 */
public final class AdapterSecurity {

    /** The registry name of the send route's HTTP client options (TLS with our client certificate). */
    public static final String PARTNER_CLIENT = "ebmsPartnerClient";

    private static final Logger LOG = LoggerFactory.getLogger(AdapterSecurity.class);

    private final SecuritySettings settings;
    private final PrivateCredential key;
    private final CertificateValidator validator;
    private final InboundSecurity inbound;
    private final OutgoingSecurity outgoing;

    private AdapterSecurity(SecuritySettings settings, PrivateCredential key, TrustMaterial trust, Clock clock) {
        this.settings = settings;
        this.key = key;
        this.validator = trust == null ? null : validator(settings, trust, clock);
        this.inbound = new InboundSecurity(
                settings.plainHttp() ? null : new ClientCertificateCheck(validator, LOG::warn),
                validator == null ? null : new SenderSignatureCheck(new SignatureVerifier(), validator, LOG::warn),
                key == null
                        ? null
                        : new PayloadDecryptor(new EncryptedDataPayloads(new SecureRandom()), key.privateKey()));
        this.outgoing = key == null
                ? OutgoingSecurity.NONE
                : new MessageSecurer(
                        new EncryptedDataPayloads(new SecureRandom()),
                        new EnvelopeSigner(),
                        key,
                        KeyTransportAlgorithm.RSA_OAEP_MGF1P);
    }

    /** @throws IllegalStateException when TLS is required but its key or trust store is not configured */
    public static AdapterSecurity create(SecuritySettings settings, Clock clock) {
        if (!settings.plainHttp() && (settings.keyStore() == null || settings.trustStore() == null)) {
            throw new IllegalStateException("Digikoppeling requires two-way TLS (TLS001/TLS002): set"
                    + " ebms.keystore.path (with ebms.keystore.password and ebms.keystore.alias) and"
                    + " ebms.truststore.path (with ebms.truststore.password), or set ebms.http.plain-allowed=true to"
                    + " listen on plain HTTP behind a TLS proxy that authenticates partners, or for a local trial");
        }
        PrivateCredential key = settings.keyStore() == null ? null : Pkcs12Keys.load(settings.keyStore());
        TrustMaterial trust = settings.trustStore() == null
                ? null
                : TrustMaterial.load(settings.trustStore(), settings.trustStorePassword());
        if (settings.plainHttp()) {
            LOG.warn(
                    PLAIN_HTTP.line(
                            "ebms.http.plain-allowed=true: the adapter listens on plain HTTP and does no TLS client"
                                    + " authentication. Run it like this only behind a TLS proxy that authenticates every"
                                    + " partner by client certificate, or for a local trial.{}"),
                    key == null ? " Without ebms.keystore.path nothing can be signed or decrypted." : "");
        }
        return new AdapterSecurity(settings, key, trust, clock);
    }

    public InboundSecurity inbound() {
        return inbound;
    }

    public SecuritySettings settings() {
        return settings;
    }

    /** WUS: partners' TLS and signing certificates, checked as for ebMS; any over plain HTTP without a trust store. */
    public CertificateTrust partnerCertificates() {
        return validator == null ? CertificateTrust.ANY : CertificateTrust.of(validator, LOG::warn);
    }

    /** Our own certificate (ebms.keystore.alias), for TLS, signing and decryption; empty without a key. */
    public Optional<X509Certificate> ourCertificate() {
        return key == null ? Optional.empty() : Optional.of(key.certificate());
    }

    /** The OIN of our own certificate (PKI001); empty without a key. */
    public Set<String> ourOins() {
        return key == null ? Set.of() : Oins.of(key.certificate()).map(Set::of).orElse(Set.of());
    }

    public OutgoingSecurity outgoing() {
        return outgoing;
    }

    /** The send route's options for its two HTTP clients (see {@link nl.opendk.ebms.routes.send.SendRoute}). */
    public record SendOptions(String https, String http) {}

    /**
     * Makes the HTTP server speak TLS with client authentication (unless plain HTTP is allowed) and binds the send
     * route's TLS client options. With TLS on, every send uses TLS, an http:// endpoint too: Digikoppeling is HTTPS
     * only (DK-ebMS2 ch04); the CPA upload already warns about such endpoints. The server's handshake itself is set
     * up by {@link #serverTls()}.
     */
    public SendOptions install(
            CamelContext context, Duration connectTimeout, Duration responseTimeout, int sendConcurrency) {
        if (!settings.plainHttp()) {
            context.setSSLContextParameters(serverParameters());
            LOG.info(
                    TLS_SERVER.line("TLS on the HTTP server: {}, client certificates {}, key '{}' from {}"),
                    settings.tls().protocols(),
                    settings.clientAuthRequired() ? "required" : "requested",
                    settings.keyStore().alias(),
                    settings.keyStore().path());
        }
        context.getRegistry().bind(PARTNER_CLIENT, clientOptions(connectTimeout, sendConcurrency));
        String tls = "&webClientOptions=#" + PARTNER_CLIENT + "&timeout=" + responseTimeout.toMillis();
        String plain = "&connectTimeout=" + connectTimeout.toMillis() + "&timeout=" + responseTimeout.toMillis();
        return new SendOptions(tls, settings.plainHttp() ? plain : tls);
    }

    /**
     * What every TLS server the adapter creates gets: Camel's platform HTTP server turns TLS on from the global SSL
     * parameters but passes on only key and trust material, so client authentication, versions and cipher suites are
     * set where the server options are made (DK TLS001-TLS006). Servers without TLS (the management port, or every
     * server when plain HTTP is allowed) are left as they are.
     */
    public UnaryOperator<HttpServerOptions> serverTls() {
        if (settings.plainHttp()) {
            return UnaryOperator.identity();
        }
        ClientAuth clientAuth = settings.clientAuthRequired() ? ClientAuth.REQUIRED : ClientAuth.REQUEST;
        return options -> {
            if (options.isSsl()) {
                options.setKeyCertOptions(keyOptions());
                options.setTrustOptions(trustOptions());
                options.setClientAuth(clientAuth);
                settings.tls().applyTo(options);
            }
            return options;
        };
    }

    /**
     * Options for sends: our client certificate when we have one, the trust store, NCSC suites, host checked. As
     * many kept-alive connections per partner as the send route has senders: with the client's default of five,
     * senders queued for a connection and a busy partner's Acknowledgments fell seconds behind.
     */
    private WebClientOptions clientOptions(Duration connectTimeout, int sendConcurrency) {
        WebClientOptions options = new WebClientOptions();
        options.setMaxPoolSize(sendConcurrency);
        options.setConnectTimeout((int) Math.min(Integer.MAX_VALUE, connectTimeout.toMillis()));
        options.setSsl(true);
        options.setVerifyHost(true);
        settings.tls().applyTo(options);
        if (key != null) {
            options.setKeyCertOptions(keyOptions());
        }
        if (settings.trustStore() != null) {
            options.setTrustOptions(trustOptions());
        }
        return options;
    }

    private PfxOptions keyOptions() {
        return new PfxOptions()
                .setPath(settings.keyStore().path().toString())
                .setPassword(settings.keyStore().password())
                .setAlias(settings.keyStore().alias())
                .setAliasPassword(settings.keyStore().password());
    }

    private PfxOptions trustOptions() {
        return new PfxOptions().setPath(settings.trustStore().toString()).setPassword(settings.trustStorePassword());
    }

    /**
     * What turns TLS on for Camel's platform HTTP server (camel.server.useGlobalSslContextParameters); the
     * handshake itself is set up by {@link #serverTls()}.
     */
    private SSLContextParameters serverParameters() {
        return keyAndTrust(settings);
    }

    /** Our key and the trust store as Camel's TLS parameters; both must be configured. */
    static SSLContextParameters keyAndTrust(SecuritySettings settings) {
        KeyStoreParameters keyStore = new KeyStoreParameters();
        keyStore.setResource("file:" + settings.keyStore().path().toAbsolutePath());
        keyStore.setPassword(settings.keyStore().password());
        keyStore.setType("PKCS12");
        KeyManagersParameters keyManagers = new KeyManagersParameters();
        keyManagers.setKeyStore(keyStore);
        keyManagers.setKeyPassword(settings.keyStore().password());
        KeyStoreParameters trustStore = new KeyStoreParameters();
        trustStore.setResource("file:" + settings.trustStore().toAbsolutePath());
        trustStore.setPassword(settings.trustStorePassword());
        trustStore.setType("PKCS12");
        TrustManagersParameters trustManagers = new TrustManagersParameters();
        trustManagers.setKeyStore(trustStore);
        SSLContextParameters parameters = new SSLContextParameters();
        parameters.setKeyManagers(keyManagers);
        parameters.setTrustManagers(trustManagers);
        return parameters;
    }

    private static CertificateValidator validator(SecuritySettings settings, TrustMaterial trust, Clock clock) {
        CrlSource crls = CrlSource.combined(List.of(
                ConfiguredCrls.fromFiles(settings.crlFiles()),
                new DistributionPointCrls(
                        HttpClient.newBuilder()
                                .connectTimeout(settings.crlFetchTimeout())
                                .build(),
                        settings.crlFetchTimeout(),
                        settings.crlMaxBytes(),
                        clock)));
        return new CertificateValidator(trust.anchors(), trust.intermediates(), crls, settings.revocation(), clock);
    }
}
