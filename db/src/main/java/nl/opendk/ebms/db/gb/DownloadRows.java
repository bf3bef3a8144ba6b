package nl.opendk.ebms.db.gb;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import nl.opendk.ebms.db.SqlValues;

/** How gb_download rows are written and read: the columns of a new download, a claimed one, one for the console. */
final class DownloadRows {

    private DownloadRows() {}

    /** @param messagePk the metadata message, or null for a download a back end asked for */
    static void bind(PreparedStatement s, Long messagePk, int seq, NewDownload d, Instant now) throws SQLException {
        boolean refused = d.errorCode() != null;
        boolean verified = d.verifiedAs() != null;
        boolean done = refused || verified;
        SqlValues.setLong(s, 1, messagePk);
        s.setInt(2, seq);
        s.setInt(
                3,
                (refused ? DownloadStatus.FAILED : verified ? DownloadStatus.COMPLETE : DownloadStatus.WAITING).id());
        s.setString(4, d.url());
        s.setString(5, d.filename());
        s.setString(6, d.contentType());
        SqlValues.setLong(s, 7, d.size());
        s.setString(8, d.checksumType());
        s.setString(9, d.checksum());
        s.setString(10, d.contextId());
        SqlValues.setTime(s, 11, d.creationTime() == null ? null : SqlValues.millis(d.creationTime()));
        SqlValues.setTime(s, 12, d.expirationTime() == null ? null : SqlValues.millis(d.expirationTime()));
        SqlValues.setTime(s, 13, done ? null : SqlValues.millis(d.due() == null ? now : d.due()));
        s.setString(14, d.errorCode());
        s.setString(15, SqlValues.truncate(d.errorText(), 1000));
        SqlValues.setTime(s, 16, now);
        SqlValues.setTime(s, 17, done ? now : null);
        SqlValues.setLong(s, 18, verified ? d.size() : 0L);
    }

    static DownloadJob job(ResultSet row) throws SQLException {
        return new DownloadJob(
                row.getLong("id"),
                row.getLong("message_pk"),
                row.getInt("seq"),
                row.getString("url"),
                row.getString("filename"),
                row.getString("content_type"),
                row.getLong("size"),
                row.getString("checksum_type"),
                row.getString("checksum"),
                row.getString("context_id"),
                SqlValues.instant(row, "creation_time"),
                SqlValues.instant(row, "expiration_time"),
                row.getLong("received_bytes"),
                row.getString("etag"),
                row.getInt("attempts"),
                row.getInt("restarts"),
                null);
    }

    static DownloadJob withLease(DownloadJob job, Instant until) {
        return new DownloadJob(
                job.id(),
                job.messagePk(),
                job.seq(),
                job.url(),
                job.filename(),
                job.contentType(),
                job.size(),
                job.checksumType(),
                job.checksum(),
                job.contextId(),
                job.creationTime(),
                job.expirationTime(),
                job.receivedBytes(),
                job.etag(),
                job.attempts(),
                job.restarts(),
                until);
    }

    static DownloadRow row(ResultSet row) throws SQLException {
        return new DownloadRow(
                row.getLong("id"),
                row.getLong("message_pk"),
                row.getInt("seq"),
                DownloadStatus.fromId(row.getInt("status")),
                row.getString("url"),
                row.getString("filename"),
                row.getString("content_type"),
                SqlValues.nullableLong(row, "size"),
                row.getString("checksum_type"),
                row.getString("checksum"),
                row.getString("context_id"),
                row.getLong("received_bytes"),
                row.getInt("attempts"),
                row.getInt("resumes"),
                row.getInt("restarts"),
                row.getString("error_code"),
                row.getString("error_text"),
                row.getString("stored_as"),
                SqlValues.instant(row, "created_at"),
                SqlValues.instant(row, "finished_at"));
    }
}
