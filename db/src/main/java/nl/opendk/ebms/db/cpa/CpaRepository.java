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
            + " sha256 = ?, updated_at = ?, version = version + ?, version_since = ? WHERE cpa_id = ?";

    private static final String CURRENT =
            "SELECT version, version_since, content, sha256 FROM cpa WHERE cpa_id = ? FOR UPDATE";

    private static final String KEEP_VERSION = "INSERT INTO cpa_version (cpa_id, version, content, sha256,"
            + " in_use_from, replaced_at) VALUES (?, ?, ?, ?, ?, ?)";

    private static final String VERSION_COLUMNS = "cpa_id, version, content, in_use_from, replaced_at";

    private static final String INSERT = "INSERT INTO cpa (status, start_time, end_time, content, sha256,"
            + " updated_at, cpa_id, created_at, version_since) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)";

    private static final String BUMP_REVISION = "UPDATE cpa_revision SET revision = revision + 1 WHERE id = 1";

    private final DataSource dataSource;
    private final Clock clock;

    public CpaRepository(DataSource dataSource, Clock clock) {
        this.dataSource = Objects.requireNonNull(dataSource, "dataSource");
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    /**
     * Stores the CPA, replacing one with the same CPAId. A replaced CPA with other content is kept as a version
     * ({@link #versions}) and the CPA's version goes up by one; the same content saved again changes no version.
     * True when it was new.
     */
    public boolean save(StoredCpa cpa) {
        Instant now = SqlValues.millis(clock.instant());
        return Transaction.run(dataSource, "save CPA", c -> {
            boolean created = !replace(c, cpa, now) && insert(c, cpa, now);
            bumpRevision(c);
            return created;
        });
    }

    /** The CPA's version now; empty when there is no such CPA. */
    public Optional<Integer> version(String cpaId) {
        return Transaction.run(dataSource, "read CPA version", c -> {
            try (PreparedStatement statement = c.prepareStatement("SELECT version FROM cpa WHERE cpa_id = ?")) {
                statement.setString(1, cpaId);
                try (ResultSet row = statement.executeQuery()) {
                    return row.next() ? Optional.of(row.getInt(1)) : Optional.empty();
                }
            }
        });
    }

    /** The versions this CPA replaced, latest first. */
    public List<CpaVersion> versions(String cpaId) {
        return Transaction.run(dataSource, "list CPA versions", c -> {
            try (PreparedStatement statement = c.prepareStatement(
                    "SELECT " + VERSION_COLUMNS + " FROM cpa_version WHERE cpa_id = ? ORDER BY version DESC")) {
                statement.setString(1, cpaId);
                return versions(statement);
            }
        });
    }

    /** Every version of any CPA replaced after {@code since}, latest first: the rollover overlaps still open. */
    public List<CpaVersion> replacedSince(Instant since) {
        return Transaction.run(dataSource, "list replaced CPA versions", c -> {
            try (PreparedStatement statement = c.prepareStatement("SELECT " + VERSION_COLUMNS
                    + " FROM cpa_version WHERE replaced_at > ? ORDER BY replaced_at DESC")) {
                SqlValues.setTime(statement, 1, since);
                return versions(statement);
            }
        });
    }

    /**
     * The version of the CPA that was stored at that moment: the one a message stored then was checked against (a
     * node other than the one that saved a CPA takes it up within the CPA refresh interval). Empty for a moment
     * before the CPA was first stored, or for a CPA no longer stored.
     */
    public Optional<Integer> versionAt(String cpaId, Instant at) {
        return Transaction.run(dataSource, "find CPA version at a time", c -> {
            try (PreparedStatement statement = c.prepareStatement("SELECT version FROM cpa_version"
                    + " WHERE cpa_id = ? AND in_use_from <= ? AND replaced_at > ? ORDER BY version DESC LIMIT 1")) {
                statement.setString(1, cpaId);
                SqlValues.setTime(statement, 2, at);
                SqlValues.setTime(statement, 3, at);
                try (ResultSet row = statement.executeQuery()) {
                    if (row.next()) {
                        return Optional.of(row.getInt(1));
                    }
                }
            }
            try (PreparedStatement statement = c.prepareStatement(
                    "SELECT version FROM cpa WHERE cpa_id = ? AND (version_since <= ? OR version = 1)")) {
                statement.setString(1, cpaId);
                SqlValues.setTime(statement, 2, at);
                try (ResultSet row = statement.executeQuery()) {
                    return row.next() ? Optional.of(row.getInt(1)) : Optional.<Integer>empty();
                }
            }
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

    /** Deletes the CPA and its earlier versions; false when there was none. The messages stored under it stay. */
    public boolean delete(String cpaId) {
        return Transaction.run(dataSource, "delete CPA", c -> {
            try (PreparedStatement statement = c.prepareStatement("DELETE FROM cpa WHERE cpa_id = ?")) {
                statement.setString(1, cpaId);
                if (statement.executeUpdate() == 0) {
                    return false;
                }
            }
            // a CPA uploaded again under this CPAId starts at version 1
            try (PreparedStatement statement = c.prepareStatement("DELETE FROM cpa_version WHERE cpa_id = ?")) {
                statement.setString(1, cpaId);
                statement.executeUpdate();
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

    /**
     * Replaces the stored CPA with this CPAId, keeping it as a version when its content differs; false when there
     * is none. The row is locked first, so two nodes saving at once number their versions one after the other.
     */
    private static boolean replace(Connection connection, StoredCpa cpa, Instant now) throws SQLException {
        boolean changed;
        Instant versionSince;
        try (PreparedStatement current = connection.prepareStatement(CURRENT)) {
            current.setString(1, cpa.cpaId());
            try (ResultSet row = current.executeQuery()) {
                if (!row.next()) {
                    return false;
                }
                changed = !row.getString("sha256").equals(cpa.sha256());
                versionSince = changed ? now : SqlValues.instant(row, "version_since");
                if (changed) {
                    keepVersion(connection, cpa.cpaId(), row, now);
                }
            }
        }
        try (PreparedStatement statement = connection.prepareStatement(UPDATE)) {
            bind(statement, cpa, now);
            statement.setInt(7, changed ? 1 : 0);
            SqlValues.setTime(statement, 8, versionSince);
            statement.setString(9, cpa.cpaId());
            statement.executeUpdate();
        }
        return true;
    }

    private static void keepVersion(Connection connection, String cpaId, ResultSet current, Instant now)
            throws SQLException {
        try (PreparedStatement keep = connection.prepareStatement(KEEP_VERSION)) {
            keep.setString(1, cpaId);
            keep.setInt(2, current.getInt("version"));
            keep.setBytes(3, current.getBytes("content"));
            keep.setString(4, current.getString("sha256"));
            SqlValues.setTime(keep, 5, SqlValues.instant(current, "version_since"));
            SqlValues.setTime(keep, 6, now);
            keep.executeUpdate();
        }
    }

    private static List<CpaVersion> versions(PreparedStatement statement) throws SQLException {
        List<CpaVersion> versions = new ArrayList<>();
        try (ResultSet rows = statement.executeQuery()) {
            while (rows.next()) {
                versions.add(new CpaVersion(
                        rows.getString("cpa_id"),
                        rows.getInt("version"),
                        rows.getBytes("content"),
                        SqlValues.instant(rows, "in_use_from"),
                        SqlValues.instant(rows, "replaced_at")));
            }
        }
        return versions;
    }

    /**
     * Inserts the CPA; when another node inserted the same CPAId since our UPDATE found nothing, replaces that
     * one instead and reports the CPA as not new.
     */
    private static boolean insert(Connection connection, StoredCpa cpa, Instant now) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(INSERT)) {
            bind(statement, cpa, now);
            statement.setString(7, cpa.cpaId());
            SqlValues.setTime(statement, 8, now);
            SqlValues.setTime(statement, 9, now);
            statement.executeUpdate();
            return true;
        } catch (SQLException e) {
            if (!Transaction.isDuplicateKey(e)) {
                throw e;
            }
            replace(connection, cpa, now);
            return false;
        }
    }

    /** Binds the first six parameters, shared by UPDATE and INSERT. */
    private static void bind(PreparedStatement statement, StoredCpa cpa, Instant now) throws SQLException {
        statement.setString(1, cpa.status());
        SqlValues.setTime(statement, 2, cpa.start());
        SqlValues.setTime(statement, 3, cpa.end());
        statement.setBytes(4, cpa.content());
        statement.setString(5, cpa.sha256());
        SqlValues.setTime(statement, 6, now);
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
