package nl.opendk.ebms.service.wus;

import java.util.Set;

/**
 * An operation of a WUS service.
 *
 * @param requestAction the wsa:Action of its requests: the WSDL input's wsam:Action (DK-WUS WA001)
 * @param responseAction the wsa:Action of its responses: the WSDL output's wsam:Action
 * @param allowedOins the OINs of the organisations that may call it (provided services); empty: nobody
 */
public record WusOperation(String name, String requestAction, String responseAction, Set<String> allowedOins) {

    public WusOperation {
        allowedOins = allowedOins == null ? Set.of() : Set.copyOf(allowedOins);
    }

    public boolean allows(String oin) {
        return oin != null && allowedOins.contains(oin);
    }
}
