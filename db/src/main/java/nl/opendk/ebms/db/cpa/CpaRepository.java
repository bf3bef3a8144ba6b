package nl.opendk.ebms.db.cpa;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import javax.sql.DataSource;
import nl.opendk.ebms.db.SqlValues;
import nl.opendk.ebms.db.Transaction;

/**
 * The CPAs every node loads its agreement cache from. Each save and delete bumps one revision counter in the same
 * transaction; {@link #changeMarker()} reads it, so a node notices another node's change with one cheap query.
 */
public final class CpaRepository {

    private static final String COLUMNS = "cpa_id, status, start_time, end_time, content, sha256, updated_at";

    private static final String UPDATE = "UPDATE cpa SET status = ?, start_time = ?, end_time = ?, content = ?,"
            + " sha256 = ?, updated_at = ? WHERE cpa_id = ?";

    private static final String INSERT = "INSERT INTO cpa (status, start_time, end_time, content, sha256,"
            + " updated_at, cpa_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)";

    private static final String BUMP_REVISION = "UPDATE cpa_revision SET revision = revision + 1 WHERE id = 1";

    private final DataSource dataSource;
    private final Clock clock;

    public CpaRepository(DataSource dataSource, Clock clock) {
        this.dataSource = Objects.requireNonNull(dataSource, "dataSource");
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    /** Stores the CPA, replacing one with the same CPAId. True when it was new. */
    public boolean save(StoredCpa cpa) {
        Instant now = SqlValues.millis(clock.instant());
        return Transaction.run(dataSource, "save CPA", c -> {
            boolean created = update(c, cpa, now) == 0 && insert(c, cpa, now);
            bumpRevision(c);
            return created;
        });
    }

    public Optional<StoredCpa> find(String cpaId) {
        return Transaction.run(dataSource, "find CPA", c -> {
            try (PreparedStatement statement = c.prepareStatement("SELECT " + COLUMNS + " FROM cpa WHERE cpa_id = ?")) {
                statement.setString(1, cpaId);
                try (ResultSet row = statement.executeQuery()) {
                    return row.next() ? Optional.of(cpa(row)) : Optional.empty();
                }
            }
        });
    }

    /** Every CPA with its content, ordered by CPAId: what a node loads at startup. */
    public List<StoredCpa> list() {
        return Transaction.run(dataSource, "list CPAs", c -> {
            try (PreparedStatement statement = c.prepareStatement("SELECT " + COLUMNS + " FROM cpa ORDER BY cpa_id");
                    ResultSet rows = statement.executeQuery()) {
                List<StoredCpa> cpas = new ArrayList<>();
                while (rows.next()) {
                    cpas.add(cpa(rows));
                }
                return cpas;
            }
        });
    }

    /** Deletes the CPA; false when there was none. The messages stored under it stay. */
    public boolean delete(String cpaId) {
        return Transaction.run(dataSource, "delete CPA", c -> {
            try (PreparedStatement statement = c.prepareStatement("DELETE FROM cpa WHERE cpa_id = ?")) {
                statement.setString(1, cpaId);
                if (statement.executeUpdate() == 0) {
                    return false;
                }
            }
            bumpRevision(c);
            return true;
        });
    }

    /** How many messages, in either direction, were stored under the CPAId (e.g. before deleting the CPA). */
    public long messageCount(String cpaId) {
        return Transaction.run(dataSource, "count messages of CPA", c -> {
            try (PreparedStatement statement =
                    c.prepareStatement("SELECT COUNT(*) FROM ebms_message WHERE cpa_id = ?")) {
                statement.setString(1, cpaId);
                try (ResultSet row = statement.executeQuery()) {
                    row.next();
                    return row.getLong(1);
                }
            }
        });
    }

    /** A value that changes with every save or delete of any CPA, by any node; compare it, do not parse it. */
    public String changeMarker() {
        return Transaction.run(dataSource, "read CPA revision", c -> {
            try (PreparedStatement statement = c.prepareStatement("SELECT revision FROM cpa_revision WHERE id = 1");
                    ResultSet row = statement.executeQuery()) {
                return row.next() ? Long.toString(row.getLong(1)) : "0";
            }
        });
    }

    private static int update(Connection connection, StoredCpa cpa, Instant now) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(UPDATE)) {
            bind(statement, cpa, now);
            return statement.executeUpdate();
        }
    }

    /**
     * Inserts the CPA; when another node inserted the same CPAId since our UPDATE found nothing, replaces that
     * one instead and reports the CPA as not new.
     */
    private static boolean insert(Connection connection, StoredCpa cpa, Instant now) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(INSERT)) {
            bind(statement, cpa, now);
            SqlValues.setTime(statement, 8, now);
            statement.executeUpdate();
            return true;
        } catch (SQLException e) {
            if (!Transaction.isDuplicateKey(e)) {
                throw e;
            }
            update(connection, cpa, now);
            return false;
        }
    }

    /** Binds the first seven parameters, shared by UPDATE and INSERT (the CPAId last). */
    private static void bind(PreparedStatement statement, StoredCpa cpa, Instant now) throws SQLException {
        statement.setString(1, cpa.status());
        SqlValues.setTime(statement, 2, cpa.start());
        SqlValues.setTime(statement, 3, cpa.end());
        statement.setBytes(4, cpa.content());
        statement.setString(5, cpa.sha256());
        SqlValues.setTime(statement, 6, now);
        statement.setString(7, cpa.cpaId());
    }

    private static void bumpRevision(Connection connection) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(BUMP_REVISION)) {
            statement.executeUpdate();
        }
    }

    private static StoredCpa cpa(ResultSet row) throws SQLException {
        return new StoredCpa(
                row.getString("cpa_id"),
                row.getString("status"),
                SqlValues.instant(row, "start_time"),
                SqlValues.instant(row, "end_time"),
                row.getBytes("content"),
                row.getString("sha256"),
                SqlValues.instant(row, "updated_at"));
    }
}
