package nl.opendk.ebms.cpa.parse;

/**
 * An XPath-like pointer into a CPA document, used by every upload finding so an operator can find the element at
 * fault. Elements with an id attribute are addressed by it ({@code Transport[@transportId='t1']}), repeatable
 * elements by their 1-based position ({@code PartyInfo[1]}), attributes as {@code @name}.
 */
public record CpaPath(String value) {

    /** The document as a whole: size, well-formedness, DOCTYPE and root element problems. */
    public static final CpaPath DOCUMENT = new CpaPath("/");

    public static final CpaPath ROOT = new CpaPath("/CollaborationProtocolAgreement");

    public static CpaPath party(int position) {
        return ROOT.nth("PartyInfo", position);
    }

    public CpaPath child(String name) {
        return new CpaPath(value + "/" + name);
    }

    public CpaPath nth(String name, int position) {
        return child(name + "[" + position + "]");
    }

    public CpaPath keyed(String name, String idAttribute, String id) {
        return child(name + "[@" + idAttribute + "='" + id + "']");
    }

    public CpaPath attribute(String name) {
        return child("@" + name);
    }

    public CpaPath certificate(String certId) {
        return keyed("Certificate", "certId", certId);
    }

    public CpaPath securityDetails(String securityId) {
        return keyed("SecurityDetails", "securityId", securityId);
    }

    public CpaPath deliveryChannel(String channelId) {
        return keyed("DeliveryChannel", "channelId", channelId);
    }

    public CpaPath transport(String transportId) {
        return keyed("Transport", "transportId", transportId);
    }

    public CpaPath docExchange(String docExchangeId) {
        return keyed("DocExchange", "docExchangeId", docExchangeId);
    }

    /** The name of the element or attribute pointed at, without position or predicate: for messages. */
    public String leafName() {
        String leaf = value.substring(value.lastIndexOf('/') + 1);
        int predicate = leaf.indexOf('[');
        String name = predicate < 0 ? leaf : leaf.substring(0, predicate);
        return name.startsWith("@") ? name.substring(1) : name;
    }

    @Override
    public String toString() {
        return value;
    }
}
