package nl.opendk.ebms.component.security;

import java.security.KeyStore;
import nl.opendk.ebms.protocol.security.certificate.ConfiguredCrls;
import nl.opendk.ebms.protocol.security.keys.KeyRing;

/**
 * One reading of the key store, trust store and CRL files ({@link SecurityFiles}).
 *
 * @param ring our key entries; null without a key store
 * @param keyStore the key store as WS-Security takes it; null without one
 * @param trust the trust store; null without one
 * @param crls the configured CRL files
 */
public record SecurityMaterial(KeyRing ring, KeyStore keyStore, TrustMaterial trust, ConfiguredCrls crls) {}
