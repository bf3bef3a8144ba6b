package nl.opendk.ebms.protocol.security.sign;

import static nl.opendk.ebms.protocol.codec.EbmsNamespaces.SOAP;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.w3c.dom.Element;

/**
 * The XPath filter of ebMS 2.0 §4.1.3: it leaves out of the signature the header elements meant for the next MSH
 * (SOAP actor nextMSH or next), which intermediaries may change or remove. A signature that filters anything else
 * out would leave parts of the message unsigned, so inbound filters must be exactly this one.
 */
final class EbmsXPathFilter {

    static final String ACTOR_NEXT_MSH = "urn:oasis:names:tc:ebxml-msg:actor:nextMSH";
    static final String ACTOR_NEXT = "http://schemas.xmlsoap.org/soap/actor/next";
    static final String PREFIX = "SOAP";
    static final String EXPRESSION = "not(ancestor-or-self::node()[@SOAP:actor=\"" + ACTOR_NEXT_MSH
            + "\"] | ancestor-or-self::node()[@SOAP:actor=\"" + ACTOR_NEXT + "\"])";

    /** The expression without whitespace and with double quotes; the prefix is group 1, checked separately. */
    private static final Pattern EITHER_ORDER =
            Pattern.compile("not\\(ancestor-or-self::node\\(\\)\\[@([\\w.-]+):actor=\""
                    + "(" + Pattern.quote(ACTOR_NEXT_MSH) + "|" + Pattern.quote(ACTOR_NEXT) + ")\"\\]\\|"
                    + "ancestor-or-self::node\\(\\)\\[@\\1:actor=\"(" + Pattern.quote(ACTOR_NEXT_MSH) + "|"
                    + Pattern.quote(ACTOR_NEXT) + ")\"\\]\\)");

    private static final Pattern WHITESPACE = Pattern.compile("\\s+");

    private EbmsXPathFilter() {}

    /** True when the ds:XPath element holds the ebMS filter with its prefix bound to the SOAP 1.1 namespace. */
    static boolean matches(Element xpath) {
        String normalized =
                WHITESPACE.matcher(xpath.getTextContent()).replaceAll("").replace('\'', '"');
        Matcher matcher = EITHER_ORDER.matcher(normalized);
        return matcher.matches()
                && !matcher.group(2).equals(matcher.group(3))
                && SOAP.equals(xpath.lookupNamespaceURI(matcher.group(1)));
    }

    /** True when the filter leaves this element and its subtree out of the signature. */
    static boolean excludes(Element element) {
        String actor = element.hasAttributeNS(SOAP, "actor") ? element.getAttributeNS(SOAP, "actor") : null;
        return ACTOR_NEXT_MSH.equals(actor) || ACTOR_NEXT.equals(actor);
    }
}
