package nl.opendk.ebms.routes.wus.security;

import static org.apache.wss4j.common.ConfigurationConstants.ACTION;
import static org.apache.wss4j.common.ConfigurationConstants.ALLOW_RSA15_KEY_TRANSPORT_ALGORITHM;
import static org.apache.wss4j.common.ConfigurationConstants.DEC_PROP_REF_ID;
import static org.apache.wss4j.common.ConfigurationConstants.ENABLE_SIGNATURE_CONFIRMATION;
import static org.apache.wss4j.common.ConfigurationConstants.ENCRYPTION_PARTS;
import static org.apache.wss4j.common.ConfigurationConstants.ENCRYPTION_USER;
import static org.apache.wss4j.common.ConfigurationConstants.ENC_KEY_TRANSPORT;
import static org.apache.wss4j.common.ConfigurationConstants.ENC_PROP_REF_ID;
import static org.apache.wss4j.common.ConfigurationConstants.ENC_SYM_ALGO;
import static org.apache.wss4j.common.ConfigurationConstants.IS_BSP_COMPLIANT;
import static org.apache.wss4j.common.ConfigurationConstants.OPTIONAL_SIGNATURE_PARTS;
import static org.apache.wss4j.common.ConfigurationConstants.PW_CALLBACK_REF;
import static org.apache.wss4j.common.ConfigurationConstants.SIGNATURE_PARTS;
import static org.apache.wss4j.common.ConfigurationConstants.SIG_ALGO;
import static org.apache.wss4j.common.ConfigurationConstants.SIG_C14N_ALGO;
import static org.apache.wss4j.common.ConfigurationConstants.SIG_DIGEST_ALGO;
import static org.apache.wss4j.common.ConfigurationConstants.SIG_KEY_ID;
import static org.apache.wss4j.common.ConfigurationConstants.SIG_PROP_REF_ID;
import static org.apache.wss4j.common.ConfigurationConstants.SIG_SUBJECT_CERT_CONSTRAINTS;
import static org.apache.wss4j.common.ConfigurationConstants.SIG_VER_PROP_REF_ID;
import static org.apache.wss4j.common.ConfigurationConstants.TIMESTAMP_STRICT;
import static org.apache.wss4j.common.ConfigurationConstants.TTL_FUTURE_TIMESTAMP;
import static org.apache.wss4j.common.ConfigurationConstants.TTL_TIMESTAMP;
import static org.apache.wss4j.common.ConfigurationConstants.USER;
import static org.apache.wss4j.common.ConfigurationConstants.USE_REQ_SIG_CERT;

import java.io.IOException;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import javax.security.auth.callback.Callback;
import javax.security.auth.callback.CallbackHandler;
import nl.opendk.wus.protocol.profile.WusProfile;
import org.apache.wss4j.common.crypto.Crypto;
import org.apache.wss4j.common.crypto.Merlin;
import org.apache.wss4j.common.ext.WSPasswordCallback;

/**
 * The WSS4J settings of a WUS provider, per profile, as the maps {@code WSS4JInInterceptor} and
 * {@code WSS4JOutInterceptor} take (DK-WUS WB001-WB014). Keys and trust are handed over as {@link Crypto} objects
 * under reference ids, never as property files, so they come from wherever the adapter keeps them.
 */
public final class WusSecurityProperties {

    static final String SOAP_11 = "http://schemas.xmlsoap.org/soap/envelope/";
    static final String WSA = "http://www.w3.org/2005/08/addressing";
    static final String WSU = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd";

    /** The property names the two {@link Crypto} objects are found under. */
    private static final String OUR_KEYS = "wus.crypto.ourKeys";

    private static final String PARTNER_TRUST = "wus.crypto.partnerTrust";

    /** WB004: the Body, the Timestamp and the WS-A headers a response always has (DK-WUS WA001). */
    private static final String RESPONSE_SIGNED_PARTS = element(SOAP_11, "Body")
            + ";" + element(WSU, "Timestamp")
            + ";" + element(WSA, "Action")
            + ";" + element(WSA, "MessageID")
            + ";" + element(WSA, "RelatesTo");

    private static final String FAULT_SIGNED_PARTS = element(SOAP_11, "Body") + ";" + element(WSU, "Timestamp");

    private static final String FAULT_OPTIONAL_PARTS =
            element(WSA, "Action") + ";" + element(WSA, "MessageID") + ";" + element(WSA, "RelatesTo");

    /** WB004: the WS-A headers a response may have; each is signed when present. */
    private static final String RESPONSE_OPTIONAL_PARTS = element(WSA, "To")
            + ";" + element(WSA, "From")
            + ";" + element(WSA, "ReplyTo")
            + ";" + element(WSA, "FaultTo");

    /** WB004: the Body, the Timestamp and the WS-A headers every request has (To, Action, MessageID: WA001). */
    private static final String REQUEST_SIGNED_PARTS = element(SOAP_11, "Body")
            + ";" + element(WSU, "Timestamp")
            + ";" + element(WSA, "To")
            + ";" + element(WSA, "Action")
            + ";" + element(WSA, "MessageID");

    /** WB004: the WS-A headers a request may have; each is signed when present. */
    private static final String REQUEST_OPTIONAL_PARTS = element(WSA, "From")
            + ";" + element(WSA, "ReplyTo")
            + ";" + element(WSA, "FaultTo")
            + ";" + element(WSA, "RelatesTo");

    /** The property name of a partner's certificate, to encrypt a request for (WB012's other side). */
    private static final String PARTNER_KEY = "wus.crypto.partnerKey";

    /** The alias the partner's certificate has in its one-entry key store. */
    public static final String PARTNER_ALIAS = "partner";

    private final Merlin ourKeys;
    private final TrustRememberingMerlin partnerTrust;
    private final String alias;
    private final char[] keyPassword;
    private final Duration timeToLive;
    private final Duration futureTimeToLive;

    /**
     * @param timeToLive how old a received Timestamp's Created may be (WB002), and how long ours is valid
     * @param futureTimeToLive how far a received Created may lie in the future: the clock skew allowed (WB002)
     */
    public WusSecurityProperties(WusKeyMaterial material, Duration timeToLive, Duration futureTimeToLive) {
        Merlin keys = new Merlin();
        keys.setKeyStore(material.keys());
        TrustRememberingMerlin trust = new TrustRememberingMerlin();
        trust.setTrustStore(material.trust());
        this.ourKeys = keys;
        this.partnerTrust = trust;
        this.alias = material.alias();
        this.keyPassword = material.keyPassword();
        this.timeToLive = timeToLive;
        this.futureTimeToLive = futureTimeToLive;
    }

    /**
     * Puts reloaded keys and trust in use for every later message. The alias and its password are configuration, not
     * file content, and stay as they are.
     */
    public void reload(WusKeyMaterial material) {
        ourKeys.setKeyStore(material.keys());
        partnerTrust.setTrustStore(material.trust());
        partnerTrust.forget();
    }

    /**
     * What a received message must carry and how it is checked, a partner's request to us or a partner's response to
     * our request alike; empty for 2W-be.
     */
    public Map<String, Object> in(WusProfile profile) {
        Map<String, Object> in = new HashMap<>();
        if (!profile.signed()) {
            return in;
        }
        in.put(ACTION, actions(profile));
        in.put(SIG_VER_PROP_REF_ID, PARTNER_TRUST);
        // any subject: who the signer is, is judged by its OIN after verification (WusProvider, WusConsumer); without
        // a constraint WSS4J logs a warning for every verified signature
        in.put(SIG_SUBJECT_CERT_CONSTRAINTS, ".+");
        in.put(PARTNER_TRUST, partnerTrust);
        in.put(TTL_TIMESTAMP, seconds(timeToLive));
        in.put(TTL_FUTURE_TIMESTAMP, seconds(futureTimeToLive));
        in.put(TIMESTAMP_STRICT, "true");
        in.put(IS_BSP_COMPLIANT, "true");
        // WB014: remember the request's SignatureValue for the response's SignatureConfirmation
        in.put(ENABLE_SIGNATURE_CONFIRMATION, "true");
        // ENC004: RSA-OAEP only (also WSS4J's default, said here so that it stays so)
        in.put(ALLOW_RSA15_KEY_TRANSPORT_ALGORITHM, "false");
        if (profile.encrypted()) {
            in.put(DEC_PROP_REF_ID, OUR_KEYS);
            in.put(OUR_KEYS, ourKeys);
            in.put(PW_CALLBACK_REF, new KeyPasswordCallback(alias, keyPassword));
        }
        return in;
    }

    /** How a response is secured; empty for 2W-be. */
    public Map<String, Object> out(WusProfile profile) {
        Map<String, Object> out = signed(profile, RESPONSE_SIGNED_PARTS, RESPONSE_OPTIONAL_PARTS);
        if (profile.encrypted()) {
            // WB012: encrypted for the certificate that signed the request
            out.put(ENCRYPTION_USER, USE_REQ_SIG_CERT);
            out.put(ENC_PROP_REF_ID, PARTNER_TRUST);
            out.put(PARTNER_TRUST, partnerTrust);
            encryptBody(out);
        }
        return out;
    }

    /**
     * How a request to a partner's service is secured; empty for 2W-be. In 2W-be-SE the Body is encrypted for the
     * partner's certificate from the service definition, the one certificate a consumer must have (WB012).
     */
    public Map<String, Object> request(WusProfile profile, X509Certificate partner) {
        Map<String, Object> out = signed(profile, REQUEST_SIGNED_PARTS, REQUEST_OPTIONAL_PARTS);
        if (profile.encrypted()) {
            out.put(ENCRYPTION_USER, PARTNER_ALIAS);
            out.put(ENC_PROP_REF_ID, PARTNER_KEY);
            out.put(PARTNER_KEY, partnerKey(partner));
            encryptBody(out);
        }
        return out;
    }

    private Map<String, Object> signed(WusProfile profile, String signedParts, String optionalParts) {
        Map<String, Object> out = new HashMap<>();
        if (!profile.signed()) {
            return out;
        }
        out.put(ACTION, actions(profile));
        // the primary key signs unless the message's context names another entry (ServiceKeys): WSS4J takes an
        // option before the context, so the primary alias is the fallback user, not the signature user
        out.put(USER, alias);
        out.put(SIG_PROP_REF_ID, OUR_KEYS);
        out.put(OUR_KEYS, ourKeys);
        out.put(PW_CALLBACK_REF, new KeyPasswordCallback(alias, keyPassword));
        // WB010: the certificate travels as a BinarySecurityToken, referenced directly
        out.put(SIG_KEY_ID, "DirectReference");
        out.put(SIG_ALGO, WusAlgorithms.SIGNATURE);
        out.put(SIG_DIGEST_ALGO, WusAlgorithms.DIGEST);
        out.put(SIG_C14N_ALGO, WusAlgorithms.CANONICALIZATION);
        out.put(SIGNATURE_PARTS, signedParts);
        out.put(OPTIONAL_SIGNATURE_PARTS, optionalParts);
        out.put(TTL_TIMESTAMP, seconds(timeToLive));
        // WB014: a response confirms the request's signature, signed with the rest; a requester remembers its own
        // signature to compare the confirmation with
        out.put(ENABLE_SIGNATURE_CONFIRMATION, "true");
        return out;
    }

    /** WB005: the Body's content only, AES-GCM with RSA-OAEP key transport (ENC001-ENC004). */
    private static void encryptBody(Map<String, Object> out) {
        out.put(ENCRYPTION_PARTS, "{Content}{" + SOAP_11 + "}Body");
        out.put(ENC_SYM_ALGO, WusAlgorithms.CONTENT_ENCRYPTION);
        out.put(ENC_KEY_TRANSPORT, WusAlgorithms.KEY_TRANSPORT);
    }

    /** A crypto that knows only the partner's certificate, under {@link #PARTNER_ALIAS}. */
    private static Crypto partnerKey(X509Certificate partner) {
        try {
            KeyStore store = KeyStore.getInstance("PKCS12");
            store.load(null, null);
            store.setCertificateEntry(PARTNER_ALIAS, partner);
            Merlin crypto = new Merlin();
            crypto.setKeyStore(store);
            return crypto;
        } catch (GeneralSecurityException | IOException e) {
            throw new IllegalStateException("an in-memory key store could not hold the partner's certificate", e);
        }
    }

    /**
     * How a fault to a verified request is secured: as a response, but the fault has no wsa:Action of the service
     * nor a Body element of its own to require, so only the Timestamp and the Body are required parts.
     */
    public Map<String, Object> fault(WusProfile profile) {
        Map<String, Object> fault = out(profile);
        if (!fault.isEmpty()) {
            fault.put(SIGNATURE_PARTS, FAULT_SIGNED_PARTS);
            fault.put(OPTIONAL_SIGNATURE_PARTS, RESPONSE_OPTIONAL_PARTS + ";" + FAULT_OPTIONAL_PARTS);
        }
        return fault;
    }

    /** WB006: sign first, then encrypt; the Timestamp is made first so that the signature covers it (WB004). */
    private static String actions(WusProfile profile) {
        return profile.encrypted() ? "Timestamp Signature Encrypt" : "Timestamp Signature";
    }

    private static String element(String namespace, String name) {
        return "{Element}{" + namespace + "}" + name;
    }

    private static String seconds(Duration duration) {
        return Long.toString(duration.toSeconds());
    }

    /**
     * Gives WSS4J our key store's password for any of its entries: the signing key a service names (see {@link
     * ServiceKeys}) and whichever entry a partner encrypted for. Every entry has the store's password, as for ebMS.
     */
    private record KeyPasswordCallback(String alias, char[] password) implements CallbackHandler {

        @Override
        public void handle(Callback[] callbacks) {
            for (Callback callback : callbacks) {
                if (callback instanceof WSPasswordCallback key && key.getIdentifier() != null) {
                    key.setPassword(new String(password));
                }
            }
        }

        @Override
        public String toString() {
            return "KeyPasswordCallback[alias=" + alias + "]";
        }
    }
}
