package nl.opendk.ebms.protocol.message;

/** ebMS 2.0 §3.1.4 Service: a value with an optional type. */
public record Service(String type, String value) {

    /** ebMS 2.0 §3.1.4.1 / §8: the service of the MSH's own messages (Ping, Pong, Ack, errors, status). */
    public static final String MSH_SERVICE = "urn:oasis:names:tc:ebxml-msg:service";

    public static final Service MSH = new Service(null, MSH_SERVICE);

    public boolean isMshService() {
        return MSH_SERVICE.equals(value) && type == null;
    }

    @Override
    public String toString() {
        return type == null ? value : type + ":" + value;
    }
}
