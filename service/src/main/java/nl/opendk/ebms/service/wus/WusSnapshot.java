package nl.opendk.ebms.service.wus;

import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The services one catalog load found, indexed for the lookups of every call. Immutable: a reload builds a new one
 * and swaps it in whole, so a lookup never sees half of a change.
 */
final class WusSnapshot {

    static final WusSnapshot EMPTY = new WusSnapshot(List.of());

    private final List<WusServiceDefinition> services;
    private final Map<String, WusServiceDefinition> byName = new HashMap<>();
    private final Map<String, WusServiceDefinition> byPath = new HashMap<>();
    private final Map<String, Map<String, WusOperation>> operationsByAction = new HashMap<>();

    WusSnapshot(Collection<WusServiceDefinition> services) {
        this.services = List.copyOf(services);
        for (WusServiceDefinition service : this.services) {
            byName.put(service.name(), service);
            if (service.isProvided()) {
                byPath.put(service.path(), service);
            }
            Map<String, WusOperation> actions = new HashMap<>();
            service.operations().forEach(operation -> actions.put(operation.requestAction(), operation));
            operationsByAction.put(service.name(), Map.copyOf(actions));
        }
    }

    List<WusServiceDefinition> services() {
        return services;
    }

    Optional<WusServiceDefinition> service(String name) {
        return Optional.ofNullable(name == null ? null : byName.get(name));
    }

    Optional<WusServiceDefinition> provided(String path) {
        return Optional.ofNullable(path == null ? null : byPath.get(path));
    }

    Optional<WusOperation> operation(String serviceName, String requestAction) {
        Map<String, WusOperation> actions = serviceName == null ? null : operationsByAction.get(serviceName);
        return Optional.ofNullable(actions == null || requestAction == null ? null : actions.get(requestAction));
    }
}
