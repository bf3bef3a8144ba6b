package nl.opendk.ebms.routes.wus;

import java.util.Set;
import org.apache.wss4j.common.WSS4JConstants;

/**
 * How the test client builds a request: what it signs and encrypts, with which algorithms, and which defect it
 * carries. The defaults are what DK-WUS asks of a 2W-be-S or 2W-be-SE requester.
 */
record RequestOptions(
        boolean signed,
        boolean encrypted,
        boolean timestamp,
        long timestampShiftSeconds,
        String signatureAlgorithm,
        String digestAlgorithm,
        String keyTransport,
        Set<String> unsignedHeaders,
        Tamper tamper,
        boolean encryptBeforeSigning) {

    /** A change made after signing, as an attacker on the way would. */
    enum Tamper {
        NONE,
        BODY,
        TO,
        /** A ReplyTo naming an address the provider would have to call back (not anonymous). */
        REPLY_TO,
        /** An unsigned wsa:To of the 2004/08 WS-Addressing submission added to the header. */
        SUBMISSION_TO,
        /** A wsa:Action that names no operation of the service (and a SOAPAction of "" to go with it). */
        ACTION,
        /** A wsa:To whose ?OIN= names another organisation than the provider. */
        TO_OIN,
        /** The envelope in the SOAP 1.2 namespace (DK-WUS WW001). */
        SOAP_12,
        /** A second element in the Body (DK-WUS WW003). */
        TWO_BODY_CHILDREN,
        /** A header block of our own beside WS-Addressing (DK-WUS WS007). */
        EXTRA_HEADER
    }

    static RequestOptions unsigned() {
        return new RequestOptions(
                false,
                false,
                false,
                0,
                WSS4JConstants.RSA_SHA256,
                WSS4JConstants.SHA256,
                WSS4JConstants.KEYTRANSPORT_RSAOAEP,
                Set.of(),
                Tamper.NONE,
                false);
    }

    static RequestOptions signedOnly() {
        return unsigned().with(true, false);
    }

    static RequestOptions signedEncrypted() {
        return unsigned().with(true, true);
    }

    private RequestOptions with(boolean sign, boolean encrypt) {
        return new RequestOptions(
                sign,
                encrypt,
                sign,
                timestampShiftSeconds,
                signatureAlgorithm,
                digestAlgorithm,
                keyTransport,
                unsignedHeaders,
                tamper,
                encryptBeforeSigning);
    }

    RequestOptions withoutTimestamp() {
        return new RequestOptions(
                signed,
                encrypted,
                false,
                timestampShiftSeconds,
                signatureAlgorithm,
                digestAlgorithm,
                keyTransport,
                unsignedHeaders,
                tamper,
                encryptBeforeSigning);
    }

    /** A Timestamp created an hour ago, expired five minutes later. */
    RequestOptions expiredTimestamp() {
        return shiftedTimestamp(-3600);
    }

    /** A Timestamp created ten minutes from now: beyond any clock skew allowed. */
    RequestOptions futureTimestamp() {
        return shiftedTimestamp(600);
    }

    private RequestOptions shiftedTimestamp(long seconds) {
        return new RequestOptions(
                signed,
                encrypted,
                timestamp,
                seconds,
                signatureAlgorithm,
                digestAlgorithm,
                keyTransport,
                unsignedHeaders,
                tamper,
                encryptBeforeSigning);
    }

    RequestOptions signatureAlgorithm(String algorithm) {
        return new RequestOptions(
                signed,
                encrypted,
                timestamp,
                timestampShiftSeconds,
                algorithm,
                digestAlgorithm,
                keyTransport,
                unsignedHeaders,
                tamper,
                encryptBeforeSigning);
    }

    RequestOptions digestAlgorithm(String algorithm) {
        return new RequestOptions(
                signed,
                encrypted,
                timestamp,
                timestampShiftSeconds,
                signatureAlgorithm,
                algorithm,
                keyTransport,
                unsignedHeaders,
                tamper,
                encryptBeforeSigning);
    }

    RequestOptions keyTransport(String algorithm) {
        return new RequestOptions(
                signed,
                encrypted,
                timestamp,
                timestampShiftSeconds,
                signatureAlgorithm,
                digestAlgorithm,
                algorithm,
                unsignedHeaders,
                tamper,
                encryptBeforeSigning);
    }

    /** Leaves these WS-A headers (local names) out of the signature. */
    RequestOptions unsignedHeaders(String... names) {
        return new RequestOptions(
                signed,
                encrypted,
                timestamp,
                timestampShiftSeconds,
                signatureAlgorithm,
                digestAlgorithm,
                keyTransport,
                Set.of(names),
                tamper,
                encryptBeforeSigning);
    }

    RequestOptions tamper(Tamper change) {
        return new RequestOptions(
                signed,
                encrypted,
                timestamp,
                timestampShiftSeconds,
                signatureAlgorithm,
                digestAlgorithm,
                keyTransport,
                unsignedHeaders,
                change,
                encryptBeforeSigning);
    }

    /** The wrong order for WUS (WB006): the Body is encrypted first and the signature made over the ciphertext. */
    RequestOptions encryptedBeforeSigning() {
        return new RequestOptions(
                signed,
                encrypted,
                timestamp,
                timestampShiftSeconds,
                signatureAlgorithm,
                digestAlgorithm,
                keyTransport,
                unsignedHeaders,
                tamper,
                true);
    }
}
