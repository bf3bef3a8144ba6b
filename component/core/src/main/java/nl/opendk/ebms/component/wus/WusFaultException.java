package nl.opendk.ebms.component.wus;

/** The partner answered a WUS call with a Fault, or the adapter did (a Server fault 0051 says why no answer came). */
public class WusFaultException extends Exception {

    private static final long serialVersionUID = 1L;

    private final int status;
    private final String fault;

    public WusFaultException(String service, int status, String fault) {
        super("WUS service " + service + " answered HTTP " + status + ": " + fault);
        this.status = status;
        this.fault = fault;
    }

    public int getStatus() {
        return status;
    }

    /** The Fault's envelope. */
    public String getFault() {
        return fault;
    }
}
