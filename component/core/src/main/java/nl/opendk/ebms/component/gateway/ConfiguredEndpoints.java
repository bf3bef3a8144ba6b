package nl.opendk.ebms.component.gateway;

import java.util.Optional;
import nl.opendk.ebms.protocol.message.MessageHeader;
import nl.opendk.ebms.service.backend.BackendEndpoints;

/** The back-end endpoints from configuration: the first matching route, else the default, else none (poll). */
public final class ConfiguredEndpoints implements BackendEndpoints {

    private final BackendSettings settings;

    public ConfiguredEndpoints(BackendSettings settings) {
        this.settings = settings;
    }

    @Override
    public Optional<String> messagesFor(MessageHeader header) {
        String service = header.service() == null ? null : header.service().value();
        for (BackendSettings.BackendRoute route : settings.routes()) {
            if (route.matches(header.cpaId(), service, header.action())) {
                return Optional.of(route.uri());
            }
        }
        return settings.messagesUri().isEmpty() ? Optional.empty() : Optional.of(settings.messagesUri());
    }

    @Override
    public Optional<String> events() {
        return settings.pushesEvents() ? Optional.of(settings.eventsUri()) : Optional.empty();
    }
}
