package nl.opendk.ebms.cpa.model;

/**
 * CPPA 2.0 Endpoint. The uri is kept as written: the upload check decides whether it is a usable URL.
 *
 * @param type login, request, response, error or allPurpose; the schema default is {@value #ALL_PURPOSE}
 */
public record Endpoint(String uri, String type) {

    public static final String ALL_PURPOSE = "allPurpose";

    public boolean isAllPurpose() {
        return ALL_PURPOSE.equals(type);
    }
}
