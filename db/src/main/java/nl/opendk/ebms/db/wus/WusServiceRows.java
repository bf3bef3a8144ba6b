package nl.opendk.ebms.db.wus;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import nl.opendk.ebms.db.SqlValues;

/**
 * Reads services with their operations and OINs: three queries whatever the number of services (services,
 * operations, OINs), not one per service.
 */
final class WusServiceRows {

    private static final String SERVICES = "SELECT id, name, direction, path, profile, wsdl, target_namespace,"
            + " backend_endpoint, backend_timeout_ms, partner_endpoint, partner_certificate, store_bodies,"
            + " key_alias, created_at, updated_at FROM wus_service";

    private static final String OPERATIONS = "SELECT o.id, o.service_pk, o.name, o.request_action, o.response_action"
            + " FROM wus_operation o JOIN wus_service s ON s.id = o.service_pk";

    private static final String OINS = "SELECT i.operation_pk, i.oin FROM wus_operation_oin i"
            + " JOIN wus_operation o ON o.id = i.operation_pk JOIN wus_service s ON s.id = o.service_pk";

    private WusServiceRows() {}

    /** The service with the name, or every service when the name is null; ordered by name. */
    static List<StoredWusService> load(Connection connection, String name) throws SQLException {
        String where = name == null ? "" : " WHERE s.name = ?";
        Map<Long, List<String>> oins = new LinkedHashMap<>();
        query(connection, OINS + where + " ORDER BY i.operation_pk, i.oin", name, row -> oins.computeIfAbsent(
                        row.getLong("operation_pk"), pk -> new ArrayList<>())
                .add(row.getString("oin")));
        Map<Long, List<StoredWusOperation>> operations = new LinkedHashMap<>();
        query(connection, OPERATIONS + where + " ORDER BY o.service_pk, o.name", name, row -> operations
                .computeIfAbsent(row.getLong("service_pk"), pk -> new ArrayList<>())
                .add(new StoredWusOperation(
                        row.getString("name"),
                        row.getString("request_action"),
                        row.getString("response_action"),
                        oins.getOrDefault(row.getLong("id"), List.of()))));
        List<StoredWusService> services = new ArrayList<>();
        String serviceWhere = name == null ? "" : " WHERE name = ?";
        query(
                connection,
                SERVICES + serviceWhere + " ORDER BY name",
                name,
                row -> services.add(service(row, operations.getOrDefault(row.getLong("id"), List.of()))));
        return services;
    }

    @FunctionalInterface
    private interface RowReader {
        void read(ResultSet row) throws SQLException;
    }

    private static void query(Connection connection, String sql, String name, RowReader reader) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(sql)) {
            if (name != null) {
                statement.setString(1, name);
            }
            try (ResultSet rows = statement.executeQuery()) {
                while (rows.next()) {
                    reader.read(rows);
                }
            }
        }
    }

    private static StoredWusService service(ResultSet row, List<StoredWusOperation> operations) throws SQLException {
        return new StoredWusService(
                row.getString("name"),
                WusDirection.fromId(row.getInt("direction")),
                row.getString("path"),
                row.getString("profile"),
                row.getBytes("wsdl"),
                row.getString("target_namespace"),
                row.getString("backend_endpoint"),
                SqlValues.nullableInt(row, "backend_timeout_ms"),
                row.getString("partner_endpoint"),
                row.getBytes("partner_certificate"),
                row.getBoolean("store_bodies"),
                row.getString("key_alias"),
                operations,
                SqlValues.instant(row, "created_at"),
                SqlValues.instant(row, "updated_at"));
    }
}
