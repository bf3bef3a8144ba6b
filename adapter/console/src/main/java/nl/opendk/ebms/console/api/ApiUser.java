package nl.opendk.ebms.console.api;

/**
 * The signed-in user behind a REST call, as the admin login passed it on (it removes any value a client sends
 * itself). Used to log who changed what.
 */
public final class ApiUser {

    public static final String HEADER = "X-Ebms-Admin-User";

    private ApiUser() {}

    public static String name(String header) {
        return header == null || header.isBlank() ? "an unknown user" : "user " + header;
    }
}
