package nl.opendk.ebms.db.testing;

import javax.sql.DataSource;
import nl.opendk.ebms.db.source.Database;
import nl.opendk.ebms.db.source.DatabaseSettings;

/**
 * A new, migrated database on the test server, dropped when its test class is done.
 *
 * @param name the database (schema) name on the server
 * @param settings what {@link Database#open} needs to reach it, e.g. for an adapter under test
 * @param database the open pool this test class uses
 */
public record FreshDatabase(String name, DatabaseSettings settings, Database database) {

    public DataSource dataSource() {
        return database.dataSource();
    }
}
