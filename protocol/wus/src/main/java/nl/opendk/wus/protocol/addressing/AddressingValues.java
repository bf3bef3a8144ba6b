package nl.opendk.wus.protocol.addressing;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Set;
import java.util.regex.Pattern;
import nl.opendk.wus.protocol.xml.XmlText;

/** The WS-Addressing 1.0 constants WUS uses and the value rules of its headers (DK-WUS WA001). */
public final class AddressingValues {

    /** WS-A 1.0 Core §2.1: the reply goes back on the same connection. */
    public static final String ANONYMOUS = "http://www.w3.org/2005/08/addressing/anonymous";

    /** WS-A 1.0 Core §2.1: messages to this address are discarded. */
    public static final String NONE = "http://www.w3.org/2005/08/addressing/none";

    /** WS-A 1.0 Core §3.2: the default RelationshipType of RelatesTo. */
    public static final String REPLY = "http://www.w3.org/2005/08/addressing/reply";

    /** WS-A 1.0 SOAP Binding §6: the action of a SOAP fault. */
    public static final String SOAP_FAULT_ACTION = "http://www.w3.org/2005/08/addressing/soap/fault";

    /** Longest URI accepted in an addressing header; real ones are a few hundred characters. */
    public static final int MAX_URI_LENGTH = 2048;

    /**
     * Other WS-Addressing namespaces senders still use (the 2003/03, 2004/03 and 2004/08 member submissions and the
     * 2005/03 draft), recognised to say clearly that WUS allows only 2005/08.
     */
    private static final Set<String> OTHER_VERSIONS = Set.of(
            "http://schemas.xmlsoap.org/ws/2003/03/addressing",
            "http://schemas.xmlsoap.org/ws/2004/03/addressing",
            "http://schemas.xmlsoap.org/ws/2004/08/addressing",
            "http://www.w3.org/2005/03/addressing");

    /** DK-BP-WUS MessageID best practice CUSTOM@UUID@URI, the UUID per RFC 4122. */
    private static final Pattern DK_MESSAGE_ID =
            Pattern.compile("[^@]+@[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}@.+");

    private AddressingValues() {}

    /** Whether the namespace is a WS-Addressing version other than 1.0. */
    public static boolean isOtherVersion(String namespace) {
        return namespace != null && OTHER_VERSIONS.contains(namespace);
    }

    /** An absolute URI (RFC 3986: with a scheme), printable, without spaces, at most {@value #MAX_URI_LENGTH}. */
    public static boolean isAbsoluteUri(String value) {
        if (value == null || value.isEmpty() || value.length() > MAX_URI_LENGTH || !XmlText.isPrintableToken(value)) {
            return false;
        }
        try {
            return new URI(value).isAbsolute();
        } catch (URISyntaxException e) {
            return false;
        }
    }

    /**
     * A MessageID WUS accepts: an absolute URI, as WS-A 1.0 Core §3.2 requires, or the DK-BP-WUS best practice
     * CUSTOM@UUID@URI, whose URI part may be a domain name and which is therefore not always an absolute URI.
     */
    public static boolean isValidMessageId(String value) {
        if (isAbsoluteUri(value)) {
            return true;
        }
        return value != null
                && value.length() <= MAX_URI_LENGTH
                && XmlText.isPrintableToken(value)
                && DK_MESSAGE_ID.matcher(value).matches();
    }
}
