package nl.opendk.ebms.routes.wus.endpoint;

import java.util.regex.Pattern;
import nl.opendk.ebms.routes.wus.security.WusSecurityProfile;

/**
 * A WUS service the adapter provides: reached at {@code /wus/<name>}, secured per {@code profile} (DK-WUS WB011: one
 * profile per service), answered by the Camel endpoint {@code backEnd}.
 */
public record WusService(String name, WusSecurityProfile profile, String backEnd) {

    /** Path segments of letters, digits, dot, dash and underscore, such as {@code BRP/v1}; none is . or .. */
    private static final Pattern NAME = Pattern.compile("(?!(.*/)?\\.{1,2}(/|$))[A-Za-z0-9._-]+(/[A-Za-z0-9._-]+)*");

    public WusService {
        if (!NAME.matcher(name).matches()) {
            throw new IllegalArgumentException("not a WUS service name: " + name);
        }
    }

    /** The in-process address CXF serves this service on. */
    public String localAddress() {
        return "local://wus/" + name;
    }
}
