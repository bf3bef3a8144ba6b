package nl.opendk.ebms.cpa.testing;

import java.util.List;
import nl.opendk.ebms.cpa.testing.TestCpas.PartySpec;

/** Writes the XML of a {@link TestCpas.Spec}: one DeliveryChannel, Transport and DocExchange per party. */
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
                + " xmlns:xlink=\"http://www.w3.org/1999/xlink\""
                + " tns:cpaid=\"" + escape(spec.cpaId()) + "\" tns:version=\"2_0b\">");
        line("  <tns:Status tns:value=\"" + spec.status().wireValue() + "\"/>");
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
        String type = spec.service().type() == null
                ? ""
                : " tns:type=\"" + escape(spec.service().type()) + "\"";
        line("        <tns:Service" + type + ">" + escape(spec.service().value()) + "</tns:Service>");
        for (int i = 0; i < sends.size(); i++) {
            actionBinding("CanSend", key + "_send_" + i, sends.get(i), key);
        }
        for (int i = 0; i < receives.size(); i++) {
            actionBinding("CanReceive", key + "_receive_" + i, receives.get(i), key);
        }
        line("      </tns:ServiceBinding>");
        line("    </tns:CollaborationRole>");
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

    /** DK-BP ch03: the default MessagingCharacteristics of osb-rm; osb-be never acknowledges or eliminates. */
    private void deliveryChannel(String key) {
        line("    <tns:DeliveryChannel tns:channelId=\"" + key + "_channel\" tns:transportId=\"" + key
                + "_transport\" tns:docExchangeId=\"" + key + "_docexchange\">");
        String perMessage = spec.reliable()
                ? " tns:ackRequested=\"always\" tns:actor=\"urn:oasis:names:tc:ebxml-msg:actor:toPartyMSH\""
                        + " tns:ackSignatureRequested=\"never\" tns:duplicateElimination=\"always\""
                : " tns:ackRequested=\"never\" tns:ackSignatureRequested=\"never\" tns:duplicateElimination=\"never\"";
        line("      <tns:MessagingCharacteristics tns:syncReplyMode=\""
                + spec.syncReplyMode().wireValue() + "\"" + perMessage + "/>");
        line("    </tns:DeliveryChannel>");
    }

    private void transport(String key, PartySpec party) {
        line("    <tns:Transport tns:transportId=\"" + key + "_transport\">");
        line("      <tns:TransportSender><tns:TransportProtocol tns:version=\"1.1\">HTTP</tns:TransportProtocol>"
                + "</tns:TransportSender>");
        line("      <tns:TransportReceiver>");
        line("        <tns:TransportProtocol tns:version=\"1.1\">HTTP</tns:TransportProtocol>");
        line("        <tns:Endpoint tns:uri=\"" + escape(party.endpoint().toString()) + "\" tns:type=\"allPurpose\"/>");
        line("      </tns:TransportReceiver>");
        line("    </tns:Transport>");
    }

    private void docExchange(String key) {
        line("    <tns:DocExchange tns:docExchangeId=\"" + key + "_docexchange\">");
        for (String binding : List.of("ebXMLSenderBinding", "ebXMLReceiverBinding")) {
            if (!spec.reliable()) {
                line("      <tns:" + binding + " tns:version=\"2.0\"/>");
                continue;
            }
            line("      <tns:" + binding + " tns:version=\"2.0\">");
            line("        <tns:ReliableMessaging>");
            line("          <tns:Retries>" + spec.retries() + "</tns:Retries>");
            line("          <tns:RetryInterval>" + spec.retryInterval() + "</tns:RetryInterval>");
            line("          <tns:MessageOrderSemantics>NotGuaranteed</tns:MessageOrderSemantics>");
            line("        </tns:ReliableMessaging>");
            if (spec.persistDuration() != null) {
                line("        <tns:PersistDuration>" + spec.persistDuration() + "</tns:PersistDuration>");
            }
            line("      </tns:" + binding + ">");
        }
        line("    </tns:DocExchange>");
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
