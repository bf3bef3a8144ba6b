package nl.opendk.ebms.db.wus;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import javax.sql.DataSource;
import nl.opendk.ebms.db.SqlValues;
import nl.opendk.ebms.db.Transaction;

/**
 * The record of WUS calls: written in batches, each in one transaction, by {@link WusExchangeRecorder}, and read by the
 * console. A call is written twice, when its request arrives and when it is answered. Completing is a compare-and-set
 * on {@link WusExchangeStatus#RECEIVED}, so a call ends once whoever tries.
 */
public final class WusExchangeStore {

    /** The most rows one page may ask for, so a careless request cannot load the whole table. */
    public static final int MAX_LIMIT = 1000;

    static final int IDENTIFIER_LENGTH = 255;
    static final int NAME_LENGTH = 100;
    static final int ADDRESS_LENGTH = 1000;
    static final int OIN_LENGTH = 64;
    static final int PROFILE_LENGTH = 16;
    static final int FAULT_CODE_LENGTH = 64;
    static final int FAULT_TEXT_LENGTH = 1000;

    private static final String SUMMARY_COLUMNS = "id, direction, service_name, operation, profile,"
            + " request_message_id, response_message_id, relates_to, request_action, to_address, from_oin, tls_oin,"
            + " signer_oin, node_id, status, fault_code, fault_text, http_status, received_at, backend_started_at,"
            + " backend_ms, answered_at, total_ms, request_size, response_size";

    private static final String INSERT = "INSERT INTO wus_exchange (direction, service_name, operation, profile,"
            + " request_message_id, request_action, to_address, from_oin, tls_oin, signer_oin, received_at,"
            + " request_size, request_body, node_id, status) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";

    private static final String COMPLETE = "UPDATE wus_exchange SET status = ?, response_message_id = ?,"
            + " relates_to = ?, fault_code = ?, fault_text = ?, http_status = ?, backend_started_at = ?,"
            + " backend_ms = ?, answered_at = ?, total_ms = ?, response_size = ?, response_body = ?,"
            + " signer_oin = COALESCE(?, signer_oin) WHERE id = ? AND status = ?";

    private final DataSource dataSource;
    private final String nodeId;

    /** @param nodeId this node's id, recorded with every call it handles */
    public WusExchangeStore(DataSource dataSource, String nodeId) {
        this.dataSource = Objects.requireNonNull(dataSource, "dataSource");
        this.nodeId = Objects.requireNonNull(nodeId, "nodeId");
    }

    /** Records arrived requests as {@link WusExchangeStatus#RECEIVED} in one transaction; returns their ids in order. */
    public List<Long> insertAll(List<WusExchangeRequest> requests) {
        return Transaction.run(dataSource, "record WUS requests", c -> {
            List<Long> ids = new ArrayList<>(requests.size());
            try (PreparedStatement statement = c.prepareStatement(INSERT, Statement.RETURN_GENERATED_KEYS)) {
                for (WusExchangeRequest request : requests) {
                    bindRequest(statement, request);
                    statement.setString(14, nodeId);
                    statement.setInt(15, WusExchangeStatus.RECEIVED.id());
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

    /**
     * Ends calls with their outcomes in one transaction; for each, false when it had ended already (or does not
     * exist): nothing of it changed.
     */
    public List<Boolean> completeAll(List<Completion> completions) {
        return Transaction.run(dataSource, "record WUS outcomes", c -> {
            List<Boolean> done = new ArrayList<>(completions.size());
            try (PreparedStatement statement = c.prepareStatement(COMPLETE)) {
                for (Completion completion : completions) {
                    bindOutcome(statement, completion.outcome());
                    statement.setLong(14, completion.id());
                    statement.setInt(15, WusExchangeStatus.RECEIVED.id());
                    done.add(statement.executeUpdate() == 1);
                }
            }
            return done;
        });
    }

    /** A call's id and how it ended. */
    public record Completion(long id, WusExchangeOutcome outcome) {}

    /**
     * The newest calls matching the filter, newest first. For the next page, pass the id of the last row as
     * {@link WusExchangeFilter#withBeforeId}.
     *
     * @param limit 1 to {@link #MAX_LIMIT} rows
     */
    public List<WusExchangeSummary> list(WusExchangeFilter filter, int limit) {
        if (limit < 1 || limit > MAX_LIMIT) {
            throw new IllegalArgumentException("limit must be 1.." + MAX_LIMIT + ", was " + limit);
        }
        WusExchangeSearch search = WusExchangeSearch.of(filter);
        String sql = "SELECT " + SUMMARY_COLUMNS + " FROM wus_exchange" + search.where() + " ORDER BY id DESC LIMIT ?";
        return Transaction.run(dataSource, "list WUS exchanges", c -> {
            try (PreparedStatement statement = c.prepareStatement(sql)) {
                statement.setInt(search.bind(statement), limit);
                List<WusExchangeSummary> summaries = new ArrayList<>();
                try (ResultSet rows = statement.executeQuery()) {
                    while (rows.next()) {
                        summaries.add(WusExchangeRows.summary(rows));
                    }
                }
                return summaries;
            }
        });
    }

    public Optional<WusExchangeDetail> find(long id) {
        String sql = "SELECT " + SUMMARY_COLUMNS + ", request_body, response_body FROM wus_exchange WHERE id = ?";
        return Transaction.run(dataSource, "find WUS exchange", c -> {
            try (PreparedStatement statement = c.prepareStatement(sql)) {
                statement.setLong(1, id);
                try (ResultSet row = statement.executeQuery()) {
                    if (!row.next()) {
                        return Optional.empty();
                    }
                    return Optional.of(new WusExchangeDetail(
                            WusExchangeRows.summary(row), row.getBytes("request_body"), row.getBytes("response_body")));
                }
            }
        });
    }

    private static void bindRequest(PreparedStatement statement, WusExchangeRequest request) throws SQLException {
        statement.setInt(1, request.direction().id());
        statement.setString(2, SqlValues.truncate(request.serviceName(), NAME_LENGTH));
        statement.setString(3, SqlValues.truncate(request.operation(), IDENTIFIER_LENGTH));
        statement.setString(4, SqlValues.truncate(request.profile(), PROFILE_LENGTH));
        statement.setString(5, SqlValues.truncate(request.requestMessageId(), IDENTIFIER_LENGTH));
        statement.setString(6, SqlValues.truncate(request.requestAction(), IDENTIFIER_LENGTH));
        statement.setString(7, SqlValues.truncate(request.to(), ADDRESS_LENGTH));
        statement.setString(8, SqlValues.truncate(request.fromOin(), OIN_LENGTH));
        statement.setString(9, SqlValues.truncate(request.tlsOin(), OIN_LENGTH));
        statement.setString(10, SqlValues.truncate(request.signerOin(), OIN_LENGTH));
        SqlValues.setTime(statement, 11, request.receivedAt());
        statement.setLong(12, request.requestSize());
        setBytes(statement, 13, request.requestBody());
    }

    private static void bindOutcome(PreparedStatement statement, WusExchangeOutcome outcome) throws SQLException {
        statement.setInt(1, outcome.status().id());
        statement.setString(2, SqlValues.truncate(outcome.responseMessageId(), IDENTIFIER_LENGTH));
        statement.setString(3, SqlValues.truncate(outcome.relatesTo(), IDENTIFIER_LENGTH));
        statement.setString(4, SqlValues.truncate(outcome.faultCode(), FAULT_CODE_LENGTH));
        statement.setString(5, SqlValues.truncate(outcome.faultText(), FAULT_TEXT_LENGTH));
        SqlValues.setInt(statement, 6, outcome.httpStatus());
        SqlValues.setTime(statement, 7, outcome.backendStartedAt());
        SqlValues.setLong(statement, 8, outcome.backendMs());
        SqlValues.setTime(statement, 9, outcome.answeredAt());
        statement.setLong(10, outcome.totalMs());
        SqlValues.setLong(statement, 11, outcome.responseSize());
        setBytes(statement, 12, outcome.responseBody());
        statement.setString(13, SqlValues.truncate(outcome.signerOin(), OIN_LENGTH));
    }

    private static void setBytes(PreparedStatement statement, int index, byte[] bytes) throws SQLException {
        if (bytes == null) {
            statement.setNull(index, Types.BLOB);
        } else {
            statement.setBytes(index, bytes);
        }
    }
}
