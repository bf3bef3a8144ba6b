package nl.opendk.ebms.cpa.model;

import java.security.cert.X509Certificate;

/**
 * CPPA 2.0 Certificate: ds:KeyInfo/ds:X509Data/ds:X509Certificate.
 *
 * @param x509 the decoded certificate, null when it could not be read (the upload check reports why)
 */
public record Certificate(String certId, X509Certificate x509) {}
