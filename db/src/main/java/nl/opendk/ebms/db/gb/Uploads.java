package nl.opendk.ebms.db.gb;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.sql.DataSource;
import nl.opendk.ebms.db.SqlValues;
import nl.opendk.ebms.db.Transaction;
import nl.opendk.ebms.db.lease.LeasedQueue;
import nl.opendk.ebms.db.lease.QueueTable;
import nl.opendk.ebms.protocol.message.Direction;

/**
 * The files we put on partners' push services (table gb_upload), leased like the outbox: a claim reserves a due
 * upload for this node, and every change to it is a compare-and-set on the lease.
 */
public final class Uploads {

    private static final int WAITING = UploadStatus.WAITING.id();

    private static final String COLUMNS = "id, status, cpa_id, from_party, to_party, service, service_type, action,"
            + " conversation_id, context_id, url, filename, content_type, size, checksum_type, checksum, stored_as,"
            + " attempts, reuploads, error_text, message_pk, created_at, finished_at";

    private static final QueueTable TABLE = new QueueTable(
            "gb_upload", COLUMNS.substring("id, ".length()), "status = " + WAITING, "status = " + WAITING, null);

    private static final String HELD = " WHERE id = ? AND lease_owner = ? AND status = " + WAITING;
    /** A push response counts only while its metadata message is the upload's latest (a later round makes it stale). */
    private static final String ANSWERABLE = " WHERE id = ? AND message_pk = ? AND status IN (" + UploadStatus.SENT.id()
            + ", " + UploadStatus.CONFIRMED.id() + ")";

    private final DataSource dataSource;
    private final LeasedQueue leases;

    public Uploads(DataSource dataSource, Clock clock, String nodeId, Duration lease) {
        this.dataSource = dataSource;
        this.leases = new LeasedQueue(TABLE, clock, nodeId, lease);
    }

    /** Records a file to put, due at once; returns its id. */
    public long insert(Upload upload) {
        Instant now = leases.now();
        return Transaction.run(dataSource, "record upload", c -> {
            try (PreparedStatement s = c.prepareStatement(
                    "INSERT INTO gb_upload (status, cpa_id, from_party, to_party, service, service_type, action,"
                            + " conversation_id, context_id, url, filename, content_type, size, checksum_type,"
                            + " checksum, stored_as, next_attempt_at, created_at)"
                            + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    Statement.RETURN_GENERATED_KEYS)) {
                s.setInt(1, WAITING);
                s.setString(2, upload.cpaId());
                s.setString(3, upload.fromParty());
                s.setString(4, upload.toParty());
                s.setString(5, upload.service());
                s.setString(6, upload.serviceType());
                s.setString(7, upload.action());
                s.setString(8, upload.conversationId());
                s.setString(9, upload.contextId());
                s.setString(10, upload.url());
                s.setString(11, upload.filename());
                s.setString(12, upload.contentType());
                s.setLong(13, upload.size());
                s.setString(14, upload.checksumType());
                s.setString(15, upload.checksum());
                s.setString(16, upload.storedAs());
                SqlValues.setTime(s, 17, now);
                SqlValues.setTime(s, 18, now);
                s.executeUpdate();
                try (ResultSet keys = s.getGeneratedKeys()) {
                    keys.next();
                    return keys.getLong(1);
                }
            }
        });
    }

    /** Claims up to {@code limit} due uploads, oldest due first, leased to this node. */
    public List<Upload> claimDue(int limit) {
        Instant now = leases.now();
        return Transaction.run(dataSource, "claim uploads", c -> {
            List<Upload> due = leases.lockDue(c, limit, now, Uploads::row);
            Instant until = leases.lease(c, due.stream().map(Upload::id).toList(), now);
            return due.stream().map(upload -> withLease(upload, until)).toList();
        });
    }

    /** Extends the lease of an upload under way; false when it ran out and another node may hold it. */
    public boolean hold(Upload upload) {
        Instant now = leases.now();
        return update("hold upload", "UPDATE gb_upload SET next_attempt_at = ?" + HELD, s -> {
            SqlValues.setTime(s, 1, leases.leaseEnd(now));
            s.setLong(2, upload.id());
            s.setString(3, leases.owner());
        });
    }

    /** The PUT failed; it is tried again at {@code due}. False when the lease ran out. */
    public boolean retry(Upload upload, String problem, Instant due) {
        return update(
                "record upload attempt",
                "UPDATE gb_upload SET attempts = attempts + 1, error_text = ?, next_attempt_at = ?,"
                        + " lease_owner = NULL" + HELD,
                s -> {
                    s.setString(1, SqlValues.truncate(problem, 1000));
                    SqlValues.setTime(s, 2, due);
                    s.setLong(3, upload.id());
                    s.setString(4, leases.owner());
                });
    }

    /**
     * The file is there, and its metadata message is queued by {@code metadata} in the same transaction: an upload is
     * sent exactly when its metadata is queued, whichever node stops when. False, with nothing queued, when this node
     * no longer holds the upload.
     */
    public boolean sent(Upload upload, String metadataMessageId, Transaction.Part metadata) {
        Instant now = leases.now();
        return Transaction.run(dataSource, "record upload sent", c -> {
            try (PreparedStatement held = c.prepareStatement("UPDATE gb_upload SET attempts = attempts + 1, status = "
                    + UploadStatus.SENT.id() + ", error_text = NULL, finished_at = ?, next_attempt_at = NULL,"
                    + " lease_owner = NULL" + HELD)) {
                SqlValues.setTime(held, 1, now);
                held.setLong(2, upload.id());
                held.setString(3, leases.owner());
                if (held.executeUpdate() != 1) {
                    return false;
                }
            }
            metadata.write(c);
            try (PreparedStatement named = c.prepareStatement("UPDATE gb_upload SET message_pk = (SELECT id FROM"
                    + " ebms_message WHERE message_id = ? AND direction = " + Direction.OUT.id() + ") WHERE id = ?")) {
                named.setString(1, metadataMessageId);
                named.setLong(2, upload.id());
                named.executeUpdate();
            }
            return true;
        });
    }

    /** Given up: the PUT was refused or kept failing, or the metadata message was refused. */
    public boolean fail(Upload upload, String problem) {
        Instant now = leases.now();
        return update(
                "record upload failed",
                "UPDATE gb_upload SET attempts = attempts + 1, status = " + UploadStatus.FAILED.id()
                        + ", error_text = ?, message_pk = NULL, finished_at = ?, next_attempt_at = NULL,"
                        + " lease_owner = NULL" + HELD,
                s -> {
                    s.setString(1, SqlValues.truncate(problem, 1000));
                    SqlValues.setTime(s, 2, now);
                    s.setLong(3, upload.id());
                    s.setString(4, leases.owner());
                });
    }

    /**
     * The upload a push response names by its receiverUrl (unique: it holds a token of its own, MD002), once its
     * metadata went; empty for any other.
     */
    public Optional<Upload> answerable(String url) {
        List<Upload> found = select(
                " WHERE url = ? AND message_pk IS NOT NULL AND status IN (" + UploadStatus.SENT.id() + ", "
                        + UploadStatus.CONFIRMED.id() + ")",
                s -> s.setString(1, url));
        return found.stream().findFirst();
    }

    /** The receiver said OK to the metadata message {@code messagePk}; false when the upload has moved on since. */
    public boolean confirm(Upload upload, long messagePk) {
        return update(
                "confirm upload",
                "UPDATE gb_upload SET status = " + UploadStatus.CONFIRMED.id() + ", error_text = NULL" + ANSWERABLE,
                s -> {
                    s.setLong(1, upload.id());
                    s.setLong(2, messagePk);
                });
    }

    /**
     * The receiver reported an error it can recover from (GB018): the file is put again at {@code due}, and its
     * metadata sent once more. False when the upload has moved on since.
     */
    public boolean putAgain(Upload upload, long messagePk, String problem, Instant due) {
        return update(
                "put upload again",
                "UPDATE gb_upload SET status = " + WAITING + ", reuploads = reuploads + 1, error_text = ?,"
                        + " next_attempt_at = ?, finished_at = NULL" + ANSWERABLE,
                s -> {
                    s.setString(1, SqlValues.truncate(problem, 1000));
                    SqlValues.setTime(s, 2, due);
                    s.setLong(3, upload.id());
                    s.setLong(4, messagePk);
                });
    }

    /** The receiver refused the file beyond recovery: the upload ends failed, its metadata message kept. */
    public boolean refused(Upload upload, long messagePk, String problem) {
        return update(
                "record refused upload",
                "UPDATE gb_upload SET status = " + UploadStatus.FAILED.id() + ", error_text = ?" + ANSWERABLE,
                s -> {
                    s.setString(1, SqlValues.truncate(problem, 1000));
                    s.setLong(2, upload.id());
                    s.setLong(3, messagePk);
                });
    }

    public Optional<Upload> byId(long id) {
        List<Upload> found = select(" WHERE id = ?", s -> s.setLong(1, id));
        return found.stream().findFirst();
    }

    /** The newest uploads first, for the console. */
    public List<Upload> recent(int limit) {
        return select(" ORDER BY id DESC LIMIT ?", s -> s.setInt(1, limit));
    }

    /** Uploads finished before {@code before}: their files may go (the purge). */
    public List<Upload> finishedBefore(Instant before, int limit) {
        return select(" WHERE finished_at < ? ORDER BY finished_at LIMIT ?", s -> {
            SqlValues.setTime(s, 1, before);
            s.setInt(2, limit);
        });
    }

    public void delete(long id) {
        update("delete upload", "DELETE FROM gb_upload WHERE id = ?", s -> s.setLong(1, id));
    }

    /** Whether another upload still needs a stored file (the same file pushed to several receivers). */
    public boolean isStoredFileInUse(String storedAs) {
        return !select(" WHERE stored_as = ? LIMIT 1", s -> s.setString(1, storedAs))
                .isEmpty();
    }

    private List<Upload> select(String where, Binder binder) {
        return Transaction.run(dataSource, "read uploads", c -> {
            try (PreparedStatement s = c.prepareStatement("SELECT " + COLUMNS + " FROM gb_upload" + where)) {
                binder.bind(s);
                List<Upload> rows = new ArrayList<>();
                try (ResultSet row = s.executeQuery()) {
                    while (row.next()) {
                        rows.add(row(row));
                    }
                }
                return rows;
            }
        });
    }

    private static Upload row(ResultSet row) throws SQLException {
        return new Upload(
                row.getLong("id"),
                UploadStatus.fromId(row.getInt("status")),
                row.getString("cpa_id"),
                row.getString("from_party"),
                row.getString("to_party"),
                row.getString("service"),
                row.getString("service_type"),
                row.getString("action"),
                row.getString("conversation_id"),
                row.getString("context_id"),
                row.getString("url"),
                row.getString("filename"),
                row.getString("content_type"),
                row.getLong("size"),
                row.getString("checksum_type"),
                row.getString("checksum"),
                row.getString("stored_as"),
                row.getInt("attempts"),
                row.getInt("reuploads"),
                row.getString("error_text"),
                SqlValues.nullableLong(row, "message_pk"),
                SqlValues.instant(row, "created_at"),
                SqlValues.instant(row, "finished_at"),
                null);
    }

    private static Upload withLease(Upload u, Instant until) {
        return new Upload(
                u.id(),
                u.status(),
                u.cpaId(),
                u.fromParty(),
                u.toParty(),
                u.service(),
                u.serviceType(),
                u.action(),
                u.conversationId(),
                u.contextId(),
                u.url(),
                u.filename(),
                u.contentType(),
                u.size(),
                u.checksumType(),
                u.checksum(),
                u.storedAs(),
                u.attempts(),
                u.reuploads(),
                u.errorText(),
                u.messagePk(),
                u.createdAt(),
                u.finishedAt(),
                until);
    }

    private boolean update(String operation, String sql, Binder binder) {
        return Transaction.run(dataSource, operation, c -> {
            try (PreparedStatement statement = c.prepareStatement(sql)) {
                binder.bind(statement);
                return statement.executeUpdate() == 1;
            }
        });
    }

    @FunctionalInterface
    private interface Binder {
        void bind(PreparedStatement statement) throws SQLException;
    }
}
