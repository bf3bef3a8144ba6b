package nl.opendk.ebms.protocol.error;

/** Thrown by the decoder when a request cannot be read as a SOAP 1.1 message at all. */
public class SoapFaultException extends RuntimeException {

    private final transient SoapFault fault;

    public SoapFaultException(SoapFault fault) {
        super(fault.faultCode().localName() + ": " + fault.reason(), null, false, false);
        this.fault = fault;
    }

    public SoapFault fault() {
        return fault;
    }
}
