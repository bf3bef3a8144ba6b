package nl.opendk.ebms.component.security;

import static nl.opendk.ebms.component.observe.AdapterLogEvent.PLAIN_HTTP;
import static nl.opendk.ebms.component.observe.AdapterLogEvent.TLS_SERVER;

import io.vertx.core.http.ClientAuth;
import io.vertx.core.http.HttpServerOptions;
import io.vertx.core.net.KeyCertOptions;
import io.vertx.core.net.TrustOptions;
import io.vertx.ext.web.client.WebClientOptions;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.security.cert.X509Certificate;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import javax.net.ssl.KeyManager;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManager;
import nl.opendk.ebms.cpa.lookup.CpaKeyChoice;
import nl.opendk.ebms.cpa.lookup.CpaRegistry;
import nl.opendk.ebms.cpa.lookup.PartnerRollover;
import nl.opendk.ebms.protocol.security.InboundSecurity;
import nl.opendk.ebms.protocol.security.MessageSecurer;
import nl.opendk.ebms.protocol.security.certificate.CertificateValidator;
import nl.opendk.ebms.protocol.security.certificate.ClientCertificateCheck;
import nl.opendk.ebms.protocol.security.certificate.Oins;
import nl.opendk.ebms.protocol.security.encrypt.EncryptedDataPayloads;
import nl.opendk.ebms.protocol.security.encrypt.KeyTransportAlgorithm;
import nl.opendk.ebms.protocol.security.encrypt.PayloadDecryptor;
import nl.opendk.ebms.protocol.security.keys.KeyRing;
import nl.opendk.ebms.protocol.security.keys.OurKeys;
import nl.opendk.ebms.protocol.security.sign.EnvelopeSigner;
import nl.opendk.ebms.protocol.security.sign.SenderSignatureCheck;
import nl.opendk.ebms.protocol.security.sign.SignatureVerifier;
import nl.opendk.ebms.protocol.signal.OutgoingSecurity;
import nl.opendk.ebms.service.wus.CertificateTrust;
import org.apache.camel.CamelContext;
import org.apache.camel.support.jsse.KeyManagersParameters;
import org.apache.camel.support.jsse.SSLContextParameters;
import org.apache.camel.support.jsse.TrustManagersParameters;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The adapter's security from {@link SecuritySettings}: its keys, what it trusts, the inbound checks and outbound
 * securing of messages, and TLS for the HTTP server (mutual) and for every send (with our client certificate).
 * Without a key and trust store the adapter refuses to start unless plain HTTP was explicitly allowed.
 *
 * <p>The key store, trust store and CRL files are read at start and again whenever they change ({@link
 * #reload(boolean)}): TLS handshakes, signing, decryption and certificate checks all read the material in use when
 * they start, so a reload fails no request in flight and needs no restart.
 */
public final class AdapterSecurity {

    /** The registry name of the send route's HTTP client options (TLS with our client certificate). */
    public static final String PARTNER_CLIENT = "ebmsPartnerClient";

    private static final Logger LOG = LoggerFactory.getLogger(AdapterSecurity.class);

    private final SecuritySettings settings;
    private final ReloadableMaterial material;
    private final ReloadableKeyManager keyManager;
    private final InboundSecurity inbound;
    private final OutgoingSecurity outgoing;
    private final List<BiFunction<String, Integer, Optional<String>>> clientKeys = new CopyOnWriteArrayList<>();

    private AdapterSecurity(
            SecuritySettings settings,
            ReloadableMaterial material,
            CpaRegistry registry,
            Duration rolloverOverlap,
            Clock clock) {
        this.settings = settings;
        this.material = material;
        OurKeys keys = material.keys();
        CertificateValidator validator = material.validator();
        CpaKeyChoice choice = keys == null ? null : new CpaKeyChoice(registry, keys, clock);
        if (choice != null) {
            clientKeys.add(choice::tlsClientAlias);
        }
        this.keyManager = keys == null ? null : new ReloadableKeyManager(keys, this::clientKey);
        this.inbound = new InboundSecurity(
                settings.plainHttp() ? null : new ClientCertificateCheck(validator, LOG::warn),
                validator == null ? null : new SenderSignatureCheck(new SignatureVerifier(), validator, LOG::warn),
                choice == null
                        ? null
                        : new PayloadDecryptor(new EncryptedDataPayloads(new SecureRandom()), choice::decryption),
                new PartnerRollover(registry, rolloverOverlap, clock));
        this.outgoing = choice == null
                ? OutgoingSecurity.NONE
                : new MessageSecurer(
                        new EncryptedDataPayloads(new SecureRandom()),
                        new EnvelopeSigner(),
                        choice::signing,
                        KeyTransportAlgorithm.RSA_OAEP_MGF1P);
    }

    /** With a registry of its own and a week's overlap: for tests of the security alone. */
    public static AdapterSecurity create(SecuritySettings settings, Clock clock) {
        return create(settings, clock, new CpaRegistry(clock), Duration.ofDays(7));
    }

    /**
     * @param registry the CPAs in use: which of our keys each names, and partners' certificates during a rollover
     * @param rolloverOverlap how long a replaced CPA revision's partner certificates still count
     * @throws IllegalStateException when TLS is required but its key or trust store is not configured, or when a
     *     configured file does not load
     */
    public static AdapterSecurity create(
            SecuritySettings settings, Clock clock, CpaRegistry registry, Duration rolloverOverlap) {
        if (!settings.plainHttp() && (settings.keyStore() == null || settings.trustStore() == null)) {
            throw new IllegalStateException("Digikoppeling requires two-way TLS (TLS001/TLS002): set"
                    + " ebms.keystore.path (with ebms.keystore.password and ebms.keystore.alias) and"
                    + " ebms.truststore.path (with ebms.truststore.password), or set ebms.http.plain-allowed=true to"
                    + " listen on plain HTTP behind a TLS proxy that authenticates partners, or for a local trial");
        }
        ReloadableMaterial material = new ReloadableMaterial(settings, clock);
        if (settings.plainHttp()) {
            LOG.warn(
                    PLAIN_HTTP.line(
                            "ebms.http.plain-allowed=true: the adapter listens on plain HTTP and does no TLS client"
                                    + " authentication. Run it like this only behind a TLS proxy that authenticates every"
                                    + " partner by client certificate, or for a local trial.{}"),
                    material.keys() == null ? " Without ebms.keystore.path nothing can be signed or decrypted." : "");
        }
        return new AdapterSecurity(settings, material, registry, rolloverOverlap, clock);
    }

    /**
     * Loads the key store, trust store and CRL files again when they changed since they were last loaded (or always,
     * when forced), and puts them in use at once. When they do not load, the material in use is kept and the problem
     * is logged, once per version of the files.
     */
    public Reload reload(boolean force) {
        return material.reload(force);
    }

    /**
     * What a reload did.
     *
     * @param loaded true when new material is in use
     * @param problem why the files did not load; null when they did or had not changed
     */
    public record Reload(boolean loaded, String problem) {}

    /** False while the key store, trust store or CRL files on disk differ from those in use and do not load. */
    public boolean filesInUse() {
        return material.filesInUse();
    }

    /**
     * Adds where our TLS client key for a partner endpoint may be named besides the CPAs (the WUS services we call).
     *
     * @param source the alias for a peer host and port; empty when it names none
     */
    public void addClientKeys(BiFunction<String, Integer, Optional<String>> source) {
        clientKeys.add(source);
    }

    /** Our TLS client key for a peer: the first source that names one; empty for the primary key. */
    Optional<String> clientKey(String host, int port) {
        for (BiFunction<String, Integer, Optional<String>> source : clientKeys) {
            Optional<String> alias = source.apply(host, port);
            if (alias.isPresent()) {
                return alias;
            }
        }
        return Optional.empty();
    }

    /** Tells this listener what every later reload put in use (WS-Security's crypto). */
    public void onReload(Consumer<SecurityMaterial> listener) {
        material.onReload(listener);
    }

    /** The material in use now. */
    public SecurityMaterial material() {
        return material.material();
    }

    /** Our key entries in use now; empty without a key store. */
    public Optional<KeyRing> keyRing() {
        return material.keys() == null
                ? Optional.empty()
                : Optional.of(material.keys().current());
    }

    public InboundSecurity inbound() {
        return inbound;
    }

    public SecuritySettings settings() {
        return settings;
    }

    /** WUS: partners' TLS and signing certificates, checked as for ebMS; any over plain HTTP without a trust store. */
    public CertificateTrust partnerCertificates() {
        return material.validator() == null
                ? CertificateTrust.ANY
                : CertificateTrust.of(material.validator(), LOG::warn);
    }

    /** Our primary certificate (ebms.keystore.alias) in use now; empty without a key. */
    public Optional<X509Certificate> ourCertificate() {
        return keyRing().map(ring -> ring.primary().certificate());
    }

    /** The OIN of our primary certificate (PKI001); empty without a key. */
    public Set<String> ourOins() {
        return ourCertificate().flatMap(Oins::of).map(Set::of).orElse(Set.of());
    }

    public OutgoingSecurity outgoing() {
        return outgoing;
    }

    /** The send route's options for its two HTTP clients (see {@link nl.opendk.ebms.routes.send.SendRoute}). */
    public record SendOptions(String https, String http) {}

    /**
     * The TLS context of clients the adapter makes with the JDK itself (Grote Berichten downloads): our keys (GB008)
     * and the trust store, read at each handshake as the other clients do; the JDK's default without a key store.
     */
    public SSLContext clientContext() throws GeneralSecurityException {
        if (keyManager == null || material.trustManager() == null) {
            return SSLContext.getDefault();
        }
        SSLContext context = SSLContext.getInstance("TLS");
        context.init(new KeyManager[] {keyManager}, new TrustManager[] {material.trustManager()}, null);
        return context;
    }

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
                options.setKeyCertOptions(KeyCertOptions.wrap(keyManager));
                options.setTrustOptions(TrustOptions.wrap(material.trustManager()));
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
        if (keyManager != null) {
            options.setKeyCertOptions(KeyCertOptions.wrap(keyManager));
        }
        if (material.trustManager() != null) {
            options.setTrustOptions(TrustOptions.wrap(material.trustManager()));
        }
        return options;
    }

    /**
     * What turns TLS on for Camel's platform HTTP server (camel.server.useGlobalSslContextParameters); the
     * handshake itself is set up by {@link #serverTls()}.
     */
    private SSLContextParameters serverParameters() {
        return keyAndTrust();
    }

    /**
     * Our keys and the trust store as Camel's TLS parameters, for clients Camel makes (WUS calls), reading the
     * material in use at each handshake; both must be configured.
     */
    SSLContextParameters keyAndTrust() {
        ReloadableKeyManager ourKeys = keyManager;
        ReloadableTrustManager trust = material.trustManager();
        KeyManagersParameters keyManagers = new KeyManagersParameters() {
            @Override
            public KeyManager[] createKeyManagers() {
                return new KeyManager[] {ourKeys};
            }
        };
        TrustManagersParameters trustManagers = new TrustManagersParameters() {
            @Override
            public TrustManager[] createTrustManagers() {
                return new TrustManager[] {trust};
            }
        };
        SSLContextParameters parameters = new SSLContextParameters();
        parameters.setKeyManagers(keyManagers);
        parameters.setTrustManagers(trustManagers);
        return parameters;
    }
}
