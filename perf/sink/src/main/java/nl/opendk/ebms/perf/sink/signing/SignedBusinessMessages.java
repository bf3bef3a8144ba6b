package nl.opendk.ebms.perf.sink.signing;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ConcurrentHashMap;
import nl.opendk.ebms.protocol.codec.EnvelopeWriter;
import nl.opendk.ebms.protocol.codec.ManifestWriter;
import nl.opendk.ebms.protocol.codec.SignalElements;
import nl.opendk.ebms.protocol.codec.Timestamps;
import nl.opendk.ebms.protocol.message.MessageHeader;
import nl.opendk.ebms.protocol.message.Party;
import nl.opendk.ebms.protocol.message.PartyId;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.protocol.message.Service;
import nl.opendk.ebms.protocol.security.keys.KeyStoreLocation;
import nl.opendk.ebms.protocol.security.keys.Pkcs12Keys;
import nl.opendk.ebms.protocol.security.keys.PrivateCredential;
import nl.opendk.ebms.protocol.security.sign.EnvelopeSigner;
import nl.opendk.ebms.protocol.security.sign.SignatureAlgorithms;

/**
 * The envelope of a signed osb-rm-s business message as the load generator's MSH sends it. The JMeter plan's
 * {@code signed} branch calls {@link #envelope} from a JSR223 pre-processor for every message, with JMeter's
 * properties (the same {@code perf.*} properties the other branches read) and its own ids; the plan puts the result
 * and the payload into a multipart/related request.
 *
 * <p>Every message is what a partner MSH on an osb-rm-s channel sends: DuplicateElimination and AckRequested with
 * signed="true" (ebMS 2.0 §3.1.7, §6.3.1), a Manifest with the payload's cid: reference (§3.2), and an enveloped
 * XMLDSig signature over the envelope and the payload (§4.1.3), RSA-SHA256 with SHA-256 digests, made with the
 * protocol module's own signer and the sender's key from the PKCS#12 file in {@code perf.signing.keystore}.
 */
public final class SignedBusinessMessages {

    /** The payload's Content-ID; the plan's multipart body uses the same. */
    public static final String PAYLOAD_CONTENT_ID = "payload@perf.test";

    private static final String PAYLOAD_TYPE = "application/xml";
    private static final EnvelopeSigner SIGNER = new EnvelopeSigner();
    private static final Map<KeyStoreLocation, PrivateCredential> KEYS = new ConcurrentHashMap<>();

    private SignedBusinessMessages() {}

    /**
     * @param properties JMeter's properties: perf.cpa-id, perf.sender-party, perf.sender-role, perf.adapter-party,
     *     perf.adapter-role, perf.service-type, perf.service, perf.action and perf.signing.keystore, .password, .alias
     * @param payload the payload exactly as the plan sends it (UTF-8)
     * @return the signed envelope
     */
    public static String envelope(
            Properties properties, String conversationId, String messageId, long sentAtMillis, String payload) {
        PrivateCredential key = KEYS.computeIfAbsent(keyStore(properties), Pkcs12Keys::load);
        Instant sentAt = Instant.ofEpochMilli(sentAtMillis);
        MessageHeader header = new MessageHeader(
                "2.0",
                "1",
                new Party(
                        List.of(PartyId.oin(required(properties, "perf.sender-party"))),
                        required(properties, "perf.sender-role")),
                new Party(
                        List.of(PartyId.oin(required(properties, "perf.adapter-party"))),
                        required(properties, "perf.adapter-role")),
                required(properties, "perf.cpa-id"),
                conversationId,
                new Service(required(properties, "perf.service-type"), required(properties, "perf.service")),
                required(properties, "perf.action"),
                messageId,
                Timestamps.format(sentAt),
                sentAt,
                null,
                null,
                null,
                true);
        List<PayloadPart> parts =
                List.of(new PayloadPart(PAYLOAD_CONTENT_ID, PAYLOAD_TYPE, payload.getBytes(StandardCharsets.UTF_8)));
        byte[] unsigned =
                EnvelopeWriter.write(header, SignalElements.ackRequested(true), ManifestWriter.manifest(parts));
        byte[] signed = SIGNER.sign(unsigned, parts, key, SignatureAlgorithms.DEFAULT);
        return new String(signed, StandardCharsets.UTF_8);
    }

    private static KeyStoreLocation keyStore(Properties properties) {
        return new KeyStoreLocation(
                Path.of(required(properties, "perf.signing.keystore")),
                required(properties, "perf.signing.password"),
                required(properties, "perf.signing.alias"));
    }

    private static String required(Properties properties, String name) {
        String value = properties.getProperty(name);
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException("JMeter property " + name + " is not set");
        }
        return value;
    }
}
