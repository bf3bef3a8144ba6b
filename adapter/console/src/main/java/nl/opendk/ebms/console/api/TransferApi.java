package nl.opendk.ebms.console.api;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import nl.opendk.ebms.db.gb.DownloadRow;
import nl.opendk.ebms.db.gb.PublishedFile;
import nl.opendk.ebms.db.gb.Upload;
import nl.opendk.ebms.routes.rest.ApiAnswer;
import nl.opendk.ebms.service.gb.Transfers;
import org.apache.camel.Header;

/**
 * {@code GET /api/gb/transfers?limit=50}: Grote Berichten files coming in (downloads: size, progress, attempts,
 * resumes, outcome, speed) and going out (published files: receiver, downloads, validity; pushed files: receiver,
 * attempts, rounds put again after a push response, outcome), newest first.
 */
public final class TransferApi {

    static final int MAX_LIMIT = 500;

    private final Transfers transfers;

    public TransferApi(Transfers transfers) {
        this.transfers = transfers;
    }

    public ApiAnswer list(@Header("limit") String limit) {
        int size;
        try {
            size = limit == null || limit.isBlank() ? 50 : Integer.parseInt(limit.trim());
        } catch (NumberFormatException e) {
            return ApiAnswer.error(400, "limit must be a number, was '" + limit + "'");
        }
        if (size < 1 || size > MAX_LIMIT) {
            return ApiAnswer.error(400, "limit must be 1.." + MAX_LIMIT);
        }
        Transfers.Recent recent = transfers.recent(size);
        return ApiAnswer.json(
                200,
                new Answer(
                        recent.downloads().stream().map(Incoming::of).toList(),
                        recent.published().stream().map(Outgoing::of).toList(),
                        recent.uploads().stream().map(Pushed::of).toList()));
    }

    /**
     * @param pushed files we put on partners' push services (ebms.gb.push-targets), each with its metadata message
     *     once it went
     */
    public record Answer(List<Incoming> incoming, List<Outgoing> outgoing, List<Pushed> pushed) {}

    public record Pushed(
            long id,
            String status,
            Long messageId,
            String cpaId,
            String receiverOin,
            String filename,
            long size,
            String url,
            int attempts,
            int reuploads,
            String errorText,
            String createdAt,
            String finishedAt) {

        static Pushed of(Upload upload) {
            return new Pushed(
                    upload.id(),
                    upload.status().name().toLowerCase(Locale.ROOT),
                    upload.messagePk(),
                    upload.cpaId(),
                    upload.toParty(),
                    upload.filename(),
                    upload.size(),
                    upload.url(),
                    upload.attempts(),
                    upload.reuploads(),
                    upload.errorText(),
                    text(upload.createdAt()),
                    text(upload.finishedAt()));
        }
    }

    /**
     * @param bytesPerSecond the file's size over the time from the metadata's arrival to the verified file, once
     *     complete; null before
     */
    public record Incoming(
            long id,
            long messageId,
            String status,
            String filename,
            Long size,
            long receivedBytes,
            int attempts,
            int resumes,
            int restarts,
            String errorCode,
            String errorText,
            String url,
            String createdAt,
            String finishedAt,
            Long bytesPerSecond) {

        static Incoming of(DownloadRow row) {
            return new Incoming(
                    row.id(),
                    row.messagePk(),
                    row.status().name().toLowerCase(Locale.ROOT),
                    row.filename(),
                    row.size(),
                    row.receivedBytes(),
                    row.attempts(),
                    row.resumes(),
                    row.restarts(),
                    row.errorCode(),
                    row.errorText(),
                    row.url(),
                    text(row.createdAt()),
                    text(row.finishedAt()),
                    speed(row));
        }

        private static Long speed(DownloadRow row) {
            if (row.finishedAt() == null || row.errorCode() != null && row.storedAs() == null) {
                return null;
            }
            long millis = Math.max(
                    1, Duration.between(row.createdAt(), row.finishedAt()).toMillis());
            return row.receivedBytes() * 1000 / millis;
        }
    }

    public record Outgoing(
            long id,
            Long messageId,
            String cpaId,
            String receiverOin,
            String filename,
            long size,
            String checksum,
            int downloads,
            String createdAt,
            String expiresAt) {

        static Outgoing of(PublishedFile file) {
            return new Outgoing(
                    file.id(),
                    file.messagePk(),
                    file.cpaId(),
                    file.receiverOin(),
                    file.filename(),
                    file.size(),
                    file.checksum(),
                    file.downloads(),
                    text(file.createdAt()),
                    text(file.expiresAt()));
        }
    }

    private static String text(Instant instant) {
        return instant == null ? null : instant.toString();
    }
}
