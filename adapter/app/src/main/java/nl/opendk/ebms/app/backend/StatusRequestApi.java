package nl.opendk.ebms.app.backend;

import java.util.Optional;
import nl.opendk.ebms.routes.rest.ApiAnswer;
import nl.opendk.ebms.service.send.Outcome;
import nl.opendk.ebms.service.send.StatusRequests;
import org.apache.camel.Header;

/**
 * POST /api/messages/{id}/status-request asks the partner what became of a message we sent; GET
 * /api/status-requests/{id} gives the partner's answer once its StatusResponse has arrived ({@link StatusRequests}).
 */
public final class StatusRequestApi {

    private final StatusRequests requests;

    public StatusRequestApi(StatusRequests requests) {
        this.requests = requests;
    }

    public ApiAnswer ask(@Header("id") String id) {
        Optional<Long> key = parse(id);
        if (key.isEmpty()) {
            return ApiAnswer.error(404, "no outgoing business message with id " + id);
        }
        Outcome<StatusRequests.Asked> asked = requests.ask(key.get());
        return asked.isSent()
                ? ApiAnswer.json(202, asked.value())
                : ApiAnswer.error(RefusalStatus.of(asked.refusal()), asked.problem());
    }

    public ApiAnswer answer(@Header("id") String id) {
        return parse(id)
                .flatMap(requests::answer)
                .map(answer -> ApiAnswer.json(200, answer))
                .orElseGet(() -> ApiAnswer.error(404, "no status request with id " + id));
    }

    private static Optional<Long> parse(String id) {
        try {
            return Optional.of(Long.parseLong(id));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }
}
