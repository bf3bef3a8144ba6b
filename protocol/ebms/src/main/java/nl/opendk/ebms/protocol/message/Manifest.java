package nl.opendk.ebms.protocol.message;

import java.util.List;

/** ebMS 2.0 §3.2 Manifest in the SOAP Body. */
public record Manifest(String version, List<ManifestReference> references) {

    public Manifest {
        references = List.copyOf(references);
    }
}
