package nl.opendk.ebms.component.gateway;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The host's routes that are the back end of a provided WUS service ({@code from("wus:provide?service=...")}): a
 * call of that service goes to the route instead of the back end in the service's definition. One route per service.
 */
public final class WusProviders {

    private final Map<String, String> routes = new ConcurrentHashMap<>();

    /** @throws IllegalStateException when another route is that service's back end already */
    public void provide(String service, String uri) {
        String existing = routes.putIfAbsent(service, uri);
        if (existing != null && !existing.equals(uri)) {
            throw new IllegalStateException(
                    "WUS service " + service + " has a route as its back end already: " + existing);
        }
    }

    public void withdraw(String service, String uri) {
        routes.remove(service, uri);
    }

    Optional<String> routeFor(String service) {
        return Optional.ofNullable(routes.get(service));
    }
}
