package nl.opendk.ebms.db.source;

import java.util.regex.Pattern;

/** JDBC URL handling that keeps credentials out of logs. */
final class JdbcUrls {

    static final String MASK = "****";

    /** {@code password=...} in a query string or in Connector/J's {@code (key=value,...)} host form. */
    private static final Pattern PASSWORD_PARAMETER = Pattern.compile("(?i)((?:password\\d?|pwd)=)[^&;,)]*");

    /** {@code //user:secret@host}. */
    private static final Pattern USER_INFO_PASSWORD = Pattern.compile("(//[^/:@]*:)[^@/]*@");

    private JdbcUrls() {}

    static String masked(String url) {
        if (url == null) {
            return null;
        }
        String masked = PASSWORD_PARAMETER.matcher(url).replaceAll("$1" + MASK);
        return USER_INFO_PASSWORD.matcher(masked).replaceAll("$1" + MASK + "@");
    }
}
