package nl.opendk.wus.protocol.wsdl;

import javax.xml.namespace.QName;

/**
 * One request/response operation of a WUS service.
 *
 * @param name the operation name
 * @param inputAction the request's wsa:Action: the input's wsam:Action, or the WS-A Metadata §4.4.4 default
 * @param outputAction the response's wsa:Action, likewise
 * @param inputElement the element the request Body holds, or null when the input message does not name exactly one
 */
public record WsdlOperation(String name, String inputAction, String outputAction, QName inputElement) {}
