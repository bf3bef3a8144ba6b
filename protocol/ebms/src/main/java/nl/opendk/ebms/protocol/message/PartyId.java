package nl.opendk.ebms.protocol.message;

/**
 * ebMS 2.0 §3.1.1.1 PartyId. Digikoppeling uses an OIN with {@code type="urn:osb:oin"}; the type may be absent
 * on the wire, in which case the value must be a URI (checked by the header checks, not here).
 */
public record PartyId(String type, String value) {

    /** The Digikoppeling PartyId type for an OIN (DK-ebMS2 ch05, §3.1.1.1). */
    public static final String OIN_TYPE = "urn:osb:oin";

    public static PartyId oin(String oin) {
        return new PartyId(OIN_TYPE, oin);
    }

    @Override
    public String toString() {
        return type == null ? value : type + ":" + value;
    }
}
