package nl.opendk.ebms.db.wus;

import java.util.List;
import java.util.Objects;

/**
 * An operation of a stored WUS service.
 *
 * @param requestAction the wsa:Action of its requests, unique within the service
 * @param responseAction the wsa:Action of its responses
 * @param oins the OINs allowed to call it (provided services), in ascending order when read back
 */
public record StoredWusOperation(String name, String requestAction, String responseAction, List<String> oins) {

    public StoredWusOperation {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(requestAction, "requestAction");
        Objects.requireNonNull(responseAction, "responseAction");
        oins = List.copyOf(oins);
    }
}
