package nl.opendk.ebms.testkit.cpa;

import java.security.cert.CertificateEncodingException;
import java.security.cert.X509Certificate;
import java.util.Base64;
import java.util.List;
import nl.opendk.ebms.testkit.cpa.TestCpas.PartySpec;

/**
 * Writes the XML of a {@link TestCpas.Spec}: one DeliveryChannel, Transport and DocExchange per party, and with
 * certificates one Certificate per party that its transport (TLS), signing and encryption elements name.
 */
final class TestCpaWriter {

    private static final String BUSINESS_TRANSACTION = "<tns:BusinessTransactionCharacteristics"
            + " tns:isNonRepudiationRequired=\"false\" tns:isNonRepudiationReceiptRequired=\"false\""
            + " tns:isConfidential=\"transient\" tns:isAuthenticated=\"transient\" tns:isTamperProof=\"transient\""
            + " tns:isAuthorizationRequired=\"true\" tns:isIntelligibleCheckRequired=\"false\""
            + " tns:timeToPerform=\"P2D\"/>";

    private final TestCpas.Spec spec;
    private final StringBuilder xml = new StringBuilder();

    TestCpaWriter(TestCpas.Spec spec) {
        this.spec = spec;
    }

    String write() {
        line("<?xml version=\"1.0\" encoding=\"UTF-8\"?>");
        line("<tns:CollaborationProtocolAgreement"
                + " xmlns:tns=\"http://www.oasis-open.org/committees/ebxml-cppa/schema/cpp-cpa-2_0.xsd\""
                + " xmlns:xlink=\"http://www.w3.org/1999/xlink\" xmlns:ds=\"http://www.w3.org/2000/09/xmldsig#\""
                + " tns:cpaid=\"" + escape(spec.cpaId()) + "\" tns:version=\"2_0b\">");
        line("  <tns:Status tns:value=\"" + spec.status() + "\"/>");
        line("  <tns:Start>" + spec.start() + "</tns:Start>");
        line("  <tns:End>" + spec.end() + "</tns:End>");
        party("a", spec.partyA(), spec.aSends(), spec.bSends());
        party("b", spec.partyB(), spec.bSends(), spec.aSends());
        line("  <tns:SimplePart tns:id=\"part_soap\" tns:mimetype=\"text/xml\"/>");
        line("  <tns:Packaging tns:id=\"package_ebms\">");
        line("    <tns:ProcessingCapabilities tns:parse=\"true\" tns:generate=\"true\"/>");
        line("    <tns:CompositeList><tns:Encapsulation tns:id=\"envelope\" tns:mimetype=\"text/xml\">"
                + "<tns:Constituent tns:idref=\"part_soap\"/></tns:Encapsulation></tns:CompositeList>");
        line("  </tns:Packaging>");
        line("</tns:CollaborationProtocolAgreement>");
        return xml.toString();
    }

    private static final String SIGNATURE_ALGORITHM = "http://www.w3.org/2001/04/xmldsig-more#rsa-sha256";
    private static final String HASH_FUNCTION = "http://www.w3.org/2001/04/xmlenc#sha256";
    private static final String ENCRYPTION_ALGORITHM = "http://www.w3.org/2009/xmlenc11#aes256-gcm";

    private void party(String key, PartySpec party, List<String> sends, List<String> receives) {
        line("  <tns:PartyInfo tns:partyName=\"" + escape(party.name()) + "\" tns:defaultMshChannelId=\"" + key
                + "_channel\" tns:defaultMshPackageId=\"package_ebms\">");
        line("    <tns:PartyId tns:type=\"urn:osb:oin\">" + escape(party.oin()) + "</tns:PartyId>");
        line("    <tns:PartyRef xlink:type=\"simple\" xlink:href=\"urn:osb:party:" + key + "\"/>");
        line("    <tns:CollaborationRole>");
        line("      <tns:ProcessSpecification tns:name=\"test\" tns:version=\"1.0\" xlink:type=\"simple\""
                + " xlink:href=\"urn:osb:process:test\"/>");
        line("      <tns:Role tns:name=\"" + escape(party.role()) + "\" xlink:type=\"simple\""
                + " xlink:href=\"urn:osb:role:" + key + "\"/>");
        line("      <tns:ServiceBinding>");
        String type = spec.serviceType() == null ? "" : " tns:type=\"" + escape(spec.serviceType()) + "\"";
        line("        <tns:Service" + type + ">" + escape(spec.service()) + "</tns:Service>");
        for (int i = 0; i < sends.size(); i++) {
            actionBinding("CanSend", key + "_send_" + i, sends.get(i), key);
        }
        for (int i = 0; i < receives.size(); i++) {
            actionBinding("CanReceive", key + "_receive_" + i, receives.get(i), key);
        }
        line("      </tns:ServiceBinding>");
        line("    </tns:CollaborationRole>");
        certificate(key);
        deliveryChannel(key);
        transport(key, party);
        docExchange(key);
        line("  </tns:PartyInfo>");
    }

    private void actionBinding(String element, String id, String action, String key) {
        line("        <tns:" + element + "><tns:ThisPartyActionBinding tns:id=\"" + id + "\" tns:action=\""
                + escape(action) + "\" tns:packageId=\"package_ebms\">");
        line("          " + BUSINESS_TRANSACTION);
        line("          <tns:ChannelId>" + key + "_channel</tns:ChannelId>");
        line("        </tns:ThisPartyActionBinding></tns:" + element + ">");
    }

    private X509Certificate certificateOf(String key) {
        return "a".equals(key) ? spec.certificateA() : spec.certificateB();
    }

    private void certificate(String key) {
        X509Certificate certificate = certificateOf(key);
        if (certificate == null) {
            return;
        }
        line("    <tns:Certificate tns:certId=\"" + key + "_cert\"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>"
                + base64(certificate) + "</ds:X509Certificate></ds:X509Data></ds:KeyInfo>"
                + "</tns:Certificate>");
    }

    /**
     * DK-BP ch03: the default MessagingCharacteristics of osb-rm; osb-be never acknowledges or eliminates. Signed
     * Acknowledgments in the reliable end-to-end profiles (DK-ebMS2 ch05 "Reliable Messaging").
     */
    private void deliveryChannel(String key) {
        line("    <tns:DeliveryChannel tns:channelId=\"" + key + "_channel\" tns:transportId=\"" + key
                + "_transport\" tns:docExchangeId=\"" + key + "_docexchange\">");
        String perMessage = spec.reliable()
                ? " tns:ackRequested=\"always\" tns:actor=\"urn:oasis:names:tc:ebxml-msg:actor:toPartyMSH\""
                        + " tns:ackSignatureRequested=\"" + (spec.signed() ? "always" : "never")
                        + "\" tns:duplicateElimination=\"always\""
                : " tns:ackRequested=\"never\" tns:ackSignatureRequested=\"never\" tns:duplicateElimination=\"never\"";
        line("      <tns:MessagingCharacteristics tns:syncReplyMode=\"" + spec.syncReplyMode() + "\"" + perMessage
                + "/>");
        line("    </tns:DeliveryChannel>");
    }

    private void transport(String key, PartySpec party) {
        line("    <tns:Transport tns:transportId=\"" + key + "_transport\">");
        boolean tls = certificateOf(key) != null;
        line("      <tns:TransportSender><tns:TransportProtocol tns:version=\"1.1\">HTTP</tns:TransportProtocol>"
                + (tls ? tlsSecurity("Client", key) : "") + "</tns:TransportSender>");
        line("      <tns:TransportReceiver>");
        line("        <tns:TransportProtocol tns:version=\"1.1\">HTTP</tns:TransportProtocol>");
        line("        <tns:Endpoint tns:uri=\"" + escape(party.endpoint().toString()) + "\" tns:type=\"allPurpose\"/>");
        if (tls) {
            line("        " + tlsSecurity("Server", key));
        }
        line("      </tns:TransportReceiver>");
        line("    </tns:Transport>");
    }

    /** CPPA 2.0 TransportClientSecurity or TransportServerSecurity: TLS 1.2 with the party's certificate. */
    private static String tlsSecurity(String side, String key) {
        return "<tns:Transport" + side + "Security><tns:TransportSecurityProtocol tns:version=\"1.2\">TLS"
                + "</tns:TransportSecurityProtocol><tns:" + side + "CertificateRef tns:certId=\"" + key + "_cert\"/>"
                + "</tns:Transport" + side + "Security>";
    }

    private void docExchange(String key) {
        line("    <tns:DocExchange tns:docExchangeId=\"" + key + "_docexchange\">");
        for (String side : List.of("Sender", "Receiver")) {
            line("      <tns:ebXML" + side + "Binding tns:version=\"2.0\">");
            if (spec.reliable()) {
                line("        <tns:ReliableMessaging>");
                line("          <tns:Retries>" + spec.retries() + "</tns:Retries>");
                line("          <tns:RetryInterval>" + spec.retryInterval() + "</tns:RetryInterval>");
                line("          <tns:MessageOrderSemantics>NotGuaranteed</tns:MessageOrderSemantics>");
                line("        </tns:ReliableMessaging>");
                if (spec.persistDuration() != null) {
                    line("        <tns:PersistDuration>" + spec.persistDuration() + "</tns:PersistDuration>");
                }
            }
            if (spec.signed()) {
                nonRepudiation(side, key);
            }
            if (spec.encrypted()) {
                digitalEnvelope(side, key);
            }
            line("      </tns:ebXML" + side + "Binding>");
        }
        line("    </tns:DocExchange>");
    }

    /** ebMS 2.0 §4.1 as DK profiles it: XMLDSig with RSA-SHA256 and SHA-256 (SIGN001-SIGN004). */
    private void nonRepudiation(String side, String key) {
        line("        <tns:" + side + "NonRepudiation>");
        line("          <tns:NonRepudiationProtocol>http://www.w3.org/2000/09/xmldsig#</tns:NonRepudiationProtocol>");
        line("          <tns:HashFunction>" + HASH_FUNCTION + "</tns:HashFunction>");
        line("          <tns:SignatureAlgorithm>" + SIGNATURE_ALGORITHM + "</tns:SignatureAlgorithm>");
        if ("Sender".equals(side)) {
            line("          <tns:SigningCertificateRef tns:certId=\"" + key + "_cert\"/>");
        }
        line("        </tns:" + side + "NonRepudiation>");
    }

    /** XML Encryption of payloads with AES-256-GCM (ENC001-ENC003); the receiver names its certificate. */
    private void digitalEnvelope(String side, String key) {
        line("        <tns:" + side + "DigitalEnvelope>");
        line("          <tns:DigitalEnvelopeProtocol tns:version=\"1.0\">http://www.w3.org/2001/04/xmlenc#"
                + "</tns:DigitalEnvelopeProtocol>");
        line("          <tns:EncryptionAlgorithm>" + ENCRYPTION_ALGORITHM + "</tns:EncryptionAlgorithm>");
        if ("Receiver".equals(side)) {
            line("          <tns:EncryptionCertificateRef tns:certId=\"" + key + "_cert\"/>");
        }
        line("        </tns:" + side + "DigitalEnvelope>");
    }

    /** The certificate as a CPA carries it: base64 DER in ds:X509Certificate. */
    private static String base64(X509Certificate certificate) {
        try {
            return Base64.getEncoder().encodeToString(certificate.getEncoded());
        } catch (CertificateEncodingException e) {
            throw new IllegalArgumentException("certificate cannot be encoded", e);
        }
    }

    private void line(String text) {
        xml.append(text).append('\n');
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;")
                .replace("<", "&lt;")
                .replace(">", "&gt;")
                .replace("\"", "&quot;");
    }
}
