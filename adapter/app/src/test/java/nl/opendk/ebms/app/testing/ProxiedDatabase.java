package nl.opendk.ebms.app.testing;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import nl.opendk.ebms.db.source.DatabaseSettings;
import nl.opendk.ebms.testkit.outage.TcpProxy;

/**
 * The test database behind a TCP proxy the test can stop, start, freeze and thaw: the adapter is given {@link
 * #settings()}, which reach the database only through the proxy.
 */
public record ProxiedDatabase(TcpProxy proxy, DatabaseSettings settings) implements AutoCloseable {

    private static final Pattern HOST_AND_PORT = Pattern.compile("jdbc:mysql://([^:/?]+)(?::(\\d+))?/");

    /** @param poolSize the adapter's connections, as {@code db.pool.size} */
    public static ProxiedDatabase of(DatabaseSettings direct, int poolSize) {
        Matcher url = HOST_AND_PORT.matcher(direct.url());
        if (!url.find()) {
            throw new IllegalArgumentException("not a jdbc:mysql://host:port/ URL: " + direct.url());
        }
        TcpProxy proxy = TcpProxy.start(url.group(1), url.group(2) == null ? 3306 : Integer.parseInt(url.group(2)));
        String viaProxy = url.replaceFirst("jdbc:mysql://127.0.0.1:" + proxy.port() + "/");
        return new ProxiedDatabase(
                proxy, DatabaseSettings.external(viaProxy, direct.user(), direct.password(), poolSize));
    }

    @Override
    public void close() {
        proxy.close();
    }
}
