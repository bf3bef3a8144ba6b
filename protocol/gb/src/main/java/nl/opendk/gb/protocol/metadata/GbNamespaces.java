package nl.opendk.gb.protocol.metadata;

/** The namespaces and profile names of the GB metadata schemas (DK-GB 3.8.1 ch05). */
public final class GbNamespaces {

    /** The pull schema (profile digikoppeling-gb-1.0). */
    public static final String PULL = "http://www.logius.nl/digikoppeling/gb/2010/10";

    public static final String PULL_PROFILE = "digikoppeling-gb-1.0";

    private GbNamespaces() {}
}
