package nl.opendk.ebms.db.wus;

import java.sql.ResultSet;
import java.sql.SQLException;
import nl.opendk.ebms.db.SqlValues;

/** How a wus_exchange row becomes a summary. */
final class WusExchangeRows {

    private WusExchangeRows() {}

    static WusExchangeSummary summary(ResultSet row) throws SQLException {
        return new WusExchangeSummary(
                row.getLong("id"),
                WusDirection.fromId(row.getInt("direction")),
                row.getString("service_name"),
                row.getString("operation"),
                row.getString("profile"),
                row.getString("request_message_id"),
                row.getString("response_message_id"),
                row.getString("relates_to"),
                row.getString("request_action"),
                row.getString("to_address"),
                row.getString("from_oin"),
                row.getString("tls_oin"),
                row.getString("signer_oin"),
                row.getString("node_id"),
                WusExchangeStatus.fromId(row.getInt("status")),
                row.getString("fault_code"),
                row.getString("fault_text"),
                SqlValues.nullableInt(row, "http_status"),
                SqlValues.instant(row, "received_at"),
                SqlValues.instant(row, "backend_started_at"),
                SqlValues.nullableLong(row, "backend_ms"),
                SqlValues.instant(row, "answered_at"),
                SqlValues.nullableLong(row, "total_ms"),
                row.getLong("request_size"),
                SqlValues.nullableLong(row, "response_size"));
    }
}
