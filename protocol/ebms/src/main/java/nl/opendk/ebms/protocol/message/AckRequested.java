package nl.opendk.ebms.protocol.message;

/**
 * ebMS 2.0 §6.3.1 AckRequested header element.
 *
 * @param actor the soap:actor; Digikoppeling requires {@value #TO_PARTY_MSH} and forbids nextMSH
 * @param signed the eb:signed attribute (§6.3.1.2)
 */
public record AckRequested(String version, String mustUnderstand, String actor, boolean signed) {

    public static final String TO_PARTY_MSH = "urn:oasis:names:tc:ebxml-msg:actor:toPartyMSH";
    public static final String NEXT_MSH = "urn:oasis:names:tc:ebxml-msg:actor:nextMSH";
}
