package nl.opendk.ebms.routes.wus.security;

import java.util.Optional;

/**
 * Which of our key entries a WUS service signs with: the one its definition names (its key alias), when our key store
 * holds it now; otherwise the primary entry, which the WS-Security settings name already. So a new key can be
 * introduced service by service (SECURITY.md "Rolling our key").
 */
@FunctionalInterface
public interface ServiceKeys {

    /** Every service signs with the primary entry. */
    ServiceKeys PRIMARY = alias -> Optional.empty();

    /**
     * @param configured the service's key alias; null for the primary entry
     * @return the alias to sign with instead of the primary one; empty for the primary
     */
    Optional<String> signingAlias(String configured);
}
