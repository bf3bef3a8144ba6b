package nl.opendk.wus.protocol.wsdl;

import java.util.Objects;
import nl.opendk.wus.protocol.xml.XmlText;

/**
 * One finding about a WSDL: the rule, whether it refuses the WSDL, what is wrong and where. Messages and locations
 * quote names from the WSDL, so they are bounded and characters that cannot be shown are escaped.
 *
 * @param location where in the WSDL, as a path of element names with their name attributes, e.g.
 *     {@code /definitions/portType[@name='P']/operation[@name='Op']/input}
 */
public record WsdlFinding(WsdlRule rule, Severity severity, String message, String location) {

    private static final int MAX_TEXT = 1000;

    /** ERROR refuses the WSDL; INFO tells what the adapter assumed. */
    public enum Severity {
        ERROR,
        INFO
    }

    public WsdlFinding {
        Objects.requireNonNull(rule, "rule");
        Objects.requireNonNull(severity, "severity");
        message = XmlText.printable(Objects.requireNonNull(message, "message"), MAX_TEXT);
        location = XmlText.printable(Objects.requireNonNull(location, "location"), MAX_TEXT);
    }

    static WsdlFinding error(WsdlRule rule, String location, String message) {
        return new WsdlFinding(rule, Severity.ERROR, message, location);
    }

    static WsdlFinding info(WsdlRule rule, String location, String message) {
        return new WsdlFinding(rule, Severity.INFO, message, location);
    }

    public boolean isError() {
        return severity == Severity.ERROR;
    }
}
