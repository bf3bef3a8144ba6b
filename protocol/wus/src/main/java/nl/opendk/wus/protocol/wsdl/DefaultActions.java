package nl.opendk.wus.protocol.wsdl;

/**
 * The WS-Addressing 1.0 Metadata §4.4.4 default action pattern, which DK-WUS WS008 allows when wsam:Action is absent:
 * {@code [target namespace][delimiter][port type name][delimiter][input|output name]}. The delimiter is ":" when the
 * target namespace is a URN, else "/"; no "/" is added when the namespace already ends with one. A WSDL 1.1 message
 * without a name gets the default names of WSDL 1.1 §2.4.5: the operation name plus "Request" or "Response".
 */
final class DefaultActions {

    private DefaultActions() {}

    static String input(String targetNamespace, String portType, String operation, String inputName) {
        return action(targetNamespace, portType, inputName == null ? operation + "Request" : inputName);
    }

    static String output(String targetNamespace, String portType, String operation, String outputName) {
        return action(targetNamespace, portType, outputName == null ? operation + "Response" : outputName);
    }

    private static String action(String targetNamespace, String portType, String messageName) {
        String namespace = targetNamespace == null ? "" : targetNamespace;
        boolean urn = namespace.regionMatches(true, 0, "urn:", 0, 4);
        String delimiter = urn ? ":" : "/";
        String base = !urn && namespace.endsWith("/") ? namespace : namespace + delimiter;
        return base + portType + delimiter + messageName;
    }
}
