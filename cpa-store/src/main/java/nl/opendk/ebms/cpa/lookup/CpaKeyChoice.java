package nl.opendk.ebms.cpa.lookup;

import java.security.PrivateKey;
import java.security.cert.X509Certificate;
import java.time.Clock;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import nl.opendk.ebms.protocol.agreement.ChannelTerms;
import nl.opendk.ebms.protocol.agreement.EncryptionTerms;
import nl.opendk.ebms.protocol.agreement.SigningTerms;
import nl.opendk.ebms.protocol.message.MessageHeader;
import nl.opendk.ebms.protocol.message.Party;
import nl.opendk.ebms.protocol.security.keys.KeyRing;
import nl.opendk.ebms.protocol.security.keys.OurKeys;
import nl.opendk.ebms.protocol.security.keys.PeerEndpoints;
import nl.opendk.ebms.protocol.security.keys.PrivateCredential;

/**
 * Which of our keys a CPA asks for: the entry of our key store whose certificate the CPA names for our party, for
 * signing (SenderNonRepudiation/SigningCertificateRef of our sending channel), decryption (ReceiverDigitalEnvelope/
 * EncryptionCertificateRef of our receiving channel) and TLS client authentication
 * (TransportClientSecurity/ClientCertificateRef). A CPA that names no certificate we hold gets the primary key. So our
 * new certificate can be introduced partner by partner: each new CPA that names it moves that partner over.
 */
public final class CpaKeyChoice {

    private final CpaRegistry registry;
    private final OurKeys keys;
    private final Clock clock;

    public CpaKeyChoice(CpaRegistry registry, OurKeys keys, Clock clock) {
        this.registry = registry;
        this.keys = keys;
        this.clock = clock;
    }

    /** Our signing key for a message we send with this header. */
    public PrivateCredential signing(MessageHeader header) {
        return keys.current()
                .keyFor(ourChannel(header, true)
                        .map(channel -> channel.security().sending())
                        .map(SigningTerms::certificate)
                        .orElse(null));
    }

    /** Our decryption key for a message we received with this header. */
    public PrivateKey decryption(MessageHeader header) {
        return keys.current()
                .keyFor(ourChannel(header, false)
                        .map(channel -> channel.security().encryption())
                        .map(EncryptionTerms::certificate)
                        .orElse(null))
                .privateKey();
    }

    /**
     * The alias of our TLS client key for a connection to this partner endpoint: the ClientCertificateRef our party
     * has in the CPA in force that sends there, the one that started last when there are several; empty for the
     * primary key. Connections are kept per endpoint, so one endpoint has one client certificate at a time.
     */
    public Optional<String> tlsClientAlias(String host, int port) {
        if (host == null) {
            return Optional.empty();
        }
        KeyRing ring = keys.current();
        Instant now = clock.instant();
        List<CompiledCpa> inForce = registry.all().stream()
                .filter(cpa -> cpa.usableAt(now))
                .sorted(Comparator.comparing((CompiledCpa cpa) -> cpa.cpa().start())
                        .reversed())
                .toList();
        for (CompiledCpa cpa : inForce) {
            for (CompiledParty ours : cpa.parties()) {
                Optional<String> alias = clientAlias(ours, ring);
                if (alias.isPresent() && sendsTo(cpa, ours, host, port)) {
                    return alias;
                }
            }
        }
        return Optional.empty();
    }

    private Optional<ChannelTerms> ourChannel(MessageHeader header, boolean sending) {
        if (header == null) {
            return Optional.empty();
        }
        Party ourParty = sending ? header.from() : header.to();
        if (ourParty == null) {
            return Optional.empty();
        }
        Optional<CompiledParty> party = registry.find(header.cpaId()).flatMap(cpa -> cpa.party(ourParty.primaryId()));
        if (header.isMshService()) {
            return party.map(CompiledParty::defaultMshChannel);
        }
        return party.flatMap(found -> sending
                        ? found.canSend(header.service(), header.action())
                        : found.canReceive(header.service(), header.action()))
                .map(BoundAction::channel);
    }

    private static Optional<String> clientAlias(CompiledParty party, KeyRing ring) {
        for (ChannelTerms channel : party.channels().values()) {
            X509Certificate certificate = channel.security().tlsClientCertificate();
            Optional<String> alias = ring.aliasOf(certificate);
            if (alias.isPresent()) {
                return alias;
            }
        }
        return Optional.empty();
    }

    private static boolean sendsTo(CompiledCpa cpa, CompiledParty ours, String host, int port) {
        for (CompiledParty partner : cpa.parties()) {
            if (partner == ours) {
                continue;
            }
            for (ChannelTerms channel : partner.channels().values()) {
                if (PeerEndpoints.matches(channel.endpoint(), host, port)) {
                    return true;
                }
            }
        }
        return false;
    }
}
