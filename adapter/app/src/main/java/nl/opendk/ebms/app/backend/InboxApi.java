package nl.opendk.ebms.app.backend;

import java.util.Optional;
import nl.opendk.ebms.routes.rest.ApiAnswer;
import nl.opendk.ebms.routes.rest.MessageJson;
import nl.opendk.ebms.service.backend.Inbox;
import nl.opendk.ebms.service.events.EventFeed;
import org.apache.camel.Header;

/**
 * The back end's pull side: GET /api/inbox lists received business messages it has not taken (oldest first; fetch
 * each with GET /api/messages/{id} and its payloads), POST /api/inbox/{id}/processed confirms one, GET /api/events
 * reads events in order. Paging continues with {@code after} set to the {@code next} of the previous page.
 */
public final class InboxApi {

    private static final int MAX_LIMIT = 1000;

    private final Inbox inbox;
    private final EventFeed events;

    public InboxApi(Inbox inbox, EventFeed events) {
        this.inbox = inbox;
        this.events = events;
    }

    public ApiAnswer inbox(@Header("after") String after, @Header("limit") String limit) {
        Optional<Paging> paging = Paging.of(after, limit, MAX_LIMIT);
        if (paging.isEmpty()) {
            return ApiAnswer.error(400, "after and limit must be numbers, limit 1.." + MAX_LIMIT);
        }
        Inbox.Page page = inbox.waiting(paging.get().after(), paging.get().limit());
        return ApiAnswer.json(
                200,
                new MessageJson.Page(
                        page.messages().stream().map(MessageJson::of).toList(), page.next()));
    }

    public ApiAnswer processed(@Header("id") String id) {
        long key;
        try {
            key = Long.parseLong(id);
        } catch (NumberFormatException e) {
            return ApiAnswer.error(400, "message id must be a number, was '" + id + "'");
        }
        return inbox.processed(key)
                ? ApiAnswer.noContent()
                : ApiAnswer.error(409, "message " + id + " is not a received message waiting for the back end");
    }

    public ApiAnswer events(@Header("after") String after, @Header("limit") String limit) {
        Optional<Paging> paging = Paging.of(after, limit, MAX_LIMIT);
        if (paging.isEmpty()) {
            return ApiAnswer.error(400, "after and limit must be numbers, limit 1.." + MAX_LIMIT);
        }
        return ApiAnswer.json(
                200, events.after(paging.get().after(), paging.get().limit()));
    }

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
