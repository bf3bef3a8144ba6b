package nl.opendk.wus.protocol.wsdl;

import static nl.opendk.wus.protocol.xml.WusNamespaces.WSAM;
import static nl.opendk.wus.protocol.xml.WusNamespaces.WSDL;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.xml.namespace.QName;
import nl.opendk.wus.protocol.xml.DomElements;
import org.w3c.dom.Attr;
import org.w3c.dom.Element;
import org.w3c.dom.NamedNodeMap;

/**
 * The portType rules: one portType per file (DK-WUS WS005), request/response operations only (WS003, WSDL 1.1 §2.4),
 * unique operation names (BP R2304), WS-A actions by wsam:Action or the default pattern (WS008) and unique input
 * actions, so that a request's wsa:Action names one operation, and one body element per message (WW003).
 */
final class PortTypes {

    private PortTypes() {}

    /** Checks every portType; returns the operations of the only one, or null when there is not exactly one. */
    static List<WsdlOperation> check(WsdlDocument wsdl) {
        List<Element> portTypes = wsdl.all("portType");
        if (portTypes.size() != 1) {
            wsdl.findings.add(WsdlFinding.error(
                    WsdlRule.WS005,
                    "/definitions",
                    portTypes.size() + " portTypes; a WUS WSDL has exactly one (WS005)"));
        }
        List<WsdlOperation> operations = null;
        for (Element portType : portTypes) {
            List<WsdlOperation> read = operations(wsdl, portType);
            operations = portTypes.size() == 1 ? read : null;
        }
        return operations;
    }

    private static List<WsdlOperation> operations(WsdlDocument wsdl, Element portType) {
        String portTypeName = DomElements.attribute(portType, "name");
        List<WsdlOperation> operations = new ArrayList<>();
        Set<String> names = new HashSet<>();
        Set<String> inputActions = new HashSet<>();
        for (Element operation : DomElements.children(portType, WSDL, "operation")) {
            String name = DomElements.attribute(operation, "name");
            if (!names.add(name)) {
                wsdl.error(WsdlRule.WSDL_11, operation, "operation name used twice (BP R2304)");
            }
            WsdlOperation read = operation(wsdl, portTypeName, operation, name);
            if (read == null) {
                continue;
            }
            if (!inputActions.add(read.inputAction())) {
                wsdl.error(WsdlRule.WS008, operation, "input action " + read.inputAction() + " is used twice");
            }
            operations.add(read);
        }
        return operations;
    }

    private static WsdlOperation operation(WsdlDocument wsdl, String portType, Element operation, String name) {
        List<Element> messages = DomElements.children(operation).stream()
                .filter(e -> WSDL.equals(e.getNamespaceURI()))
                .filter(e ->
                        e.getLocalName().equals("input") || e.getLocalName().equals("output"))
                .toList();
        if (messages.size() != 2
                || !messages.get(0).getLocalName().equals("input")
                || !messages.get(1).getLocalName().equals("output")) {
            wsdl.error(WsdlRule.WS003, operation, describe(messages) + "; WUS allows request/response only (WS003)");
            return null;
        }
        Element input = messages.get(0);
        Element output = messages.get(1);
        String inputAction = action(
                wsdl,
                input,
                DefaultActions.input(wsdl.targetNamespace, portType, name, DomElements.attribute(input, "name")));
        String outputAction = action(
                wsdl,
                output,
                DefaultActions.output(wsdl.targetNamespace, portType, name, DomElements.attribute(output, "name")));
        bodyElement(wsdl, output);
        return new WsdlOperation(name, inputAction, outputAction, bodyElement(wsdl, input));
    }

    private static String describe(List<Element> messages) {
        if (messages.size() == 1 && messages.get(0).getLocalName().equals("input")) {
            return "one-way operation";
        }
        if (!messages.isEmpty() && messages.get(0).getLocalName().equals("output")) {
            return "notification or solicit-response operation";
        }
        return "operation without an input and an output";
    }

    /** wsam:Action, or the default pattern (an info finding); an Action attribute in another namespace is an error. */
    private static String action(WsdlDocument wsdl, Element message, String defaultAction) {
        String action = DomElements.attribute(message, WSAM, "Action");
        if (action != null && !action.isBlank()) {
            return action.strip();
        }
        NamedNodeMap attributes = message.getAttributes();
        for (int i = 0; i < attributes.getLength(); i++) {
            Attr attribute = (Attr) attributes.item(i);
            if ("Action".equals(attribute.getLocalName()) && attribute.getNamespaceURI() != null) {
                wsdl.error(
                        WsdlRule.WS008,
                        message,
                        "Action in namespace " + attribute.getNamespaceURI() + "; WS008 requires wsam:Action (" + WSAM
                                + ")");
            }
        }
        wsdl.info(WsdlRule.WS008, message, "no wsam:Action: the default action pattern gives " + defaultAction);
        return defaultAction;
    }

    /** The one element the message puts in the Body (WW003), or null. */
    private static QName bodyElement(WsdlDocument wsdl, Element message) {
        Element definition = wsdl.named("message", WsdlDocument.qname(message, "message"));
        if (definition == null) {
            wsdl.error(WsdlRule.WSDL_11, message, "message reference does not resolve in this file");
            return null;
        }
        List<Element> parts = DomElements.children(definition, WSDL, "part");
        if (parts.size() != 1) {
            wsdl.error(
                    WsdlRule.WW003,
                    message,
                    "message has " + parts.size() + " parts; the Body holds exactly one element (WW003)");
            return null;
        }
        return WsdlDocument.qname(parts.get(0), "element");
    }
}
