package nl.opendk.ebms.db.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.Map;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.protocol.error.EbmsError;
import nl.opendk.ebms.protocol.message.StoredValues;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The header checks refuse what the columns cannot hold, using the widths in {@link StoredValues} and {@link
 * EbmsError}; the migrated schema must have exactly those widths, or a value the checks let through could fail the
 * INSERT (and with it the shared transaction of other messages).
 */
class ColumnWidthsIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    @Test
    void everyCheckedColumnIsAsWideAsItsCheck() throws SQLException {
        Map<String, Integer> expected = new LinkedHashMap<>();
        for (String column : new String[] {
            "message_id",
            "ref_to_message_id",
            "conversation_id",
            "cpa_id",
            "from_party_id",
            "from_party_type",
            "from_role",
            "to_party_id",
            "to_party_type",
            "to_role",
            "service",
            "service_type",
            "action"
        }) {
            expected.put("ebms_message." + column, StoredValues.IDENTIFIER_LENGTH);
        }
        expected.put("ebms_message.content_type", StoredValues.CONTENT_TYPE_LENGTH);
        expected.put("ebms_message.endpoint", StoredValues.ENDPOINT_LENGTH);
        expected.put("cpa.cpa_id", StoredValues.IDENTIFIER_LENGTH);
        expected.put("ebms_payload.content_id", StoredValues.IDENTIFIER_LENGTH);
        expected.put("ebms_payload.content_type", StoredValues.PART_CONTENT_TYPE_LENGTH);
        expected.put("ebms_message_error.location", EbmsError.MAX_LOCATION);

        assertThat(widths(expected)).isEqualTo(expected);
    }

    private static Map<String, Integer> widths(Map<String, Integer> columns) throws SQLException {
        Map<String, Integer> widths = new LinkedHashMap<>();
        try (Connection connection = DB.dataSource().getConnection();
                PreparedStatement statement = connection.prepareStatement("SELECT CHARACTER_MAXIMUM_LENGTH"
                        + " FROM information_schema.COLUMNS"
                        + " WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ? AND COLUMN_NAME = ?")) {
            for (String column : columns.keySet()) {
                String[] parts = column.split("\\.");
                statement.setString(1, parts[0]);
                statement.setString(2, parts[1]);
                try (ResultSet row = statement.executeQuery()) {
                    widths.put(column, row.next() ? row.getInt(1) : null);
                }
            }
        }
        return widths;
    }
}
