package nl.opendk.wus.protocol.wsdl;

import static nl.opendk.wus.protocol.xml.WusNamespaces.SOAP_HTTP_TRANSPORT;
import static nl.opendk.wus.protocol.xml.WusNamespaces.WSDL;
import static nl.opendk.wus.protocol.xml.WusNamespaces.WSDL_SOAP_11;
import static nl.opendk.wus.protocol.xml.WusNamespaces.WSDL_SOAP_12;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import nl.opendk.wus.protocol.xml.DomElements;
import org.w3c.dom.Element;

/**
 * The binding and port rules: a SOAP 1.1 binding with the HTTP transport, document style and literal use (DK-WUS
 * WW001), no SOAP encoding (WW002), no soap:header (WS007: no custom header blocks), soapAction "" or the input action
 * (WS002), and no SOAP 1.2 addresses.
 */
final class Bindings {

    private Bindings() {}

    static void check(WsdlDocument wsdl, List<WsdlOperation> operations) {
        Map<String, WsdlOperation> byName = operations == null
                ? Map.of()
                : operations.stream().collect(Collectors.toMap(WsdlOperation::name, Function.identity(), (a, b) -> a));
        List<Element> bindings = wsdl.all("binding");
        if (bindings.isEmpty()) {
            wsdl.findings.add(
                    WsdlFinding.error(WsdlRule.WW001, "/definitions", "no binding; WUS needs a SOAP 1.1 binding"));
        }
        for (Element binding : bindings) {
            if (wsdl.named("portType", WsdlDocument.qname(binding, "type")) == null) {
                wsdl.error(WsdlRule.WSDL_11, binding, "binding type does not name a portType in this file");
            }
            soapBinding(wsdl, binding);
            for (Element operation : DomElements.children(binding, WSDL, "operation")) {
                operation(wsdl, operation, byName.get(DomElements.attribute(operation, "name")));
            }
        }
        for (Element service : wsdl.all("service")) {
            for (Element port : DomElements.children(service, WSDL, "port")) {
                if (!DomElements.children(port, WSDL_SOAP_12, "address").isEmpty()) {
                    wsdl.error(WsdlRule.WW001, port, "soap12:address: WUS uses SOAP 1.1 (WW001)");
                }
            }
        }
    }

    private static void soapBinding(WsdlDocument wsdl, Element binding) {
        if (!DomElements.children(binding, WSDL_SOAP_12, "binding").isEmpty()) {
            wsdl.error(WsdlRule.WW001, binding, "SOAP 1.2 binding; WUS uses SOAP 1.1 (WW001)");
        }
        List<Element> soap = DomElements.children(binding, WSDL_SOAP_11, "binding");
        if (soap.isEmpty()) {
            wsdl.error(WsdlRule.WW001, binding, "no soap:binding (SOAP 1.1) (WW001)");
            return;
        }
        String transport = DomElements.attribute(soap.get(0), "transport");
        if (!SOAP_HTTP_TRANSPORT.equals(transport)) {
            wsdl.error(WsdlRule.WW001, binding, "transport is not " + SOAP_HTTP_TRANSPORT + " (WW001)");
        }
        String style = DomElements.attribute(soap.get(0), "style");
        if (style != null && !style.equals("document")) {
            wsdl.error(WsdlRule.WW001, binding, "style " + style + "; WUS uses document/literal (WW001)");
        }
    }

    private static void operation(WsdlDocument wsdl, Element operation, WsdlOperation abstractOperation) {
        for (Element soapOperation : DomElements.children(operation, WSDL_SOAP_11, "operation")) {
            String style = DomElements.attribute(soapOperation, "style");
            if (style != null && !style.equals("document")) {
                wsdl.error(WsdlRule.WW001, operation, "style " + style + "; WUS uses document/literal (WW001)");
            }
            String soapAction = DomElements.attribute(soapOperation, "soapAction");
            if (soapAction != null
                    && !soapAction.isEmpty()
                    && abstractOperation != null
                    && !soapAction.equals(abstractOperation.inputAction())) {
                wsdl.error(
                        WsdlRule.WS002,
                        operation,
                        "soapAction " + soapAction + " is neither \"\" nor the input action "
                                + abstractOperation.inputAction() + " (WS002)");
            }
        }
        for (Element message : DomElements.children(operation)) {
            if (WSDL.equals(message.getNamespaceURI())) {
                messageBinding(wsdl, message);
            }
        }
    }

    private static void messageBinding(WsdlDocument wsdl, Element message) {
        for (Element extension : DomElements.children(message)) {
            String namespace = extension.getNamespaceURI();
            if (WSDL_SOAP_11.equals(namespace) && extension.getLocalName().equals("header")) {
                wsdl.error(WsdlRule.WS007, message, "soap:header: WUS allows no custom header blocks (WS007)");
            }
            if (!WSDL_SOAP_11.equals(namespace) && !WSDL_SOAP_12.equals(namespace)) {
                continue;
            }
            String use = DomElements.attribute(extension, "use");
            if (use != null && !use.equals("literal")) {
                wsdl.error(WsdlRule.WW002, message, "use=\"" + use + "\"; WUS uses literal (WW002)");
            }
            if (DomElements.attribute(extension, "encodingStyle") != null) {
                wsdl.error(WsdlRule.WW002, message, "encodingStyle: WUS uses no SOAP encoding (WW002)");
            }
        }
    }
}
