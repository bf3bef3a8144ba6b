package nl.opendk.ebms.db.gb;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.sql.DataSource;
import nl.opendk.ebms.db.SqlValues;
import nl.opendk.ebms.db.Transaction;

/** The files our GB file service publishes (table gb_file). */
public final class PublishedFiles {

    private static final String COLUMNS = "id, token, message_pk, cpa_id, receiver_oin, filename, content_type, size,"
            + " checksum_type, checksum, stored_as, created_at, expires_at, downloads";

    private final DataSource dataSource;
    private final Clock clock;

    public PublishedFiles(DataSource dataSource, Clock clock) {
        this.dataSource = dataSource;
        this.clock = clock;
    }

    /** Records a file before its metadata message is sent, so the receiver can never ask for it too early. */
    public long insert(PublishedFile file) {
        return Transaction.run(dataSource, "publish file", c -> {
            try (PreparedStatement statement = c.prepareStatement(
                    "INSERT INTO gb_file (token, message_pk, cpa_id, receiver_oin, filename, content_type, size,"
                            + " checksum_type, checksum, stored_as, created_at, expires_at)"
                            + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    Statement.RETURN_GENERATED_KEYS)) {
                statement.setString(1, file.token());
                SqlValues.setLong(statement, 2, file.messagePk());
                statement.setString(3, file.cpaId());
                statement.setString(4, file.receiverOin());
                statement.setString(5, file.filename());
                statement.setString(6, file.contentType());
                statement.setLong(7, file.size());
                statement.setString(8, file.checksumType());
                statement.setString(9, file.checksum());
                statement.setString(10, file.storedAs());
                SqlValues.setTime(statement, 11, SqlValues.millis(file.createdAt()));
                SqlValues.setTime(statement, 12, SqlValues.millis(file.expiresAt()));
                statement.executeUpdate();
                try (ResultSet keys = statement.getGeneratedKeys()) {
                    keys.next();
                    return keys.getLong(1);
                }
            }
        });
    }

    /** Links the file to its metadata message once that is stored. */
    public void attach(long id, long messagePk) {
        update("link file to message", "UPDATE gb_file SET message_pk = ? WHERE id = ?", messagePk, id);
    }

    public Optional<PublishedFile> byToken(String token) {
        return Transaction.run(dataSource, "find published file", c -> {
            try (PreparedStatement statement =
                    c.prepareStatement("SELECT " + COLUMNS + " FROM gb_file WHERE token = ?")) {
                statement.setString(1, token);
                try (ResultSet row = statement.executeQuery()) {
                    return row.next() ? Optional.of(read(row)) : Optional.<PublishedFile>empty();
                }
            }
        });
    }

    /** The newest published files first, for the console. */
    public List<PublishedFile> recent(int limit) {
        return Transaction.run(dataSource, "recent published files", c -> {
            try (PreparedStatement statement =
                    c.prepareStatement("SELECT " + COLUMNS + " FROM gb_file ORDER BY id DESC LIMIT ?")) {
                statement.setInt(1, limit);
                return rows(statement);
            }
        });
    }

    /** Counts a download that began (a GET answered 200 or 206). */
    public void downloaded(long id) {
        Instant now = SqlValues.millis(clock.instant());
        Transaction.run(dataSource, "count download", c -> {
            try (PreparedStatement statement = c.prepareStatement(
                    "UPDATE gb_file SET downloads = downloads + 1, last_download_at = ? WHERE id = ?")) {
                SqlValues.setTime(statement, 1, now);
                statement.setLong(2, id);
                return statement.executeUpdate();
            }
        });
    }

    /** Files whose validity ended before {@code before}, oldest first. */
    public List<PublishedFile> expiredBefore(Instant before, int limit) {
        return Transaction.run(dataSource, "find expired files", c -> {
            try (PreparedStatement statement = c.prepareStatement(
                    "SELECT " + COLUMNS + " FROM gb_file WHERE expires_at < ? ORDER BY expires_at LIMIT ?")) {
                SqlValues.setTime(statement, 1, before);
                statement.setInt(2, limit);
                return rows(statement);
            }
        });
    }

    public void delete(long id) {
        Transaction.run(dataSource, "delete published file", c -> {
            try (PreparedStatement statement = c.prepareStatement("DELETE FROM gb_file WHERE id = ?")) {
                statement.setLong(1, id);
                return statement.executeUpdate();
            }
        });
    }

    /** Whether another row still names the stored file (one file, several receivers). */
    public boolean isStoredFileInUse(String storedAs) {
        return Transaction.run(dataSource, "find stored file", c -> {
            try (PreparedStatement statement =
                    c.prepareStatement("SELECT 1 FROM gb_file WHERE stored_as = ? LIMIT 1")) {
                statement.setString(1, storedAs);
                try (ResultSet row = statement.executeQuery()) {
                    return row.next();
                }
            }
        });
    }

    private void update(String operation, String sql, long first, long second) {
        Transaction.run(dataSource, operation, c -> {
            try (PreparedStatement statement = c.prepareStatement(sql)) {
                statement.setLong(1, first);
                statement.setLong(2, second);
                return statement.executeUpdate();
            }
        });
    }

    private static List<PublishedFile> rows(PreparedStatement statement) throws SQLException {
        List<PublishedFile> files = new ArrayList<>();
        try (ResultSet row = statement.executeQuery()) {
            while (row.next()) {
                files.add(read(row));
            }
        }
        return files;
    }

    private static PublishedFile read(ResultSet row) throws SQLException {
        return new PublishedFile(
                row.getLong("id"),
                row.getString("token"),
                SqlValues.nullableLong(row, "message_pk"),
                row.getString("cpa_id"),
                row.getString("receiver_oin"),
                row.getString("filename"),
                row.getString("content_type"),
                row.getLong("size"),
                row.getString("checksum_type"),
                row.getString("checksum"),
                row.getString("stored_as"),
                SqlValues.instant(row, "created_at"),
                SqlValues.instant(row, "expires_at"),
                row.getInt("downloads"));
    }
}
