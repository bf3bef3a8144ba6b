package nl.opendk.ebms.service.backend;

import java.util.Optional;
import nl.opendk.ebms.protocol.message.MessageHeader;

/**
 * Where the back end takes its messages and events: Camel endpoint URIs (an HTTP URL, a JMS queue, a directory),
 * chosen per CPA and service by configuration.
 */
public interface BackendEndpoints {

    /** The endpoint for a received business message, or empty when the back end polls for it. */
    Optional<String> messagesFor(MessageHeader header);

    /** The endpoint events are pushed to, or empty when the back end polls for them. */
    Optional<String> events();
}
