package nl.opendk.ebms.db.gb;

import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import javax.sql.DataSource;
import nl.opendk.ebms.db.DataAccessException;
import nl.opendk.ebms.db.SqlValues;
import nl.opendk.ebms.db.Transaction;
import nl.opendk.ebms.db.events.BackendOptions;
import nl.opendk.ebms.db.events.EventKind;
import nl.opendk.ebms.db.events.EventLog;
import nl.opendk.ebms.db.lease.LeasedQueue;
import nl.opendk.ebms.db.lease.QueueTable;
import nl.opendk.ebms.protocol.message.MessageStatus;

/**
 * The files received metadata messages point to (table gb_download), and the message's way on: it waits in
 * AWAITING_FILE until every one of its files is complete, then becomes RECEIVED for the back end (pushed or
 * polled, as any received message); when one of them fails for good it becomes FILE_FAILED and the back end is
 * told by a failed event. Downloads are leased like the outbox, so several nodes share them and a node that stops
 * leaves its downloads to the others when their leases run out.
 */
public final class Downloads {

    private static final int WAITING = DownloadStatus.WAITING.id();

    private static final String COLUMNS = "message_pk, seq, url, filename, content_type, size, checksum_type,"
            + " checksum, context_id, creation_time, expiration_time, received_bytes, etag, attempts, restarts";

    private static final QueueTable TABLE =
            new QueueTable("gb_download", COLUMNS, "status = " + WAITING, "status = " + WAITING, null);

    private static final String AWAITING_INTAKE = "SELECT m.id FROM ebms_message m WHERE m.status = "
            + MessageStatus.AWAITING_FILE.id()
            + " AND NOT EXISTS (SELECT 1 FROM gb_download d WHERE d.message_pk = m.id) ORDER BY m.id LIMIT ?";

    private static final String INSERT = "INSERT INTO gb_download (message_pk, seq, status, url, filename,"
            + " content_type, size, checksum_type, checksum, context_id, creation_time, expiration_time,"
            + " next_attempt_at, error_code, error_text, created_at, finished_at, received_bytes)"
            + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";

    private static final String HELD = " WHERE id = ? AND lease_owner = ? AND status = " + WAITING;

    private static final String ROWS = "SELECT id, message_pk, seq, status, url, filename, content_type, size,"
            + " checksum_type, checksum, context_id, received_bytes, attempts, resumes, restarts, error_code,"
            + " error_text, stored_as, created_at, finished_at FROM gb_download";

    private final DataSource dataSource;
    private final LeasedQueue leases;
    private final BackendOptions backend;
    private final EventLog events;

    public Downloads(
            DataSource dataSource,
            Clock clock,
            String nodeId,
            Duration lease,
            BackendOptions backend,
            EventLog events) {
        this.dataSource = Objects.requireNonNull(dataSource, "dataSource");
        this.leases = new LeasedQueue(TABLE, clock, nodeId, lease);
        this.backend = Objects.requireNonNull(backend, "backend");
        this.events = Objects.requireNonNull(events, "events");
    }

    /** Metadata messages whose data-references have not been read yet, oldest first. */
    public List<Long> awaitingIntake(int limit) {
        return Transaction.run(dataSource, "find metadata messages", c -> {
            try (PreparedStatement statement = c.prepareStatement(AWAITING_INTAKE)) {
                statement.setInt(1, limit);
                List<Long> ids = new ArrayList<>();
                try (ResultSet rows = statement.executeQuery()) {
                    while (rows.next()) {
                        ids.add(rows.getLong(1));
                    }
                }
                return ids;
            }
        });
    }

    /**
     * Puts a verified file ({@link NewDownload#verifiedAs()}) where the back end gets it, named by its download's id;
     * called inside the transaction that records it, so a file is never placed without its row committing, nor a row
     * committed without its file (an orphan left by a rollback is purged with the files of purged messages).
     */
    @FunctionalInterface
    public interface FilePlacer {
        /** Returns the name the file is stored under now. */
        String place(long downloadId, NewDownload download) throws IOException;
    }

    /**
     * Records what a metadata message points to, in one transaction. When every reference was refused the message
     * fails at once. False when another node recorded them first (the unique key on message and position).
     */
    public boolean intake(long messagePk, List<NewDownload> downloads) {
        return intake(
                messagePk,
                downloads,
                (id, download) -> {
                    throw new IllegalStateException("no verified files expected");
                },
                Transaction.Part.NOTHING);
    }

    /**
     * As {@link #intake(long, List)}, with files that are verified already (push): they are placed by {@code placer}
     * and recorded complete. When no reference is left to download, the message goes on at once: to the back end
     * when every file is complete, else to FILE_FAILED. {@code alongside} is written in the same transaction (the
     * push response), so it is queued exactly when the rows are recorded.
     */
    public boolean intake(long messagePk, List<NewDownload> downloads, FilePlacer placer, Transaction.Part alongside) {
        Instant now = leases.now();
        if (downloads.isEmpty()) {
            // it named the GB namespace but holds no data-reference: an ordinary message after all
            return Transaction.run(dataSource, "release message", c -> {
                boolean released = endMessage(c, messagePk, MessageStatus.RECEIVED, now);
                if (released) {
                    alongside.write(c);
                }
                return released;
            });
        }
        try {
            return Transaction.run(dataSource, "record downloads", c -> {
                try (PreparedStatement statement = c.prepareStatement(INSERT, Statement.RETURN_GENERATED_KEYS)) {
                    for (int seq = 0; seq < downloads.size(); seq++) {
                        NewDownload download = downloads.get(seq);
                        DownloadRows.bind(statement, messagePk, seq, download, now);
                        statement.executeUpdate();
                        if (download.verifiedAs() != null) {
                            place(c, statement, download, placer);
                        }
                    }
                }
                if (downloads.stream().allMatch(d -> d.errorCode() != null || d.verifiedAs() != null)) {
                    boolean failed = downloads.stream().anyMatch(d -> d.errorCode() != null);
                    endMessage(c, messagePk, failed ? MessageStatus.FILE_FAILED : MessageStatus.RECEIVED, now);
                }
                alongside.write(c);
                return true;
            });
        } catch (DataAccessException e) {
            if (e.getCause() instanceof SQLException sql && Transaction.isDuplicateKey(sql)) {
                return false;
            }
            throw e;
        }
    }

    /**
     * Records downloads a back end asked for with metadata of its own (a WUS response, a REST call): they belong to
     * no message and are due at once; returns their ids, in the order given.
     */
    public List<Long> request(List<NewDownload> downloads) {
        Instant now = leases.now();
        return Transaction.run(dataSource, "record requested downloads", c -> {
            List<Long> ids = new ArrayList<>();
            try (PreparedStatement statement = c.prepareStatement(INSERT, Statement.RETURN_GENERATED_KEYS)) {
                for (int seq = 0; seq < downloads.size(); seq++) {
                    DownloadRows.bind(statement, null, seq, downloads.get(seq), now);
                    statement.executeUpdate();
                    try (ResultSet keys = statement.getGeneratedKeys()) {
                        keys.next();
                        ids.add(keys.getLong(1));
                    }
                }
            }
            return ids;
        });
    }

    /** Removes finished downloads a back end asked for, finished before {@code before}; their files go after them. */
    public int forgetRequested(Instant before) {
        return Transaction.run(dataSource, "forget requested downloads", c -> {
            try (PreparedStatement statement = c.prepareStatement(
                    "DELETE FROM gb_download WHERE message_pk IS NULL AND finished_at < ? LIMIT 500")) {
                SqlValues.setTime(statement, 1, before);
                return statement.executeUpdate();
            }
        });
    }

    private static void place(Connection c, PreparedStatement inserted, NewDownload download, FilePlacer placer)
            throws SQLException {
        long id;
        try (ResultSet keys = inserted.getGeneratedKeys()) {
            keys.next();
            id = keys.getLong(1);
        }
        String storedAs;
        try {
            storedAs = placer.place(id, download);
        } catch (IOException e) {
            throw new SQLException("placing the verified file " + download.verifiedAs() + " failed", e);
        }
        try (PreparedStatement s = c.prepareStatement("UPDATE gb_download SET stored_as = ? WHERE id = ?")) {
            s.setString(1, storedAs);
            s.setLong(2, id);
            s.executeUpdate();
        }
    }

    /** Claims up to {@code limit} due downloads, oldest due first, leased to this node. */
    public List<DownloadJob> claimDue(int limit) {
        Instant now = leases.now();
        return Transaction.run(dataSource, "claim downloads", c -> {
            List<DownloadJob> due = leases.lockDue(c, limit, now, DownloadRows::job);
            Instant until = leases.lease(c, due.stream().map(DownloadJob::id).toList(), now);
            return due.stream().map(job -> DownloadRows.withLease(job, until)).toList();
        });
    }

    /**
     * Saves how far a download has come and extends its lease: a download of gigabytes outlasts any fixed lease,
     * and a node that stops mid-file leaves its successor the bytes already written. False when the lease ran out.
     */
    public boolean progress(DownloadJob job, long receivedBytes, String etag) {
        Instant now = leases.now();
        return update(
                "record download progress",
                "UPDATE gb_download SET received_bytes = ?, etag = ?, next_attempt_at = ?" + HELD,
                s -> {
                    s.setLong(1, receivedBytes);
                    s.setString(2, etag);
                    SqlValues.setTime(s, 3, leases.leaseEnd(now));
                    s.setLong(4, job.id());
                    s.setString(5, leases.owner());
                });
    }

    /** The attempt ended short of the file; it is tried again at {@code due}, from where it got to. */
    public boolean retry(DownloadJob job, Attempt attempt, Instant due) {
        return update(
                "record download attempt",
                "UPDATE gb_download SET attempts = attempts + 1, received_bytes = ?, etag = ?,"
                        + " resumes = resumes + ?, restarts = restarts + ?, error_code = ?, error_text = ?,"
                        + " next_attempt_at = ?, lease_owner = NULL" + HELD,
                s -> {
                    bindAttempt(s, attempt);
                    SqlValues.setTime(s, 7, due);
                    s.setLong(8, job.id());
                    s.setString(9, leases.owner());
                });
    }

    /** What recording a complete file came to. */
    public enum Completion {
        /** Another node holds the download now: nothing was recorded. */
        LEASE_LOST,
        /** Recorded; other files of the message are not complete yet. */
        OTHER_FILES_PENDING,
        /** Recorded, and it was the message's last: the message went to the back end. */
        MESSAGE_RECEIVED
    }

    /**
     * The file is complete and verified. When it was the message's last, the message goes to the back end
     * (RECEIVED, with its received event) in the same transaction.
     */
    public Completion complete(DownloadJob job, Attempt attempt, String storedAs) {
        Instant now = leases.now();
        return Transaction.run(dataSource, "record download complete", c -> {
            if (!finish(c, job, attempt, DownloadStatus.COMPLETE, storedAs, now)) {
                return Completion.LEASE_LOST;
            }
            if (waitingOrFailed(c, job.messagePk()) || !endMessage(c, job.messagePk(), MessageStatus.RECEIVED, now)) {
                return Completion.OTHER_FILES_PENDING;
            }
            return Completion.MESSAGE_RECEIVED;
        });
    }

    /** The download is given up: the message fails with it (FILE_FAILED, a failed event), its partial file kept. */
    public boolean fail(DownloadJob job, Attempt attempt) {
        Instant now = leases.now();
        return Transaction.run(dataSource, "record download failure", c -> {
            if (!finish(c, job, attempt, DownloadStatus.FAILED, null, now)) {
                return false;
            }
            endMessage(c, job.messagePk(), MessageStatus.FILE_FAILED, now);
            return true;
        });
    }

    /** The downloads of a message, in the order of its data-references. */
    public List<DownloadRow> ofMessage(long messagePk) {
        return Transaction.run(dataSource, "downloads of message", c -> {
            try (PreparedStatement statement = c.prepareStatement(ROWS + " WHERE message_pk = ? ORDER BY seq")) {
                statement.setLong(1, messagePk);
                List<DownloadRow> rows = new ArrayList<>();
                try (ResultSet row = statement.executeQuery()) {
                    while (row.next()) {
                        rows.add(DownloadRows.row(row));
                    }
                }
                return rows;
            }
        });
    }

    /** The newest downloads first, for the console. */
    public List<DownloadRow> recent(int limit) {
        return Transaction.run(dataSource, "recent downloads", c -> {
            try (PreparedStatement statement = c.prepareStatement(ROWS + " ORDER BY id DESC LIMIT ?")) {
                statement.setInt(1, limit);
                List<DownloadRow> rows = new ArrayList<>();
                try (ResultSet row = statement.executeQuery()) {
                    while (row.next()) {
                        rows.add(DownloadRows.row(row));
                    }
                }
                return rows;
            }
        });
    }

    public Optional<DownloadRow> byId(long id) {
        return Transaction.run(dataSource, "find download", c -> {
            try (PreparedStatement statement = c.prepareStatement(ROWS + " WHERE id = ?")) {
                statement.setLong(1, id);
                try (ResultSet row = statement.executeQuery()) {
                    return row.next() ? Optional.of(DownloadRows.row(row)) : Optional.<DownloadRow>empty();
                }
            }
        });
    }

    /** Which of these downloads still exist: the others went with their messages (retention purge). */
    public Set<Long> existing(Collection<Long> ids) {
        if (ids.isEmpty()) {
            return Set.of();
        }
        String placeholders = String.join(", ", Collections.nCopies(ids.size(), "?"));
        return Transaction.run(dataSource, "find downloads", c -> {
            try (PreparedStatement statement =
                    c.prepareStatement("SELECT id FROM gb_download WHERE id IN (" + placeholders + ")")) {
                int index = 1;
                for (long id : ids) {
                    statement.setLong(index++, id);
                }
                Set<Long> found = new HashSet<>();
                try (ResultSet rows = statement.executeQuery()) {
                    while (rows.next()) {
                        found.add(rows.getLong(1));
                    }
                }
                return found;
            }
        });
    }

    /** At startup: downloads a previous run of this node held fall due now, from the bytes they had. */
    public int releaseOwnLeases() {
        Instant now = leases.now();
        return Transaction.run(dataSource, "release own downloads", c -> leases.releaseOwn(c, null, now));
    }

    /**
     * What one attempt came to.
     *
     * @param resumed whether it continued a partial file with a range request (GB005)
     * @param restarted whether it threw the partial file away and started again (GB003, or after GB014/GB015)
     */
    public record Attempt(
            long receivedBytes, String etag, boolean resumed, boolean restarted, String errorCode, String errorText) {}

    private boolean finish(
            Connection c, DownloadJob job, Attempt attempt, DownloadStatus status, String storedAs, Instant now)
            throws SQLException {
        try (PreparedStatement s = c.prepareStatement("UPDATE gb_download SET attempts = attempts + 1,"
                + " received_bytes = ?, etag = ?, resumes = resumes + ?, restarts = restarts + ?, error_code = ?,"
                + " error_text = ?, status = ?, stored_as = ?, finished_at = ?, next_attempt_at = NULL,"
                + " lease_owner = NULL" + HELD)) {
            bindAttempt(s, attempt);
            s.setInt(7, status.id());
            s.setString(8, storedAs);
            SqlValues.setTime(s, 9, now);
            s.setLong(10, job.id());
            s.setString(11, leases.owner());
            return s.executeUpdate() == 1;
        }
    }

    private static void bindAttempt(PreparedStatement s, Attempt attempt) throws SQLException {
        s.setLong(1, attempt.receivedBytes());
        s.setString(2, attempt.etag());
        s.setInt(3, attempt.resumed() ? 1 : 0);
        s.setInt(4, attempt.restarted() ? 1 : 0);
        s.setString(5, attempt.errorCode());
        s.setString(6, SqlValues.truncate(attempt.errorText(), 1000));
    }

    private static boolean waitingOrFailed(Connection c, long messagePk) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT 1 FROM gb_download WHERE message_pk = ? AND status <> "
                + DownloadStatus.COMPLETE.id() + " LIMIT 1")) {
            s.setLong(1, messagePk);
            try (ResultSet row = s.executeQuery()) {
                return row.next();
            }
        }
    }

    /**
     * AWAITING_FILE to RECEIVED (due for push delivery when the back end is pushed to) or to FILE_FAILED, as a
     * compare-and-set: only the transaction that moves it writes the event.
     */
    private boolean endMessage(Connection c, long messagePk, MessageStatus status, Instant now) throws SQLException {
        boolean push = status == MessageStatus.RECEIVED && backend.pushMessages();
        try (PreparedStatement s = c.prepareStatement("UPDATE ebms_message SET status = ?, status_time = ?,"
                + " next_attempt_at = ? WHERE id = ? AND status = " + MessageStatus.AWAITING_FILE.id())) {
            s.setInt(1, status.id());
            SqlValues.setTime(s, 2, now);
            SqlValues.setTime(s, 3, push ? now : null);
            s.setLong(4, messagePk);
            if (s.executeUpdate() != 1) {
                return false;
            }
        }
        EventKind kind = status == MessageStatus.RECEIVED ? EventKind.RECEIVED : EventKind.FAILED;
        events.forMessages(c, List.of(messagePk), kind, now);
        return true;
    }

    @FunctionalInterface
    private interface Binder {
        void bind(PreparedStatement statement) throws SQLException;
    }

    private boolean update(String operation, String sql, Binder binder) {
        return Transaction.run(dataSource, operation, c -> {
            try (PreparedStatement statement = c.prepareStatement(sql)) {
                binder.bind(statement);
                return statement.executeUpdate() == 1;
            }
        });
    }
}
