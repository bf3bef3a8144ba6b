package nl.opendk.ebms.component.config;

/**
 * The README's configuration tables, one per section, in the order the README shows them. The README marks each
 * table with its {@link #id()}.
 */
public enum ConfigSection {
    GENERAL("general"),
    SECURITY("security"),
    WUS("wus"),
    GROTE_BERICHTEN("grote-berichten"),
    ADMIN("admin"),
    HAWTIO("hawtio"),
    MANAGEMENT("management");

    private final String id;

    ConfigSection(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }
}
