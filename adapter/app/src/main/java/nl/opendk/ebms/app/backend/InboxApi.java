package nl.opendk.ebms.app.backend;

import java.util.List;
import java.util.Optional;
import nl.opendk.ebms.app.api.ApiAnswer;
import nl.opendk.ebms.app.api.MessageApi;
import nl.opendk.ebms.db.backend.BackendEvent;
import nl.opendk.ebms.db.backend.BackendQueue;
import nl.opendk.ebms.db.backend.EventQueue;
import nl.opendk.ebms.db.message.MessageSummary;
import nl.opendk.ebms.routes.backend.EventSteps;
import org.apache.camel.Header;

/**
 * The back end's pull side: GET /api/inbox lists received business messages it has not taken (oldest first; fetch
 * each with GET /api/messages/{id} and its payloads), POST /api/inbox/{id}/processed confirms one, GET /api/events
 * reads events in order. Paging continues with {@code after} set to the {@code next} of the previous page.
 */
public final class InboxApi {

    private static final int MAX_LIMIT = 1000;

    private final BackendQueue queue;
    private final EventQueue events;

    public InboxApi(BackendQueue queue, EventQueue events) {
        this.queue = queue;
        this.events = events;
    }

    public ApiAnswer inbox(@Header("after") String after, @Header("limit") String limit) {
        Optional<Paging> paging = Paging.of(after, limit, MAX_LIMIT);
        if (paging.isEmpty()) {
            return ApiAnswer.error(400, "after and limit must be numbers, limit 1.." + MAX_LIMIT);
        }
        List<MessageSummary> page =
                queue.inbox(paging.get().after(), paging.get().limit());
        Long next = page.isEmpty() ? null : page.get(page.size() - 1).id();
        return ApiAnswer.json(
                200, new MessageApi.Page(page.stream().map(MessageApi::json).toList(), next));
    }

    public ApiAnswer processed(@Header("id") String id) {
        long key;
        try {
            key = Long.parseLong(id);
        } catch (NumberFormatException e) {
            return ApiAnswer.error(400, "message id must be a number, was '" + id + "'");
        }
        return queue.confirmProcessed(key)
                ? ApiAnswer.noContent()
                : ApiAnswer.error(409, "message " + id + " is not a received message waiting for the back end");
    }

    public ApiAnswer events(@Header("after") String after, @Header("limit") String limit) {
        Optional<Paging> paging = Paging.of(after, limit, MAX_LIMIT);
        if (paging.isEmpty()) {
            return ApiAnswer.error(400, "after and limit must be numbers, limit 1.." + MAX_LIMIT);
        }
        List<BackendEvent> page =
                events.after(paging.get().after(), paging.get().limit());
        Long next = page.isEmpty() ? null : page.get(page.size() - 1).id();
        return ApiAnswer.json(
                200, new EventPage(page.stream().map(EventSteps.EventJson::of).toList(), next));
    }

    public record EventPage(List<EventSteps.EventJson> events, Long next) {}

    /** after (default 0) and limit (default 50). */
    record Paging(long after, int limit) {
        static Optional<Paging> of(String after, String limit, int max) {
            try {
                long from = after == null || after.isBlank() ? 0 : Long.parseLong(after.trim());
                int size = limit == null || limit.isBlank() ? 50 : Integer.parseInt(limit.trim());
                return size < 1 || size > max ? Optional.empty() : Optional.of(new Paging(from, size));
            } catch (NumberFormatException e) {
                return Optional.empty();
            }
        }
    }
}
