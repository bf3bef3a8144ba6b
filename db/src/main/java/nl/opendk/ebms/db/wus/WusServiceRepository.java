package nl.opendk.ebms.db.wus;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import javax.sql.DataSource;
import nl.opendk.ebms.db.SqlValues;
import nl.opendk.ebms.db.Transaction;

/**
 * The WUS service definitions every node loads its catalog from. A service, its operations and their OINs are
 * written in one transaction, which also bumps one revision counter: {@link #revision()} reads it, so a node
 * notices another node's change with one cheap query, as for CPAs.
 */
public final class WusServiceRepository {

    private static final String UPDATE = "UPDATE wus_service SET direction = ?, path = ?, profile = ?, wsdl = ?,"
            + " target_namespace = ?, backend_endpoint = ?, backend_timeout_ms = ?, partner_endpoint = ?,"
            + " partner_certificate = ?, store_bodies = ?, key_alias = ?, updated_at = ? WHERE name = ?";

    private static final String INSERT = "INSERT INTO wus_service (direction, path, profile, wsdl, target_namespace,"
            + " backend_endpoint, backend_timeout_ms, partner_endpoint, partner_certificate, store_bodies, key_alias,"
            + " updated_at, name, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";

    private static final String INSERT_OPERATION =
            "INSERT INTO wus_operation (service_pk, name, request_action," + " response_action) VALUES (?, ?, ?, ?)";

    private static final String INSERT_OIN = "INSERT INTO wus_operation_oin (operation_pk, oin) VALUES (?, ?)";

    private static final String BUMP_REVISION = "UPDATE wus_revision SET revision = revision + 1 WHERE id = 1";

    private static final String READ_REVISION = "SELECT revision FROM wus_revision WHERE id = 1";

    /** The unique key on wus_service.path, as the server names it in a duplicate-key error. */
    private static final String PATH_KEY = "uk_wus_service_path";

    private final DataSource dataSource;
    private final Clock clock;

    public WusServiceRepository(DataSource dataSource, Clock clock) {
        this.dataSource = Objects.requireNonNull(dataSource, "dataSource");
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    /**
     * Stores the service with its operations and their OINs, replacing a service with the same name and all of its
     * operations. Two operations with one request action, or with one name, fail the whole save.
     */
    public WusServiceSave save(StoredWusService service) {
        Instant now = SqlValues.millis(clock.instant());
        try {
            return Transaction.run(dataSource, "save WUS service", c -> {
                boolean created = update(c, service, now) == 0 && insert(c, service, now);
                replaceOperations(c, servicePk(c, service.name()), service.operations());
                bumpRevision(c);
                return created ? WusServiceSave.CREATED : WusServiceSave.REPLACED;
            });
        } catch (PathTaken e) {
            return WusServiceSave.PATH_TAKEN;
        }
    }

    public Optional<StoredWusService> find(String name) {
        return Transaction.run(dataSource, "find WUS service", c -> {
            List<StoredWusService> found = WusServiceRows.load(c, name);
            return found.stream().findFirst();
        });
    }

    /** Every service with its operations, ordered by name: what a node loads. */
    public List<StoredWusService> list() {
        return Transaction.run(dataSource, "list WUS services", c -> WusServiceRows.load(c, null));
    }

    /** Deletes the service with its operations; false when there was none. Its recorded exchanges stay. */
    public boolean delete(String name) {
        return Transaction.run(dataSource, "delete WUS service", c -> {
            try (PreparedStatement statement = c.prepareStatement("DELETE FROM wus_service WHERE name = ?")) {
                statement.setString(1, name);
                if (statement.executeUpdate() == 0) {
                    return false;
                }
            }
            bumpRevision(c);
            return true;
        });
    }

    /**
     * A number that grows with every save and delete of any service, by any node: when it differs from the one a
     * node loaded at, something changed since. One primary-key read.
     */
    public long revision() {
        return Transaction.run(dataSource, "read WUS revision", WusServiceRepository::readRevision);
    }

    /** Last in the transaction: the revision row is one lock every save takes, so it is held as briefly as can be. */
    private static void bumpRevision(Connection connection) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(BUMP_REVISION)) {
            statement.executeUpdate();
        }
    }

    private static long readRevision(Connection connection) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(READ_REVISION);
                ResultSet row = statement.executeQuery()) {
            return row.next() ? row.getLong(1) : 0;
        }
    }

    private static int update(Connection connection, StoredWusService service, Instant now) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(UPDATE)) {
            bind(statement, service, now);
            return statement.executeUpdate();
        } catch (SQLException e) {
            throw pathTakenOr(e);
        }
    }

    /**
     * Inserts the service; when another node inserted the same name since our UPDATE found nothing, replaces that
     * one instead and reports the service as not new.
     */
    private static boolean insert(Connection connection, StoredWusService service, Instant now) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(INSERT)) {
            bind(statement, service, now);
            SqlValues.setTime(statement, 14, now);
            statement.executeUpdate();
            return true;
        } catch (SQLException e) {
            SQLException other = pathTakenOr(e);
            if (!Transaction.isDuplicateKey(other)) {
                throw other;
            }
            update(connection, service, now);
            return false;
        }
    }

    /** Binds the first thirteen parameters, shared by UPDATE and INSERT (the name last). */
    private static void bind(PreparedStatement statement, StoredWusService service, Instant now) throws SQLException {
        statement.setInt(1, service.direction().id());
        statement.setString(2, service.path());
        statement.setString(3, service.profile());
        statement.setBytes(4, service.wsdl());
        statement.setString(5, service.targetNamespace());
        statement.setString(6, service.backendEndpoint());
        SqlValues.setInt(statement, 7, service.backendTimeoutMs());
        statement.setString(8, service.partnerEndpoint());
        if (service.partnerCertificate() == null) {
            statement.setNull(9, Types.BLOB);
        } else {
            statement.setBytes(9, service.partnerCertificate());
        }
        statement.setBoolean(10, service.storeBodies());
        statement.setString(11, service.keyAlias());
        SqlValues.setTime(statement, 12, now);
        statement.setString(13, service.name());
    }

    private static long servicePk(Connection connection, String name) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement("SELECT id FROM wus_service WHERE name = ?")) {
            statement.setString(1, name);
            try (ResultSet row = statement.executeQuery()) {
                row.next();
                return row.getLong(1);
            }
        }
    }

    private static void replaceOperations(Connection connection, long servicePk, List<StoredWusOperation> operations)
            throws SQLException {
        try (PreparedStatement statement =
                connection.prepareStatement("DELETE FROM wus_operation WHERE service_pk = ?")) {
            statement.setLong(1, servicePk);
            statement.executeUpdate();
        }
        try (PreparedStatement operationInsert =
                        connection.prepareStatement(INSERT_OPERATION, Statement.RETURN_GENERATED_KEYS);
                PreparedStatement oinInsert = connection.prepareStatement(INSERT_OIN)) {
            for (StoredWusOperation operation : operations) {
                long operationPk = insertOperation(operationInsert, servicePk, operation);
                for (String oin : operation.oins()) {
                    oinInsert.setLong(1, operationPk);
                    oinInsert.setString(2, oin);
                    oinInsert.addBatch();
                }
            }
            oinInsert.executeBatch();
        }
    }

    private static long insertOperation(PreparedStatement statement, long servicePk, StoredWusOperation operation)
            throws SQLException {
        statement.setLong(1, servicePk);
        statement.setString(2, operation.name());
        statement.setString(3, operation.requestAction());
        statement.setString(4, operation.responseAction());
        statement.executeUpdate();
        try (ResultSet keys = statement.getGeneratedKeys()) {
            keys.next();
            return keys.getLong(1);
        }
    }

    /** {@link PathTaken} when the error is the path's unique key, else the error itself. */
    private static SQLException pathTakenOr(SQLException e) {
        if (Transaction.isDuplicateKey(e)
                && e.getMessage() != null
                && e.getMessage().contains(PATH_KEY)) {
            throw new PathTaken();
        }
        return e;
    }

    /** Rolls the save back: another provided service has the path. */
    private static final class PathTaken extends RuntimeException {
        private static final long serialVersionUID = 1L;

        PathTaken() {
            super(null, null, false, false);
        }
    }
}
